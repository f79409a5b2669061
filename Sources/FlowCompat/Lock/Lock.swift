import FlowCore
import FlowRestore

/// A module's flows as a release shipped them, for the next release to be judged against
/// (`flowc.lock`): what saved walks and links in the wild rely on, and the names older releases
/// wrote (tombstones), never guards, comments or paths.
///
/// `LockBuilder` makes one from checked flows, `LockPrinter` writes it as sorted, line-oriented
/// text, and `LockParser` reads that text back, recording each entry's line so that findings
/// can point at it. A built lock's ranges are empty ranges at the start of the file.
public struct Lock: Hashable, Sendable {
    /// The file format this flowc reads and writes (`flowc-lock 1`).
    public static let format = 1
    /// The compatibility rule set this flowc applies (`rules 1`).
    public static let rules = 1
    /// The saved-walk format the runtime writes: FlowRestore's, which FlowRuntime's
    /// `FlowSavedWalk.formatVersion` is too.
    public static let savedWalkFormat = FlowRestore.savedWalkFormat

    public var header: Header
    /// The flows, sorted by name.
    public var flows: [Flow]
    /// The module's links in matching order: files by path, then flows and links as written.
    public var links: [Link]
    /// Links that releases up to their `last` matched, and where their URLs go now.
    public var retiredLinks: [RetiredLink]
    /// The apps, sorted by name: the roots their saved walks name.
    public var apps: [App]

    public init(header: Header, flows: [Flow], links: [Link], retiredLinks: [RetiredLink], apps: [App] = []) {
        self.header = header
        self.flows = flows
        self.links = links
        self.retiredLinks = retiredLinks
        self.apps = apps
    }

    /// The flow named `name`, if the lock has one.
    public func flow(named name: String) -> Flow? {
        flows.first { $0.name == name }
    }
}
