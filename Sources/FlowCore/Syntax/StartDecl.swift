/// `start step`, or in a router `start root, otherRoot, ...`: the flow's first step, and a
/// router's other roots.
public struct StartDecl: Hashable, Sendable {
    /// The range of the `start` keyword.
    public var keywordRange: SourceRange
    /// The steps named, in order; the first is where the flow starts.
    public var roots: [Identifier]

    public init(keywordRange: SourceRange, roots: [Identifier]) {
        self.keywordRange = keywordRange
        self.roots = roots
    }

    /// The range from `start` to the last name.
    public var range: SourceRange { keywordRange.union(roots.last?.range ?? keywordRange) }
}
