/// `step name(payload) { ... }`, `step name -> next`, `final step name`, `step name uses Flow { ... }`
/// or `outcome name(payload)`.
public struct StepDecl: Hashable, Sendable {
    /// The lines of the step's doc comment, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// What the declaration is: a screen, a final screen, a child flow's use, or an outcome.
    public var role: StepRole
    /// The payload parameters; empty for a step without payload.
    public var parameters: [PayloadParameter]
    /// The skip rules in source order (the checker reports more than one).
    public var skips: [SkipRule]
    /// The step's transitions in source order, which is the order they are tried in.
    public var transitions: [TransitionDecl]
    /// The sets of shared transitions named after `with`, in written order.
    public var sharedActions: [Identifier] = []
    /// `renamed from old(oldLabel: label)`: what the step was called, and its labels, in an
    /// earlier release; `nil` when not written.
    public var formerName: FormerName?
    /// The range of the whole declaration, from `final` or `step` to its last token.
    public var range: SourceRange = SourceRange(at: 0)
    /// Whether part of the declaration failed to parse (a transition with no target, say):
    /// the checker then draws no conclusion from what the step seems to lack.
    public var isIncomplete = false

    public init(doc: [String], name: Identifier, finalRange: SourceRange?, parameters: [PayloadParameter], skips: [SkipRule], transitions: [TransitionDecl]) {
        self.doc = doc
        self.name = name
        self.role = finalRange.map(StepRole.final) ?? .screen
        self.parameters = parameters
        self.skips = skips
        self.transitions = transitions
    }

    /// The range of the `final` keyword when there is one.
    public var finalRange: SourceRange? {
        switch role {
        case .final(let keyword): keyword
        case .screen, .use, .outcome: nil
        }
    }

    /// Whether entering it ends the flow: a final step, or an outcome.
    public var isFinal: Bool {
        switch role {
        case .final, .outcome: true
        case .screen, .use: false
        }
    }

    /// The flow whose screens it shows, for `step name uses Flow`.
    public var usedFlow: Identifier? {
        switch role {
        case .use(let flow): flow
        case .screen, .final, .outcome: nil
        }
    }
}

/// What a step declaration declares.
public enum StepRole: Hashable, Sendable {
    /// `step name`: a screen.
    case screen
    /// `final step name`: a screen that completes the flow; the range of `final`.
    case final(SourceRange)
    /// `step name uses Flow`: a step whose screens are a child flow's; the child's name.
    case use(Identifier)
    /// `outcome name(payload)`: an exit of a child flow, targeted like a step; entering it ends
    /// the flow. The range of `outcome`.
    case outcome(SourceRange)
}
