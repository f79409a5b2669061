import FlowCommandLine
import FlowCompat
import FlowCompiler
import FlowCore
import FlowReports

/// `flowc compat`: judges a module's flows against the lock of the last release, for the walks
/// that release saved and the links it opened.
enum CompatCommand: FlowcCommand {
    static let spec = Arguments.Spec(
        flags: ["--allow-missing-lock"],
        options: ["--color": ["auto", "always", "never"], "--format": ["text", "json", "github", "sarif"], "--fail-on": ["breaking", "migratable"]],
        moduleOptions: ["--lock"]
    )

    static let help = """
        OVERVIEW: Judge .flow files against the last release's flowc.lock: which changes break
        walks that release saved or links it opened.

        USAGE: flowc compat [--lock <file>] [--format text|json|github|sarif]
                            [--fail-on breaking|migratable] [--allow-missing-lock]
                            [--color auto|always|never] <paths>...
                            [--module <name> [--lock <file>] <paths>...]...

        ARGUMENTS:
          <paths>                 .flow files, or folders searched for *.flow: one module, as
                                  `flowc check` reads it.

        OPTIONS:
          --lock <file>           The module's lock, written by `flowc lock` at the last release.
                                  Default: flowc.lock in the folder, when one folder is given.
          --module <name>         Start another module, with its own --lock and paths.
          --format <format>       text (default, on standard error), json (one document, on
                                  standard output), github (annotations) or sarif (SARIF 2.1.0).
          --fail-on <class>       breaking (default): fail on breaking changes only.
                                  migratable: fail on any change old data must be migrated over.
          --allow-missing-lock    A module without a lock passes (before its first release).
          --color <when>          auto, always or never. Default: auto.
          -h, --help              Show this help.

        Each change is safe (old walks and links work and mean the same), migratable (they land
        where a declaration in the flows says: `renamed from`, `removed step`, `also`, `removed
        link`) or breaking. A breaking change is an error at the .flow line of the change, with a
        note at the lock's line and a witness: an old walk or link that no longer restores or
        opens. A migratable one is a remark. docs/Compatibility.md has the rules.

        Exit status: 0 nothing fails, 1 a breaking change (or, with --fail-on migratable, any
        change that isn't safe) or errors in the flows, 2 wrong usage, unreadable input, a missing
        lock, or a lock that is malformed or written by a newer flowc.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        var judged = CompatRun()
        for module in arguments.modules where module.name != nil || !module.paths.isEmpty {
            let command = module.name.map { "compat --module \($0)" } ?? "compat"
            guard !module.paths.isEmpty else { return console.error(command, "no input: name the module's .flow files or folders") }
            let files = try InputFiles.load(module.paths, asOneModule: true)
            judged.files += files
            let checks = FlowPipeline.checkModule(files)
            let errors = checks.flatMap(\.diagnostics).filter { $0.severity == .error }
            // Flows with errors are reported as `check` reports them; compat skips the module.
            guard errors.isEmpty else {
                judged.flowErrors += errors
                continue
            }
            guard let lockPath = module.options["--lock"] ?? LockFile.defaultPath(for: module.paths) else {
                return console.error(command, "name the module's lock with --lock (the default, flowc.lock in the folder, needs one folder)")
            }
            guard let lockFile = try LockFile.read(lockPath) else {
                if arguments.flags.contains("--allow-missing-lock") { continue }
                return console.error(command, "no lock at \(lockPath): record one with `flowc lock --release <version>`, or pass --allow-missing-lock")
            }
            judged.files.append(lockFile)
            switch LockParser.parse(String(decoding: lockFile.bytes, as: UTF8.self), path: lockPath) {
            case .failure(let diagnostic):
                console.err(DiagnosticRenderer(files: [lockFile]).render([diagnostic]))
                return console.error(command, "\(lockPath) can't be read")
            case .success(let lock):
                let apps = checks.flatMap { check in check.checkedApps.map { LockedApp(path: check.file.path, app: $0) } }
                judged.reports.append(CompatChecker.check(checks.flatMap(\.checkedFlows), apps: apps, against: lock, lockPath: lockPath))
            }
        }
        guard !judged.files.isEmpty else { return console.error("compat", "no input: name .flow files or folders") }
        let failOnMigratable = arguments.options["--fail-on"] == "migratable"
        render(judged, format: arguments.options["--format"] ?? "text", failOnMigratable: failOnMigratable, arguments: arguments, console: console)
        return judged.fails(failOnMigratable: failOnMigratable) ? .failure : .success
    }

    private static func render(_ judged: CompatRun, format: String, failOnMigratable: Bool, arguments: Arguments, console: Console) {
        let diagnostics = judged.diagnostics(failOnMigratable: failOnMigratable)
        switch format {
        case "json":
            console.out(CompatJSONReport.render(judged.reports, flowErrors: judged.flowErrors, files: judged.files))
        case "github":
            console.out(GitHubReport.render(diagnostics, files: judged.files))
        case "sarif":
            let rules = CompatDiagnostic.allCases.sorted { $0.rawValue < $1.rawValue }.map { SARIFReport.Rule(id: $0.id, help: $0.help, severity: $0.severity) }
            let base = FileSystem.absolute(".")
            console.out(SARIFReport.render(diagnostics, files: judged.files, rules: rules, version: FlowcVersion.current) {
                FlowPipeline.relativePath(FileSystem.absolute($0), to: base)
            })
        default:
            let renderer = DiagnosticRenderer(files: judged.files, colors: console.useColor(arguments.options["--color"]))
            console.err(renderer.render(judged.flowErrors))
            // Each finding's witness is one of its notes.
            console.err(renderer.render(judged.findings.map { judged.failing($0.diagnostic, failOnMigratable: failOnMigratable) }))
            console.err(judged.summary)
        }
    }
}
