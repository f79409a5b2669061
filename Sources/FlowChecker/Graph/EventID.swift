/// An event of one flow: its position in `FlowGraph.events` (`next` is always the first).
///
/// A type of its own rather than an `Int`, so that an event can't be passed where a step or a
/// flag belongs. Only the checker makes one; `index` is there for the places that need the
/// number itself (a table generated code reads).
public struct EventID: Hashable, Comparable, Sendable {
    /// The event's position in `FlowGraph.events`.
    public let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// `next`, which every flow has, written or not.
    public static let next = EventID(0)

    /// Events in order of first appearance, `next` first.
    public static func < (lhs: EventID, rhs: EventID) -> Bool {
        lhs.index < rhs.index
    }
}
