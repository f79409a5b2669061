/// What a saved step the flow declares removed decodes to: thrown by generated decoding for a
/// name the flow removed (`removed step legacyPromo -> cart`), or for a step that no longer
/// decodes whose old shape is declared removed (`removed step cardDetails(cardID: String) ->
/// payment`). `FlowSavedWalk` catches it: the walk ends there, on `step` when the declaration
/// names a fallback, and `isComplete` is `false`. Decoding a plain `[Step]` throws it.
///
/// Generated code throws it; an app never needs to.
@_spi(FlowGeneratedCode)
public struct _FlowFallback<Step: FlowStep>: Error {
    /// The step the walk ends on, or `nil` for a step removed without a fallback (the walk is
    /// cut before it).
    public var step: Step?

    public init(_ step: Step?) {
        self.step = step
    }

    /// This fallback inside a parent's use-step: the parent's step that holds it.
    public func map<Parent: FlowStep>(_ transform: (Step) -> Parent) -> _FlowFallback<Parent> {
        _FlowFallback<Parent>(step.map(transform))
    }
}
