import FlowChecker
import FlowCore

/// The event a planned move makes, typed: one the flow declares (`FlowGraph.events`), or a
/// built-in one, which the user makes whether or not the flow writes a transition for it (the
/// gesture `dismissed`, a tap on the selected tab `reselected`). A built-in event is always
/// `builtIn`, declared or not, so that comparing with one is one `==`.
public enum TestEventID: Hashable, Sendable {
    /// An event the flow declares that isn't built in.
    case declared(EventID)
    /// A built-in event.
    case builtIn(BuiltInEvent)

    /// The event `id` of `graph`.
    public init(_ id: EventID, in graph: FlowGraph) {
        self = BuiltInEvent(rawValue: graph.event(id)).map(TestEventID.builtIn) ?? .declared(id)
    }

    /// The event's name in `graph`, as a `.flow` file writes it after `on`: for printing.
    public func name(in graph: FlowGraph) -> String {
        switch self {
        case .declared(let id): graph.event(id)
        case .builtIn(let event): event.name
        }
    }
}

extension TestMove {
    /// A move made in `graph`, its event named as `graph` names it.
    init(step: StepID, event: TestEventID, in graph: FlowGraph, flags: [Bool], result: Result) {
        self.init(step: step, eventID: event, event: event.name(in: graph), flags: flags, result: result)
    }
}
