import FlowCompiler
import FlowCore
import FlowGraphEmitter

/// `flowc graph`: draws flows as Graphviz DOT or Mermaid.
enum GraphCommand: FlowcCommand {
    static let spec = Arguments.Spec(flags: [], options: ["--format": ["dot", "mermaid"], "--flow": []])

    static let help = """
        OVERVIEW: Draw the flows of a .flow file as Graphviz DOT or a Mermaid state diagram.

        USAGE: flowc graph [--format dot|mermaid] [--flow <name>] <file.flow>

        OPTIONS:
          --format <format>   dot (default) or mermaid (GitHub renders Mermaid in Markdown).
          --flow <name>       Draw only this flow of the file.
          -h, --help          Show this help.

        The start step, final steps, payloads, events and guards are drawn, and skip rules as
        bypass edges. A broken flow is drawn too, with unreachable, always-skipped and trap steps
        marked; its diagnostics are for `flowc check`. Exit status: 0 drawn, 1 nothing to draw
        (the file does not parse into a flow), 2 wrong usage or unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) -> ExitStatus {
        guard arguments.positionals.count == 1 else {
            console.err("flowc graph: error: name one .flow file\n")
            return .usage
        }
        let file: SourceFile
        do {
            file = try InputFiles.load(arguments.positionals)[0]
        } catch {
            console.err("flowc graph: error: \(error)\n")
            return .usage
        }
        let check = FlowPipeline.check(file)
        var graphs = check.graphs
        if let name = arguments.options["--flow"] {
            graphs = graphs.filter { $0.name == name }
            guard !graphs.isEmpty else {
                console.err("flowc graph: error: \(file.path) has no flow named '\(name)'\n")
                return .usage
            }
        }
        guard !graphs.isEmpty else {
            console.err(DiagnosticRenderer(files: [file]).render(check.diagnostics))
            console.err("flowc graph: error: nothing to draw in \(file.path)\n")
            return .failure
        }
        console.out(arguments.options["--format"] == "mermaid" ? MermaidEmitter.emit(graphs) : DOTEmitter.emit(graphs))
        return .success
    }
}
