/// `actions name { transitions }`: a set of transitions written once and given to many steps
/// (`step timeline with rowActions`), or `global actions name { ... }`, given to every screen
/// of the flow, as Android's global actions are.
///
/// A step's own transitions for an event replace a set's for that event; the sets a step
/// takes are expanded by the checker, which checks the flow as if each step had written them.
public struct ActionsDecl: Hashable, Sendable {
    /// The lines of the set's doc comment, without the slashes.
    public var doc: [String]
    public var name: Identifier
    /// Which steps take the set: those that name it, or every screen.
    public var scope: ActionsScope
    /// The set's transitions in source order.
    public var transitions: [TransitionDecl]
    /// From `global` or `actions` to the closing brace.
    public var range: SourceRange
    /// Whether part of the set failed to parse: the checker then draws no conclusion from what
    /// its steps seem to lack.
    public var isIncomplete = false

    public init(doc: [String], name: Identifier, scope: ActionsScope, transitions: [TransitionDecl], range: SourceRange) {
        self.doc = doc
        self.name = name
        self.scope = scope
        self.transitions = transitions
        self.range = range
    }
}

/// Which steps take a set of shared transitions.
public enum ActionsScope: Hashable, Sendable {
    /// `actions name`: the steps that name it after `with`.
    case named
    /// `global actions name`: every screen of the flow (not outcomes, use-steps or final
    /// steps); the range of `global`.
    case global(SourceRange)
}
