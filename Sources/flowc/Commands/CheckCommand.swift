import FlowCore
import FlowCompiler

/// `flowc check`: reports every defect of the given flows.
enum CheckCommand: FlowcCommand {
    static let spec = Arguments.Spec(
        flags: ["--warnings-as-errors"],
        options: ["--color": ["auto", "always", "never"]]
    )

    static let help = """
        OVERVIEW: Check .flow files and report every defect at its line and column.

        USAGE: flowc check [--warnings-as-errors] [--color auto|always|never] <paths>...

        ARGUMENTS:
          <paths>                 .flow files, or folders searched for *.flow (hidden folders skipped).

        OPTIONS:
          --warnings-as-errors    Report warnings as errors (and fail on them).
          --color <when>          Colour the diagnostics: auto (on a terminal, unless NO_COLOR is
                                  set), always or never. Default: auto.
          -h, --help              Show this help.

        Diagnostics go to standard error as `path:line:col: severity: message [id]`, the source
        line and a caret. Exit status: 0 clean (warnings allowed), 1 errors, 2 wrong usage or
        unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) -> ExitStatus {
        let options = CompilerOptions(warningsAsErrors: arguments.flags.contains("--warnings-as-errors"))
        let inputs: [SourceFile]
        do {
            inputs = try InputFiles.load(arguments.positionals)
        } catch {
            console.err("flowc check: error: \(error)\n")
            return .usage
        }
        let checks = inputs.map { FlowCompiler.check($0, options: options) }
        let renderer = DiagnosticRenderer(files: inputs, colors: useColor(arguments.options["--color"], console: console))
        for check in checks {
            console.err(renderer.render(check.diagnostics))
        }
        let errors = checks.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        let warnings = checks.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
        console.err(summary(files: inputs.count, errors: errors, warnings: warnings))
        return errors > 0 ? .failure : .success
    }

    static func summary(files: Int, errors: Int, warnings: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let found = errors == 0 && warnings == 0 ? "no problems" : "\(count(errors, "error")), \(count(warnings, "warning"))"
        return "flowc: checked \(count(files, "file")): \(found)\n"
    }

    static func useColor(_ setting: String?, console: Console) -> Bool {
        switch setting ?? "auto" {
        case "always": true
        case "never": false
        default: console.errorIsTerminal && (console.environment("NO_COLOR") ?? "").isEmpty
        }
    }
}
