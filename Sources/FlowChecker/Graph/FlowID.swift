/// A step, event or flag of one flow: its position in `FlowGraph.steps`, `events` or `flags`.
///
/// A type of its own rather than an `Int`, and a different type for each kind of thing
/// (`StepID`, `EventID`, `FlagID`), so that a step can't be passed where an event or a flag
/// belongs. Only the checker makes one, for the graph it builds; `index` is there for the places
/// that need the number itself (an array parallel to the steps, a name generated code prints).
public struct FlowID<Kind>: Hashable, Comparable, Sendable {
    /// The position in the graph's array of this kind of thing.
    public let index: Int

    init(_ index: Int) {
        self.index = index
    }

    /// In the graph's order: steps and flags as declared, events in order of first appearance.
    public static func < (lhs: FlowID, rhs: FlowID) -> Bool {
        lhs.index < rhs.index
    }
}

/// A step of a flow, by its position in `FlowGraph.steps`.
public typealias StepID = FlowID<FlowGraph.Step>
/// A flag of a flow, by its position in `FlowGraph.flags`.
public typealias FlagID = FlowID<FlowGraph.Flag>
/// An event of a flow, by its position in `FlowGraph.events` (`next` first).
public typealias EventID = FlowID<FlowGraph.Event>
/// An alert or a dialog of a flow, by its position in `FlowGraph.alerts`.
public typealias AlertID = FlowID<FlowGraph.Alert>

extension FlowGraph {
    /// What an `EventID` names: an event is only a name (`FlowGraph.events`).
    public enum Event {}
}

extension FlowID where Kind == FlowGraph.Event {
    /// `next`, which every flow has, written or not.
    public static var next: EventID { EventID(0) }
}

extension Array {
    /// The element `id` names: the step a `StepID` names in `FlowGraph.steps`, the flag a
    /// `FlagID` names in `flags`.
    public internal(set) subscript(_ id: FlowID<Element>) -> Element {
        get { self[id.index] }
        // In place, as `self[index]` is: a setter would copy the element's arrays first.
        _modify { yield &self[id.index] }
    }
}
