/// An event the language itself gives a meaning, whatever flow names it.
///
/// The one place these names are spelled: the parser, the checker, the emitters and the
/// reports compare an event with these cases, never with text of their own.
public enum BuiltInEvent: String, CaseIterable, Hashable, Sendable {
    /// The event of a transition written without `on` (`-> shipping`); every flow has it.
    case next = "next"
    /// The user's gesture (Back, swipe-down) that has already removed the screen on top.
    /// `on dismissed` may only unwind; without one, the gesture goes back.
    case dismissed = "dismissed"
    /// In a tabbed router, the user's tap on the tab that is already selected, an event of the
    /// step on top of that tab. `on reselected` may only unwind; without one, the tap goes back
    /// to the tab's root.
    case reselected = "reselected"

    /// The name as a `.flow` file writes it after `on`, and as `FlowGraph.events` holds it.
    public var name: String { rawValue }

    /// The built-in event named `name`, or `nil` for an event of the flow's own.
    public init?(named name: String) {
        self.init(rawValue: name)
    }
}
