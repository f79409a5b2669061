/// `start a when g, b when h, c`: the roots the app may begin at, tried in order.
public struct AppStartDecl: Hashable, Sendable {
    /// The range of the `start` keyword.
    public var keywordRange: SourceRange
    public var entries: [AppStartEntry]

    public init(keywordRange: SourceRange, entries: [AppStartEntry]) {
        self.keywordRange = keywordRange
        self.entries = entries
    }
}

/// One entry of an app's `start` line: a root, and the guard under which the app begins there.
public struct AppStartEntry: Hashable, Sendable {
    public var root: Identifier
    public var guardExpr: Expr?
    /// The range of `when guard`, when there is one.
    public var guardRange: SourceRange?

    public init(root: Identifier, guardExpr: Expr? = nil, guardRange: SourceRange? = nil) {
        self.root = root
        self.guardExpr = guardExpr
        self.guardRange = guardRange
    }

    /// From the root's name to the end of its guard.
    public var range: SourceRange { guardRange.map(root.range.union) ?? root.range }
}
