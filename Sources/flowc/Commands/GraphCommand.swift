import FlowCommandLine
import FlowCompiler
import FlowCore
import FlowGraphEmitter

/// `flowc graph`: draws flows as Graphviz DOT or Mermaid.
enum GraphCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: [], options: ["--format": GraphFormat.allCases.map(\.rawValue), "--flow": []])

    static let help = """
        OVERVIEW: Draw flows as Graphviz DOT or a Mermaid state diagram.

        USAGE: flowc graph [--format dot|mermaid] [--flow <name>] <paths>...

        ARGUMENTS:
          <paths>             .flow files, or folders searched for *.flow, checked together
                              as one module, as `flowc generate` checks them: every flow of
                              every file is drawn, in one document (DOT: a cluster a flow;
                              Mermaid: a composite state a flow).

        OPTIONS:
          --format <format>   dot (default) or mermaid (GitHub renders Mermaid in Markdown).
          --flow <name>       Draw only the flow of this name.
          -h, --help          Show this help.

        The start step, final steps, payloads, events and guards are drawn, and skip rules as
        bypass edges; each sheet or cover is a cluster with the steps pushed on it, a use of a
        child flow a box labelled with the child, outcomes exits. A broken flow is drawn too, with unreachable, always-skipped and trap steps
        marked; its diagnostics are for `flowc check`. Exit status: 0 drawn, 1 nothing to draw
        (no file parses into a flow), 2 wrong usage or unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        // One module, as `generate` compiles the files: a flow's links into a child flow's
        // steps, and its uses, are drawn only when the child's file is checked with it. A folder
        // that holds a package is still drawn (as one module): a drawing reports no clashes.
        let files = try InputFiles.load(arguments.positionals, asOneModule: false)
        let checks = FlowPipeline.checkModule(files)
        var graphs = checks.flatMap(\.graphs)
        if let name = arguments.options["--flow"] {
            graphs = graphs.filter { $0.name == name }
            guard !graphs.isEmpty else {
                return console.error("graph", "no flow named '\(name)' in \(files.map(\.path).joined(separator: ", "))")
            }
        }
        guard !graphs.isEmpty else {
            console.err(DiagnosticRenderer(files: files).render(checks.flatMap(\.diagnostics)))
            return console.error("graph", "nothing to draw in \(files.map(\.path).joined(separator: ", "))", exit: .failure)
        }
        let drawings = graphs.map(Drawing.init)
        switch arguments.options["--format"].flatMap(GraphFormat.init(rawValue:)) ?? .dot {
        case .dot: console.out(DOTPrinter.document(drawings))
        case .mermaid: console.out(MermaidPrinter.document(drawings))
        }
        return .success
    }
}
