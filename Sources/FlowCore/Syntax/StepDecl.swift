/// `step name(payload) { ... }`, `step name -> next` or `final step name`.
public struct StepDecl: Hashable, Sendable {
    /// The lines of the step's doc comment, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// The range of the `final` keyword when there is one.
    public var finalRange: SourceRange?
    /// The payload parameters; empty for a step without payload.
    public var parameters: [PayloadParameter]
    /// The skip rules in source order (the checker reports more than one).
    public var skips: [SkipRule]
    /// The step's transitions in source order, which is the order they are tried in.
    public var transitions: [TransitionDecl]
    /// The range of the whole declaration, from `final` or `step` to its last token.
    public var range: SourceRange = SourceRange(at: 0)
    /// Whether part of the declaration failed to parse (a transition with no target, say):
    /// the checker then draws no conclusion from what the step seems to lack.
    public var isIncomplete = false

    public init(doc: [String], name: Identifier, finalRange: SourceRange?, parameters: [PayloadParameter], skips: [SkipRule], transitions: [TransitionDecl]) {
        self.doc = doc
        self.name = name
        self.finalRange = finalRange
        self.parameters = parameters
        self.skips = skips
        self.transitions = transitions
    }

    public var isFinal: Bool { finalRange != nil }
}
