import FlowCore

/// What the passes of one flow's check found, each pass's facts once it has run: the one input
/// `FlowGraph.init(_:)` builds a graph from. A later pass reads the graph of the earlier ones.
struct Passes {
    let flow: FlowDecl
    /// The path of the flow's file.
    let path: String
    let declarations: Declarations
    let resolution: Resolution
    /// The flags some guard, skip rule or child flow reads.
    let usedFlags: Set<FlagID>
    /// The flows its use-steps use, each once.
    let usedFlows: [UsedFlow]
    /// The entries links make by themselves, found before the graph pass, which counts them.
    var linkEntries: [FlowGraph.LinkEntry] = []
    /// Which transitions can fire and which skip rules apply (`analyseGuards`).
    var guards: GuardFacts?
    /// For each alert, whether each of its button lines can fire (`analyseButtons`).
    var buttons: [[Bool]]?
    /// Reachability, traps and layers of the whole graph (`analyseGraph`); `nil` when the
    /// flow was not whole enough to analyse.
    var graph: GraphFacts?
    /// The links and removed links that checked clean.
    var links: [FlowGraph.Link] = []
    var removedLinks: [FlowGraph.RemovedLink] = []
    /// Whether the check reported any error for the flow.
    var hasErrors = false
}
