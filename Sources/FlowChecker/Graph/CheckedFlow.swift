/// A flow the checker found free of errors: the only input the code emitters accept.
///
/// Only the checker can make one.
public struct CheckedFlow: Hashable, Sendable {
    /// The resolved flow and its facts.
    public let graph: FlowGraph

    init(graph: FlowGraph) {
        precondition(!graph.hasErrors, "a checked flow has no errors")
        self.graph = graph
    }

    /// The start step.
    public var start: StepID { graph.start! }
}
