/// What a transition does to the stack of shown steps.
public enum TransitionMove: Hashable, Sendable {
    /// `-> step`: pushes the step (after skip rules) on top of the one on screen.
    case push
    /// `-> back`: pops the step on screen, showing the one below it.
    case back
    /// `-> back to step`: pops to the most recent occurrence of the step, which stays on screen.
    case backTo
}
