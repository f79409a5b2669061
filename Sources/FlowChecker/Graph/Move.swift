/// What a transition does to the stack of shown steps, with the step it concerns.
///
/// Every place that handles a transition switches over this one enum, so a new kind of move
/// (presenting a step in a new layer, say) makes the compiler point at each of them.
public enum Move: Hashable, Sendable {
    /// `-> step`: pushes the step (after skip rules) on top of the one on screen.
    case push(StepID)
    /// `-> back`: pops the step on screen, showing the one below it.
    case back
    /// `-> back to step`: pops to the most recent entry of the step, which stays on screen.
    case backTo(StepID)
}
