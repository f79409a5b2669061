/// One member of an app's body, as an index into the app's arrays of that kind, in the order
/// written (which the formatter prints them in).
public enum AppMember: Hashable, Sendable {
    /// One `flag a, b` line: its flags in `AppDecl.flags`.
    case flags(Range<Int>)
    /// A `start` line, in `AppDecl.starts`.
    case start(Int)
    /// A `root`, in `AppDecl.roots`.
    case root(Int)
    /// An `event`, in `AppDecl.events`.
    case event(Int)
    /// An app-level `step`, in `AppDecl.steps`.
    case step(Int)
}
