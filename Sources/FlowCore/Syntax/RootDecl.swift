/// `root name uses Flow [kept] { on outcome -> root [when g] }`.
public struct RootDecl: Hashable, Sendable {
    public var doc: [String]
    public var name: Identifier
    /// The flow after `uses`; `nil` when it failed to parse (reported).
    public var flow: Identifier?
    /// The range of `kept`, when written.
    public var keptRange: SourceRange?
    /// What each outcome of the flow does, in written order: a transition whose event is the
    /// outcome and whose target the checker allows only to name a root.
    public var outcomes: [TransitionDecl]
    /// Whether the body was written (`{ ... }`), even empty.
    public var hasBody: Bool
    /// From `root` to the closing brace, or to the last token without a body.
    public var range: SourceRange

    public init(doc: [String], name: Identifier, flow: Identifier?, keptRange: SourceRange?, outcomes: [TransitionDecl], hasBody: Bool, range: SourceRange) {
        self.doc = doc
        self.name = name
        self.flow = flow
        self.keptRange = keptRange
        self.outcomes = outcomes
        self.hasBody = hasBody
        self.range = range
    }
}
