/// What a transition's guard says besides choosing the transition: `when condition` or
/// `only when condition`.
public enum GuardKind: Hashable, Sendable {
    /// `when condition`: the transition is taken when the condition holds; when no guard of the
    /// event holds, the event goes nowhere, which `event-not-covered` warns about.
    case chooses
    /// `only when condition`: as `when`, and the event exists only when a guard of its
    /// transitions holds: the screen doesn't offer it otherwise (the button is not shown), so
    /// `event-not-covered` doesn't apply to it and no test makes it where it goes nowhere.
    case limitsEvent
}
