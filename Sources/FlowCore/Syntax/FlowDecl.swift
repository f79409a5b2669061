/// `flow Name { ... }`, a wizard, or `router Name { ... }`, an app's navigation.
public struct FlowDecl: Hashable, Sendable {
    /// Whether it is declared with `flow` or `router`.
    public var kind: FlowKind
    /// The text of the `///` comments before the declaration, one entry a line, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// The range of the whole declaration, from `flow` (or `router`) to its closing brace.
    public var range: SourceRange
    public var flags: [FlagDecl]
    public var starts: [StartDecl]
    public var steps: [StepDecl]
    /// The deep links, in written order (the order they are matched in).
    public var links: [LinkDecl] = []
    public init(kind: FlowKind = .wizard, doc: [String], name: Identifier, range: SourceRange, flags: [FlagDecl], starts: [StartDecl], steps: [StepDecl]) {
        self.kind = kind
        self.doc = doc
        self.name = name
        self.range = range
        self.flags = flags
        self.starts = starts
        self.steps = steps
    }
}
