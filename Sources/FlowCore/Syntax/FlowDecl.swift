/// `flow Name { ... }`: one wizard.
public struct FlowDecl: Hashable, Sendable {
    /// The text of the `///` comments before the declaration, one entry a line, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// The range of the whole declaration, from `flow` to its closing brace.
    public var range: SourceRange
    public var flags: [FlagDecl]
    public var starts: [StartDecl]
    public var steps: [StepDecl]
    public init(doc: [String], name: Identifier, range: SourceRange, flags: [FlagDecl], starts: [StartDecl], steps: [StepDecl]) {
        self.doc = doc
        self.name = name
        self.range = range
        self.flags = flags
        self.starts = starts
        self.steps = steps
    }
}
