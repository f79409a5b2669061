/// `renamed from basket(card: cardID)` after a step's payload: what the step was called in an
/// earlier release, and which of its payload labels were spelt otherwise, so that walks saved
/// then still restore to it.
public struct FormerName: Hashable, Sendable {
    /// The old name; `nil` when only labels changed (`renamed from (card: cardID)`).
    public var name: Identifier?
    /// The labels the step's payload had then, in written order.
    public var labels: [LabelRename]
    /// The range from `renamed` to the last token of the declaration.
    public var range: SourceRange

    public init(name: Identifier?, labels: [LabelRename], range: SourceRange) {
        self.name = name
        self.labels = labels
        self.range = range
    }
}

/// `card: cardID` in `renamed from basket(card: cardID)`: the old label, then the new one.
public struct LabelRename: Hashable, Sendable {
    public var old: Identifier
    public var new: Identifier

    public init(old: Identifier, new: Identifier) {
        self.old = old
        self.new = new
    }
}
