import FlowCommandLine
import FlowCompat
import FlowCore

/// `flowc lock`: records what a release put into the world (its saved-walk spellings, step
/// successors and links) as the module's `flowc.lock`, which `flowc compat` judges the next
/// release's flows against.
enum LockCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: ["--check"], options: ["--release": [], "--walk-floor": [], "--output": []])

    static let help = """
        OVERVIEW: Record a release's flows as the module's flowc.lock, for `flowc compat`.

        USAGE: flowc lock --release <version> [--walk-floor <version>|none] [--output <file>]
                          [--check] <paths>...

        ARGUMENTS:
          <paths>                 .flow files, or folders searched for *.flow: one module.

        OPTIONS:
          --release <version>     The release these flows ship in (1.4.0). Required.
          --walk-floor <version>  The oldest release whose saved walks must still restore, or none.
                                  A former name last saved by an older release is dropped from
                                  the lock. Default: the existing lock's floor, else none.
          --output <file>         The lock to write. Default: flowc.lock in the folder, when one
                                  folder is given.
          --check                 Write nothing: exit 1 when the lock would change (for the
                                  release job, after the lock is committed).
          -h, --help              Show this help.

        The module is checked first; with an error, its diagnostics are printed and nothing is
        written. An existing lock's former names (retired steps and links) are carried forward
        while their last release is at or above the walk floor. The file is rewritten only when
        its bytes change. docs/Compatibility.md has the workflow. Exit status: 0 written (or
        unchanged), 1 errors in the flows or, with --check, a lock that would change, 2 wrong
        usage, unreadable input or a malformed lock.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        guard let release = arguments.options["--release"], !release.isEmpty else {
            return console.error("lock", "name the release with --release <version>")
        }
        guard let output = arguments.options["--output"] ?? LockFile.defaultPath(for: arguments.positionals) else {
            return console.error("lock", "name the lock file with --output (the default, flowc.lock in the folder, needs one folder)")
        }
        guard let checks = try CleanModule.check(arguments.positionals, command: "lock", nothingWas: "written", console: console) else { return .failure }
        let existing = try LockFile.read(output)
        var previous: Lock?
        if let existing {
            switch LockParser.parse(String(decoding: existing.bytes, as: UTF8.self), path: output) {
            case .success(let lock): previous = lock
            case .failure(let diagnostic):
                console.err(DiagnosticRenderer(files: [existing]).render([diagnostic]))
                return console.error("lock", "\(output) can't be read; nothing was written")
            }
        }
        let floor = arguments.options["--walk-floor"].map { $0 == "none" ? nil : $0 } ?? previous?.header.walkFloor
        let lock = LockBuilder.lock(of: checks.flatMap(\.checkedFlows), apps: checks.flatMap(\.checkedApps), release: release, walkFloor: floor, previous: previous)
        let text = LockPrinter.text(of: lock, flowcVersion: FlowcVersion.current)
        if arguments.flags.contains("--check") {
            guard existing?.bytes != Array(text.utf8) else { return .success }
            console.out(output + "\n")
            return console.error("lock", "\(output) would change: record it with `flowc lock --release \(release)` and commit it", exit: .failure)
        }
        try FileSystem.writeIfChanged(text, to: output)
        return .success
    }
}
