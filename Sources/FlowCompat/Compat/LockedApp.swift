import FlowChecker

/// A checked app with the `.flow` file that declares it, for `flowc compat`'s findings.
public struct LockedApp: Sendable {
    public var path: String
    public var app: CheckedApp

    public init(path: String, app: CheckedApp) {
        self.path = path
        self.app = app
    }
}
