/// `step name(payload) { ... }`, `step name -> next` or `final step name`.
public struct StepDecl: Hashable, Sendable {
    /// Where the lines of the step's doc comment are in its flow's `FlowDecl.stepDocs`: the
    /// steps' doc comments are kept in one array a flow, not one array a step, so that a big
    /// flow is not thousands of small arrays to make, walk and free. `FlowDecl.doc(of:)`
    /// gives the lines.
    public var docLines: Range<Int>
    public var name: Identifier
    /// The range of the `final` keyword when there is one.
    public var finalRange: SourceRange?
    /// The payload parameters; empty for a step without payload.
    public var parameters: [PayloadParameter]
    /// The skip rules in source order (the checker reports more than one).
    public var skips: [SkipRule]
    /// Where the step's transitions are in its flow's `FlowDecl.transitions`, in source order,
    /// which is the order they are tried in; `FlowDecl.transitions(of:)` gives them.
    public var transitionRange: Range<Int>
    /// The range of the whole declaration, from `final` or `step` to its last token.
    public var range: SourceRange = SourceRange(at: 0)

    public init(docLines: Range<Int>, name: Identifier, finalRange: SourceRange?, parameters: [PayloadParameter], skips: [SkipRule], transitionRange: Range<Int>) {
        self.docLines = docLines
        self.name = name
        self.finalRange = finalRange
        self.parameters = parameters
        self.skips = skips
        self.transitionRange = transitionRange
    }

    public var isFinal: Bool { finalRange != nil }
}
