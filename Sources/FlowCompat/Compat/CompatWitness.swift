/// The old artifact that shows a finding: a walk an older release saved, or a URL it opened.
public enum CompatWitness: Hashable, Sendable {
    /// A walk as the lock's release saved it (each entry's JSON text, root first) and the
    /// steps of the new flows it restores to.
    case walk(saved: [String], restoresTo: [String])
    /// A URL the lock's release opened, and what the new flows open with it (`Flow.case`, a
    /// removed link's declared walk as `Flow.case`, or `nil` for nothing).
    case link(url: String, opened: String?)
}
