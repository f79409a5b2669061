import FlowCore

/// Resolves names and checks every rule of the language; makes `FlowGraph`s and `CheckedFlow`s.
///
/// The checks run in a fixed order: declarations and names, then each step's guards (which
/// decide which transitions can fire), then the graph (reachability, traps, skip chains,
/// payloads). A check that depends on an earlier one's result is skipped when that one failed,
/// so one mistake gives one error, not a cascade.
public enum Checker {
    /// Checks every flow of a parsed file and returns one graph a flow, in source order.
    public static func check(_ syntax: FlowFileSyntax, diagnostics: inout Diagnostics) -> [FlowGraph] {
        var graphs: [FlowGraph] = []
        let syntaxIsComplete = !diagnostics.hasErrors
        // Handed from flow to flow, so each is uniquely held while a checker writes to it.
        let count = syntax.names.count
        var indexes = (steps: SymbolIndex(symbolCount: count), flags: SymbolIndex(symbolCount: count), events: SymbolIndex(symbolCount: count))
        for flow in syntax.flows where !flow.name.name.isEmpty {
            var checker = FlowChecker(flow: flow, diagnostics: diagnostics, syntaxIsComplete: syntaxIsComplete)
            swap(&indexes.steps, &checker.stepIndex)
            swap(&indexes.flags, &checker.flagIndex)
            swap(&indexes.events, &checker.eventIndex)
            graphs.append(checker.run())
            swap(&indexes.steps, &checker.stepIndex)
            swap(&indexes.flags, &checker.flagIndex)
            swap(&indexes.events, &checker.eventIndex)
            indexes.steps.clear()
            indexes.flags.clear()
            indexes.events.clear()
            diagnostics = checker.diagnostics
        }
        // Flows of one file share a Swift module: their names and generated types must differ.
        let clashes = ModuleChecker.check(graphs)
        diagnostics.append(contentsOf: clashes)
        let clashing = Set(clashes.map(\.range.lowerBound))
        for index in graphs.indices where clashing.contains(graphs[index].nameRange.lowerBound) {
            graphs[index].hasErrors = true
        }
        return graphs
    }

    /// The flows among `graphs` that have no errors, as checked flows.
    public static func checkedFlows(_ graphs: [FlowGraph]) -> [CheckedFlow] {
        graphs.filter { !$0.hasErrors }.map(CheckedFlow.init(graph:))
    }
}

/// The checking of one flow; its parts live in `Checks/`.
struct FlowChecker {
    let flow: FlowDecl
    var diagnostics: Diagnostics
    var graph: FlowGraph
    /// Steps, flags and events (as indexes into `graph.events`) by the symbols of their names.
    var stepIndex = SymbolIndex()
    var flagIndex = SymbolIndex()
    var eventIndex = SymbolIndex()
    /// Where the declaration of each step in `graph.steps` is in `flow.steps`, by the same
    /// index (an index, not a copy: a copied declaration retains every part of it).
    var stepDeclIndex: [Int] = []
    /// The final steps, by index into `graph.steps`, in order.
    var finalSteps: [Int] = []
    /// Steps whose conditions could not all be resolved; their guards are not analysed.
    var unresolvedGuards = Set<Int>()
    /// Whether every step and transition made it into the graph: not when a name is unknown
    /// or a step is declared twice, and then reachability would report the missing parts.
    var graphIsComplete = true
    /// Whether the file parsed without error: otherwise parts of the flow may be missing, and
    /// checks of the whole graph would report their absence.
    let syntaxIsComplete: Bool

    init(flow: FlowDecl, diagnostics: Diagnostics, syntaxIsComplete: Bool) {
        self.flow = flow
        self.syntaxIsComplete = syntaxIsComplete
        self.diagnostics = diagnostics
        self.graph = FlowGraph(
            name: flow.name.name, nameRange: flow.name.range, doc: flow.doc,
            path: diagnostics.file.path, flags: [], steps: [], start: nil
        )
    }

    mutating func run() -> FlowGraph {
        let errorsBefore = errorCount
        checkName(flow.name, as: "a flow name")
        declareFlags()
        declareSteps()
        resolveStart()
        resolveSteps()
        checkHasFinalStep()
        reportUnusedFlags()
        analyseGuards()
        if syntaxIsComplete, graphIsComplete, unresolvedGuards.isEmpty {
            analyseGraph()
        }
        graph.hasErrors = errorCount > errorsBefore
        return graph
    }

    var errorCount: Int {
        diagnostics.all.lazy.filter { $0.severity == .error }.count
    }

    func stepName(_ index: Int) -> String { graph.steps[index].name }
}
