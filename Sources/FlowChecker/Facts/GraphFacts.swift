/// Where walks of a whole, resolved flow can go: the facts of the graph pass
/// (`SingleFlowChecker.analyseGraph`), each by `StepID.index`.
struct GraphFacts {
    /// Whether the step can be shown (`FlowGraph.StepFacts.isReachable`).
    var isReachable: [Bool]
    /// Whether it is reachable but can't reach a final step (`StepFacts.isTrap`).
    var isTrap: [Bool]
    /// Whether it can be shown first, at the bottom of the stack (`StepFacts.canBeRoot`).
    var canBeRoot: [Bool]
    /// The steps that can be adjacent in a walk, with how the upper one is entered (`FlowGraph.entryPairs`).
    var entryPairs: [FlowGraph.EntryPair]
    /// Whether the step can be in the base layer (`StepFacts.canBeInBaseLayer`).
    var inBaseLayer: [Bool]
    /// The presented roots the step's layer can have (`StepFacts.layerRoots`).
    var layerRoots: [[StepID]]
    /// Whether it is always a cover's root (`StepFacts.isAlwaysCoverRoot`).
    var isAlwaysCoverRoot: [Bool]

    /// Writes the facts into the graph they were found on, and marks it analysed.
    func apply(to graph: inout FlowGraph) {
        for step in graph.stepIDs {
            graph.steps[step].facts.isReachable = isReachable[step.index]
            graph.steps[step].facts.isTrap = isTrap[step.index]
            graph.steps[step].facts.canBeRoot = canBeRoot[step.index]
            graph.steps[step].facts.canBeInBaseLayer = inBaseLayer[step.index]
            graph.steps[step].facts.layerRoots = layerRoots[step.index]
            graph.steps[step].facts.isAlwaysCoverRoot = isAlwaysCoverRoot[step.index]
        }
        graph.entryPairs = entryPairs
        graph.isAnalysed = true
    }
}
