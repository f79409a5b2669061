/// Settings for generated Swift.
public struct SwiftEmitterOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public enum Access: String, Sendable, CaseIterable {
        case `internal`, `package`, `public`
    }

    public var access: Access
    /// The source path named in the header: relative to the package, so output is the same on
    /// every machine.
    public var headerPath: String
    /// The source path in `#sourceLocation` directives: as the build names the file, so Swift
    /// errors in payload types point at the `.flow` line.
    public var locationPath: String

    public init(access: Access = .internal, headerPath: String, locationPath: String) {
        self.access = access
        self.headerPath = headerPath
        self.locationPath = locationPath
    }
}
