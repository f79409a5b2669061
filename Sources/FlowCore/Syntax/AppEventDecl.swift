/// `event name(payload) -> target [as sheet|cover] [over top] [only when g]`.
public struct AppEventDecl: Hashable, Sendable {
    public var doc: [String]
    public var name: Identifier
    public var parameters: [PayloadParameter]
    /// A root (a swap) or an app-level step (with its style), as written after the arrow.
    public var target: EntryTarget
    /// The range of `over top`, when written.
    public var overTopRange: SourceRange?
    public var guardExpr: Expr?
    /// The range of `only when guard`, when there is a guard.
    public var guardRange: SourceRange?
    /// From `event` to the end of the line's last token.
    public var range: SourceRange

    public init(
        doc: [String], name: Identifier, parameters: [PayloadParameter], target: EntryTarget, overTopRange: SourceRange?,
        guardExpr: Expr?, guardRange: SourceRange?, range: SourceRange
    ) {
        self.doc = doc
        self.name = name
        self.parameters = parameters
        self.target = target
        self.overTopRange = overTopRange
        self.guardExpr = guardExpr
        self.guardRange = guardRange
        self.range = range
    }
}
