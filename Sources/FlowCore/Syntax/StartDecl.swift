/// `start step`: names the flow's first step.
public struct StartDecl: Hashable, Sendable {
    /// The range of the `start` keyword.
    public var keywordRange: SourceRange
    public var target: Identifier

    public init(keywordRange: SourceRange, target: Identifier) {
        self.keywordRange = keywordRange
        self.target = target
    }
}
