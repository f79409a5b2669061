import FlowChecker
import FlowCore

extension Lock {
    /// One app as its release shipped it: its roots, which a saved app walk names.
    public struct App: Hashable, Sendable {
        public var name: String
        /// The roots, sorted by name.
        public var roots: [Root]
        /// The `app NAME` line.
        public var range: SourceRange

        public init(name: String, roots: [Root], range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.roots = roots
            self.range = range
        }
    }

    /// `root NAME uses FLOW [kept]`: a root, the flow whose walk it shows, and whether the app
    /// keeps its walk while another root is shown (a saved app walk holds the kept roots' walks).
    public struct Root: Hashable, Sendable {
        public var name: String
        public var flow: String
        public var isKept: Bool
        /// The `root` line.
        public var range: SourceRange

        public init(name: String, flow: String, isKept: Bool, range: SourceRange = SourceRange(at: 0)) {
            self.name = name
            self.flow = flow
            self.isKept = isKept
            self.range = range
        }

        /// `root NAME uses FLOW [kept]`, as the lock writes it.
        var text: String {
            "root \(name) uses \(flow)" + (isKept ? " kept" : "")
        }
    }

    /// The app named `name`, if the lock has one.
    public func app(named name: String) -> App? {
        apps.first { $0.name == name }
    }

    /// The lock's record of a checked app: its roots sorted by name.
    static func locked(_ app: CheckedApp) -> App {
        App(name: app.name, roots: app.roots.map { Root(name: $0.name, flow: $0.flow.name, isKept: $0.isKept) }.sorted { $0.name < $1.name })
    }
}
