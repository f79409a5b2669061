/// One member of a flow's body, as an index into the flow's arrays of that kind: the flow's
/// `members` list them in the order written, which the formatter prints them in. A new kind of
/// member is a new case here.
public enum FlowMember: Hashable, Sendable {
    /// One `flag a, b` line: its flags in `FlowDecl.flags`.
    case flags(Range<Int>)
    /// A `start` line, in `FlowDecl.starts`.
    case start(Int)
    /// A step, in `FlowDecl.steps`.
    case step(Int)
    /// A `link` with its examples, in `FlowDecl.links`.
    case link(Int)
    /// A set of shared transitions, `actions name { ... }`, in `FlowDecl.actions`.
    case actions(Int)
    /// A router's `tabs` line, in `FlowDecl.tabs`.
    case tabs(Int)
    /// The tab bar's actions, `shell { ... }`, in `FlowDecl.shells`.
    case shell(Int)
    /// An `alert` or a `dialog`, in `FlowDecl.alerts`.
    case alert(Int)
    /// `removed step name [(old shape)] [-> fallback]`, in `FlowDecl.removedSteps`.
    case removedStep(Int)
    /// `removed link name "pattern"... [-> walk | web | refused]`, in `FlowDecl.removedLinks`.
    case removedLink(Int)
}
