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
    /// Every step's transitions, a step's together and the steps in order;
    /// `StepDecl.transitionRange` says which are whose; `transitions(of:)` gives them.
    public var transitions: [TransitionDecl]
    /// The lines of every step's doc comment, without the slashes, a step's together and the
    /// steps in order; `StepDecl.docLines` says which are whose.
    public var stepDocs: [String]

    public init(doc: [String], name: Identifier, range: SourceRange, flags: [FlagDecl], starts: [StartDecl], steps: [StepDecl], transitions: [TransitionDecl] = [], stepDocs: [String] = []) {
        self.doc = doc
        self.name = name
        self.range = range
        self.flags = flags
        self.starts = starts
        self.steps = steps
        self.transitions = transitions
        self.stepDocs = stepDocs
    }

    /// A step's transitions, in the order they are tried. The slice keeps the positions in
    /// `transitions`: loop over its `indices`, not from 0.
    public func transitions(of step: StepDecl) -> ArraySlice<TransitionDecl> {
        transitions[step.transitionRange]
    }

    /// The lines of a step's doc comment, without the slashes.
    public func doc(of step: StepDecl) -> ArraySlice<String> {
        stepDocs[step.docLines]
    }
}
