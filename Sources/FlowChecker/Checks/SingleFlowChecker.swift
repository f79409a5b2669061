import FlowCore

/// The checking of one flow; its parts live in `Checks/`.
struct SingleFlowChecker {
    let flow: FlowDecl
    var diagnostics: Diagnostics
    var graph: FlowGraph
    /// Steps, flags and events (as indexes into `graph.events`) by the symbols of their names:
    /// arrays as long as the file's name table, indexed by symbol.
    var stepIndex: [StepID?]
    var flagIndex: [FlagID?]
    var eventIndex: [EventID?]
    /// Where the declaration of each step in `graph.steps` is in `flow.steps`, by `StepID.index`.
    var stepDeclIndex: [Int] = []
    /// The final steps, in order.
    var finalSteps: [StepID] = []
    /// Steps with a condition or a transition target that could not be resolved: already an
    /// error, so their guards are not analysed (a dropped transition would make an event look
    /// uncovered: one mistake, one error).
    var unanalysedSteps = Set<StepID>()
    /// Whether every step and transition made it into the graph: not when a name is unknown
    /// or a step is declared twice, and then reachability would report the missing parts.
    var graphIsComplete = true
    /// Whether the file parsed without error: otherwise parts of the flow may be missing, and
    /// checks of the whole graph would report their absence.
    let syntaxIsComplete: Bool

    init(flow: FlowDecl, symbolCount: Int, diagnostics: Diagnostics, syntaxIsComplete: Bool) {
        self.flow = flow
        stepIndex = Array(repeating: nil, count: symbolCount)
        flagIndex = Array(repeating: nil, count: symbolCount)
        eventIndex = Array(repeating: nil, count: symbolCount)
        self.syntaxIsComplete = syntaxIsComplete
        self.diagnostics = diagnostics
        self.graph = FlowGraph(
            name: flow.name.name, nameRange: flow.name.range, doc: flow.doc,
            path: diagnostics.file.path, flags: [], steps: [], start: nil
        )
        graph.kind = flow.kind
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
        if syntaxIsComplete, graphIsComplete, unanalysedSteps.isEmpty {
            analyseGraph()
        }
        checkLinks()
        graph.hasErrors = errorCount > errorsBefore
        return graph
    }

    var errorCount: Int {
        diagnostics.all.lazy.filter { $0.severity == .error }.count
    }

    func stepName(_ step: StepID) -> String { graph.steps[step].name }

    /// The declaration of `step`.
    func declaration(of step: StepID) -> StepDecl { flow.steps[stepDeclIndex[step.index]] }
}
