/// A remark attached to a diagnostic that points at another place, such as an earlier declaration.
public struct Note: Hashable, Sendable {
    public var message: String
    public var path: String
    public var range: SourceRange

    public init(_ message: String, path: String, range: SourceRange) {
        self.message = message
        self.path = path
        self.range = range
    }
}
