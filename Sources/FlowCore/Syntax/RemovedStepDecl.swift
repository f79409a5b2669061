/// `removed step legacyPromo -> cart`, `removed step cardDetails(cardID: String) -> payment` or
/// `removed step oldThing`: a step an earlier release had, or an old payload shape of a live
/// step, and the step its saved walks end on, if any.
public struct RemovedStepDecl: Hashable, Sendable {
    /// The range of `removed`.
    public var keywordRange: SourceRange
    public var name: Identifier
    /// The old payload shape, when parentheses were written (they may be empty); `nil` without them.
    public var shape: [PayloadParameter]?
    /// The step old walks naming it land on; `nil`: they are cut there.
    public var fallback: Identifier?
    /// The range of the whole declaration, from `removed` to its last token.
    public var range: SourceRange

    public init(keywordRange: SourceRange, name: Identifier, shape: [PayloadParameter]?, fallback: Identifier?, range: SourceRange) {
        self.keywordRange = keywordRange
        self.name = name
        self.shape = shape
        self.fallback = fallback
        self.range = range
    }
}
