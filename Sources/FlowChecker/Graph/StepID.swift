/// A step of one flow: its position in `FlowGraph.steps`.
///
/// A type of its own rather than an `Int`, so that a step can't be passed where an event or a
/// flag belongs. Only the checker makes one, for the graph it builds; `index` is there for the
/// places that need the number itself (an array parallel to the steps, a table generated code
/// reads).
public struct StepID: Hashable, Comparable, Sendable {
    /// The step's position in `FlowGraph.steps`.
    public let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// Steps in declared order.
    public static func < (lhs: StepID, rhs: StepID) -> Bool {
        lhs.index < rhs.index
    }
}

extension [FlowGraph.Step] {
    /// The step `id` names.
    public internal(set) subscript(_ id: StepID) -> FlowGraph.Step {
        get { self[id.index] }
        // In place, as `self[index]` is: a setter would copy the element's arrays first.
        _modify { yield &self[id.index] }
    }
}
