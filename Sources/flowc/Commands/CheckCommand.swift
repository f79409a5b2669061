import FlowCommandLine
import FlowCore
import FlowCompiler
import FlowReports

/// `flowc check`: reports every defect of the given flows.
enum CheckCommand: FlowcCommand {
    static let spec = Arguments.Spec(
        flags: ["--warnings-as-errors"],
        options: ["--color": ["auto", "always", "never"], "--format": ["text", "json", "github", "sarif"]],
        moduleOptions: ["--config"]
    )

    static let help = """
        OVERVIEW: Check .flow files and report every defect at its line and column.

        USAGE: flowc check [--warnings-as-errors] [--format text|json|github|sarif]
                           [--color auto|always|never] [--config <file>] <paths>...
                           [--module <name> [--config <file>] <paths>...]...

        ARGUMENTS:
          <paths>                 .flow files, or folders searched for *.flow (hidden folders skipped),
                                  checked together as one Swift module, as `flowc generate` and the
                                  build plugin compile them (flow names must differ across files).
                                  A folder that holds a Package.swift is refused: its targets are
                                  separate modules (use `swift package lint-flows`, or --module).

        OPTIONS:
          --module <name>         Start another module: the paths and --config after it, up to the
                                  next --module, are checked together and apart from the others,
                                  and every module goes into one report (lint-flows passes one
                                  --module a target).
          --config <file>         The module's flowc.json: "warningsAsErrors": true makes its
                                  warnings errors, as the build plugin does.
          --warnings-as-errors    Report warnings as errors (and fail on them).
          --format <format>       text (default): for people, on standard error. json: one document
                                  (docs/Diagnostics-JSON.md), github: GitHub Actions annotations,
                                  sarif: SARIF 2.1.0 for code scanning; these on standard output.
          --color <when>          Colour the diagnostics: auto (on a terminal, unless NO_COLOR is
                                  set), always or never. Default: auto.
          -h, --help              Show this help.

        Diagnostics go to standard error as `path:line:col: severity: message [id]`, the source
        line and a caret. Exit status: 0 clean (warnings allowed), 1 errors, 2 wrong usage or
        unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) -> ExitStatus {
        let strict = arguments.flags.contains("--warnings-as-errors")
        var inputs: [SourceFile] = []
        var checks: [FileCheck] = []
        var modules = 0
        // Each module is checked as the build compiles it, apart from the others: names must
        // differ across its files, not across modules.
        for module in arguments.modules where module.name != nil || !module.paths.isEmpty {
            let command = module.name.map { "check --module \($0)" } ?? "check"
            guard !module.paths.isEmpty else {
                return console.error(command, "no input: name the module's .flow files or folders")
            }
            guard let config = GenerateConfig.load(module.options["--config"], console: console) else { return .usage }
            let files: [SourceFile]
            do {
                files = try InputFiles.load(module.paths, asOneModule: true)
            } catch {
                return console.error(command, "\(error)")
            }
            inputs += files
            modules += 1
            checks += FlowPipeline.checkModule(files, options: CompilerOptions(warningsAsErrors: strict || config.warningsAsErrors))
        }
        guard !inputs.isEmpty else { return console.error("check", "no input: name .flow files or folders") }
        let diagnostics = checks.flatMap(\.diagnostics)
        // The reports for tools list the suppressed warnings too, marked so.
        let withSuppressed = checks.flatMap { Diagnostics.sort($0.diagnostics + $0.suppressed) }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        switch arguments.options["--format"] ?? "text" {
        case "json":
            console.out(JSONReport.render(withSuppressed, files: inputs))
        case "github":
            console.out(GitHubReport.render(diagnostics, files: inputs))
        case "sarif":
            let rules = FlowPipeline.diagnosticIDs.sorted { $0.key < $1.key }.map {
                SARIFReport.Rule(id: $0.key, help: $0.value, severity: FlowPipeline.defaultSeverity(of: $0.key))
            }
            let base = FileSystem.absolute(".")
            console.out(SARIFReport.render(withSuppressed, files: inputs, rules: rules, version: FlowcVersion.current) {
                FlowPipeline.relativePath(FileSystem.absolute($0), to: base)
            })
        default:
            let renderer = DiagnosticRenderer(files: inputs, colors: console.useColor(arguments.options["--color"]))
            console.err(renderer.render(diagnostics))
            console.err(summary(files: inputs.count, modules: modules, errors: errors, warnings: warnings))
        }
        return errors > 0 ? .failure : .success
    }

    static func summary(files: Int, modules: Int, errors: Int, warnings: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let found = errors == 0 && warnings == 0 ? "no problems" : "\(count(errors, "error")), \(count(warnings, "warning"))"
        let checked = modules > 1 ? "\(count(files, "file")) in \(modules) modules" : count(files, "file")
        return "flowc: checked \(checked): \(found)\n"
    }
}
