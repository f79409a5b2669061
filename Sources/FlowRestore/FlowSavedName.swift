/// What a saved entry's name reads as in the current flow (`FlowRestore.savedName`).
public enum FlowSavedName<Kind, Removal> {
    /// A step's name, or its former name (`renamed from`): the entry is that kind of step.
    case step(Kind)
    /// A step the flow declares removed (`removed step legacyPromo -> cart`).
    case removed(Removal)
    /// A name the flow neither has nor declares.
    case unknown
}

/// A removed step's declaration, as a walk reading it ends (`removed step NAME[(shape)]
/// [-> fallback]`).
public struct FlowRemoval<Step> {
    /// The step the walk ends on, or `nil` for a step removed without a fallback.
    public var fallback: Step?

    public init(fallback: Step?) {
        self.fallback = fallback
    }
}

/// What one saved entry reads as (`FlowRestore.entry`).
public enum FlowEntryReading<Step> {
    /// The entry decodes as this step.
    case step(Step)
    /// The entry's step, or its old payload shape, is declared removed: the walk ends here, on
    /// the declaration's fallback when it has one.
    case removed(FlowRemoval<Step>)
    /// The entry doesn't decode and nothing declares where it goes: the walk is cut before it.
    case undecodable
}
