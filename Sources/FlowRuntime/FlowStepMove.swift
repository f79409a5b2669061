/// What a transition does: push a step, go back one step, or go back to a step in the walk.
///
/// Generated `move(from:on:flags:)` returns one, so a breakpoint there shows the move the
/// graph makes for the event and the flag values at hand.
public enum FlowStepMove<StepKind: Hashable & Sendable>: Hashable, Sendable {
    /// Pushes a step of this kind (before its skip rule, where `move(from:on:flags:)` returns
    /// it; after, where `destination(after:on:flags:)` reports it).
    case push(StepKind)
    /// Pops the step on screen.
    case back
    /// Pops to the most recent step of this kind in the walk.
    case backTo(StepKind)
}
