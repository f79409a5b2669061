/// A flow the checker analysed and found free of errors: the only input the code emitters
/// accept.
///
/// Only the checker can make one, and only of such a flow: a flow of a file with a syntax
/// error somewhere is never analysed (its facts would say that no step can be reached), so
/// none comes of it, even when the flow itself is written right.
public struct CheckedFlow: Hashable, Sendable {
    /// The resolved flow and its facts.
    public let graph: FlowGraph

    /// `nil` unless `graph` was analysed and has no error.
    init?(graph: FlowGraph) {
        guard graph.isAnalysed, !graph.hasErrors else { return nil }
        self.graph = graph
    }

    /// The start step.
    public var start: StepID { graph.start! }
}
