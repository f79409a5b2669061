/// A flag of one flow: its position in `FlowGraph.flags`.
///
/// A type of its own rather than an `Int`, so that a flag can't be passed where a step or an
/// event belongs. Only the checker makes one; `index` is there for the places that need the
/// number itself (the flag values generated code passes, a guard's postfix program).
public struct FlagID: Hashable, Comparable, Sendable {
    /// The flag's position in `FlowGraph.flags`.
    public let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// Flags in declared order.
    public static func < (lhs: FlagID, rhs: FlagID) -> Bool {
        lhs.index < rhs.index
    }
}

extension [FlowGraph.Flag] {
    /// The flag `id` names.
    public internal(set) subscript(_ id: FlagID) -> FlowGraph.Flag {
        get { self[id.index] }
        // In place, as `self[index]` is: a setter would copy the element's arrays first.
        _modify { yield &self[id.index] }
    }
}
