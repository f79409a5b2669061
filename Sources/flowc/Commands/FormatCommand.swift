import FlowCommandLine
import FlowCore
import FlowFormatter

/// `flowc fmt`: rewrites `.flow` files in the canonical layout.
enum FormatCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: ["--check"], options: ["--color": ["auto", "always", "never"]])

    static let help = """
        OVERVIEW: Rewrite .flow files in one canonical layout, keeping every comment.

        USAGE: flowc fmt [--check] [--color <when>] <paths>...

        ARGUMENTS:
          <paths>         .flow files, or folders searched for *.flow.

        OPTIONS:
          --check         Change nothing: list the files that would change and exit 1 if any would.
          --color <when>  auto, always or never, for syntax errors. Default: auto.
          -h, --help      Show this help.

        A file with syntax errors is left untouched and its errors are reported (exit 1). A file
        is rewritten only when its layout changes.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        let inputs = try InputFiles.load(arguments.positionals, asOneModule: false)
        let renderer = DiagnosticRenderer(files: inputs, colors: console.useColor(arguments.options["--color"]))
        var status = ExitStatus.success
        for file in inputs {
            let (formatted, diagnostics) = FlowFileFormatter.format(file)
            guard let formatted else {
                console.err(renderer.render(diagnostics))
                console.err("flowc fmt: \(file.path) has syntax errors; left unchanged\n")
                status = .failure
                continue
            }
            guard Array(formatted.utf8) != file.bytes else { continue }
            if arguments.flags.contains("--check") {
                console.out(file.path + "\n")
                status = .failure
                continue
            }
            try FileSystem.writeIfChanged(formatted, to: file.path)
        }
        return status
    }
}
