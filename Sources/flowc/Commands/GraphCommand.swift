import FlowChecker
import FlowCommandLine
import FlowCompiler
import FlowCore
import FlowGraphEmitter

/// `flowc graph`: draws flows as Graphviz DOT or Mermaid.
enum GraphCommand: FlowcCommand {
    static let spec = Arguments.Spec(
        flags: ["--no-unwinds"],
        options: ["--format": GraphFormat.allCases.map(\.rawValue), "--flow": [], "--around": [], "--depth": []])

    static let help = """
        OVERVIEW: Draw flows as Graphviz DOT or a Mermaid state diagram.

        USAGE: flowc graph [--format dot|mermaid] [--flow <name>] [--around <step> [--depth <n>]]
                           [--no-unwinds] <paths>...

        ARGUMENTS:
          <paths>             .flow files, or folders searched for *.flow, checked together
                              as one module, as `flowc generate` checks them: every flow of
                              every file is drawn, in one document (DOT: a cluster a flow;
                              Mermaid: a composite state a flow).

        OPTIONS:
          --format <format>   dot (default) or mermaid (GitHub renders Mermaid in Markdown).
          --flow <name>       Draw only the flow, or the app, of this name.
          --around <step>     Draw only this step's neighbourhood: the steps it reaches and
                              the steps that reach it in at most --depth moves (a transition
                              or a skip rule's bypass is a move), and the edges among them, in
                              the one flow that has the step (name it with --flow when several
                              do). `… 3 more` marks where steps are left out.
          --depth <n>         How many moves --around goes each way: 1 (default), 0 or more.
          --no-unwinds        Leave out the transitions that only unwind (back, back to,
                              dismiss), to read a router's forward structure; a
                              `back then x` is still drawn to x. With --around, the
                              neighbourhood follows only the moves drawn.
          -h, --help          Show this help.

        The start step, final steps, payloads, events and guards are drawn, and skip rules as
        bypass edges; each sheet or cover is a cluster with the steps pushed on it, a use of a
        child flow a box labelled with the child, outcomes exits, and each set of shared transitions
        (`actions`) once, as a node with its transitions and an edge from each step that takes it. A broken flow is drawn too,
        with unreachable, always-skipped and trap steps marked; its diagnostics are for
        `flowc check`. An app is drawn by its name (`--flow PasswordManager`), in a diagram of its own,
        so that the flows' document stays one: each root a cluster around its flow, swaps and
        app events as edges (events from the top screen), its app-level steps as nodes; an app
        is drawn only when its module checks clean.
        Exit status: 0 drawn, 1 nothing to draw (no file parses into a flow),
        2 wrong usage (a step --around can't find too) or unreadable input.

        """

    static func run(_ arguments: Arguments, console: Console) throws -> ExitStatus {
        // One module, as `generate` compiles the files: a flow's links into a child flow's
        // steps, and its uses, are drawn only when the child's file is checked with it. A folder
        // that holds a package is still drawn (as one module): a drawing reports no clashes.
        let files = try InputFiles.load(arguments.positionals, asOneModule: false)
        let checks = FlowPipeline.checkModule(files)
        var graphs = checks.flatMap(\.graphs)
        var apps = checks.flatMap(\.checkedApps).map(AppDrawing.init)
        if let name = arguments.options["--flow"] {
            graphs = graphs.filter { $0.name == name }
            apps = apps.filter { $0.name == name }
            guard !graphs.isEmpty || !apps.isEmpty else {
                return console.error("graph", "no flow named '\(name)' in \(files.map(\.path).joined(separator: ", "))")
            }
        }
        guard !graphs.isEmpty || !apps.isEmpty else {
            console.err(DiagnosticRenderer(files: files).render(checks.flatMap(\.diagnostics)))
            return console.error("graph", "nothing to draw in \(files.map(\.path).joined(separator: ", "))", exit: .failure)
        }
        var drawings = graphs.map(Drawing.init)
        if arguments.flags.contains("--no-unwinds") {
            drawings = drawings.map { $0.withoutUnwinds() }
        }
        if let step = arguments.options["--around"] {
            drawings = [try neighbourhood(of: step, depth: depth(arguments), graphs: graphs, drawings: drawings)]
        } else if arguments.options["--depth"] != nil {
            throw FlowcError(description: "--depth needs --around <step>")
        }
        // An app is drawn only by its name, alone: a Mermaid file holds one diagram.
        if arguments.options["--around"] != nil || arguments.options["--flow"] == nil { apps = [] }
        switch arguments.options["--format"].flatMap(GraphFormat.init(rawValue:)) ?? .dot {
        case .dot: console.out(((drawings.isEmpty ? [] : [DOTPrinter.document(drawings)]) + apps.map(DOTPrinter.document)).joined(separator: "\n"))
        case .mermaid: console.out(((drawings.isEmpty ? [] : [MermaidPrinter.document(drawings)]) + apps.map(MermaidPrinter.document)).joined(separator: "\n"))
        }
        return .success
    }

    /// `--depth`: a whole number of moves, 0 or more; 1 when it is not given.
    static func depth(_ arguments: Arguments) throws -> Int {
        guard let text = arguments.options["--depth"] else { return 1 }
        guard let depth = Int(text), depth >= 0 else {
            throw FlowcError(description: "--depth takes a whole number of moves, 0 or more, not '\(text)'")
        }
        return depth
    }

    /// The drawing of the neighbourhood of the step named `name`, in the one flow of `graphs`
    /// (drawn as `drawings`) that has a step of that name.
    static func neighbourhood(of name: String, depth: Int, graphs: [FlowGraph], drawings: [Drawing]) throws -> Drawing {
        let found = graphs.indices.compactMap { index in
            graphs[index].stepIDs.first { graphs[index].steps[$0].name == name }.map { (index, $0) }
        }
        let flows = graphs.map(\.name).joined(separator: ", ")
        guard let (index, step) = found.first else {
            let names = graphs.flatMap { graph in graph.steps.map(\.name) }
            let suggestion = EditDistance.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw FlowcError(description: "no step named '\(name)' in \(graphs.count == 1 ? "flow" : "flows") \(flows)\(suggestion)")
        }
        guard found.count == 1 else {
            let having = found.map { graphs[$0.0].name }.joined(separator: ", ")
            throw FlowcError(description: "several flows have a step named '\(name)' (\(having)); name one with --flow")
        }
        return drawings[index].around(step, depth: depth)
    }
}
