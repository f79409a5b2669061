import FlowCore

/// What a transition does to the walk, with the steps it concerns.
///
/// Every place that handles a transition switches over this one enum, so a new kind of move
/// makes the compiler point at each of them.
public enum Move: Hashable, Sendable {
    /// `-> step`, `-> step as sheet`: enters the step (after skip rules) on top of the one on screen.
    case enter(Entry)
    /// `-> back`, `-> back to step`, `-> dismiss`, `-> dismiss all`: removes entries from the
    /// top of the walk.
    case unwind(Unwind)
    /// `-> back then step`: unwinds, then enters the step from the entry now on top, in one move.
    case unwindThenEnter(Unwind, Entry)
    /// `-> tab t`, `-> tab t then step`: in a tabbed router, closes every presented layer and
    /// selects tab `t` with its stack as it was; with `then`, resets the tab to its root first
    /// and enters the step from there.
    case tab(TabMove)
    /// `-> confirmDelete`, naming an alert or a dialog: shows it over the step on screen;
    /// nothing enters the walk. Each of its buttons then makes its move from that step.
    case alert(AlertID)
    /// `-> close` in an alert's button, or a `cancel` button without a move: closes the alert,
    /// and nothing else moves. Only an alert's button has it.
    case close

    /// `-> step`: pushes the step.
    public static func push(_ step: StepID) -> Move { .enter(Entry(step: step, style: .push)) }

    /// The step it enters, by itself or after unwinding; `nil` for an unwinding alone.
    public var entry: Entry? {
        switch self {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry
        case .unwind, .tab, .alert, .close: nil
        }
    }

    /// The unwinding it starts with; `nil` for an entry alone.
    public var unwinding: Unwind? {
        switch self {
        case .unwind(let unwind), .unwindThenEnter(let unwind, _): unwind
        case .enter, .tab, .alert, .close: nil
        }
    }
}

/// A move to a tab: the tab, named by its root step, and the step entered from that root after
/// resetting the tab, when `then` is written.
public struct TabMove: Hashable, Sendable {
    /// The tab's root step.
    public let tab: StepID
    /// What `then` enters from the tab's root; `nil` keeps the tab's stack as it was.
    public let then: Entry?
}

/// A step entered, and how: pushed into the layer on top, or presented in a new layer.
public struct Entry: Hashable, Sendable {
    public let step: StepID
    public let style: FlowPresentation
}

/// Entries removed from the top of the walk.
public enum Unwind: Hashable, Sendable {
    /// `back`: removes the entry on top; removing a layer's root dismisses the layer.
    case back
    /// `back to step`: removes every entry above the most recent entry of the step, across layers.
    case backTo(StepID)
    /// `dismiss`: removes the layer on top, from its presented root up.
    case dismiss
    /// `dismiss all`: removes every presented layer, keeping the base layer.
    case dismissAll
}
