/// What makes two diagnostics the same one: the file, the rule and the range. Stages that
/// report the same mistake (a file's check and the module's) are matched by it, never by a
/// byte offset alone.
public struct DiagnosticIdentity: Hashable, Sendable {
    public var path: String
    public var id: DiagnosticID
    public var range: SourceRange

    /// Where it points: the file and the range, whatever the rule.
    public var place: DiagnosticPlace { DiagnosticPlace(path: path, range: range) }
}

/// Where a diagnostic points: a range of one file.
public struct DiagnosticPlace: Hashable, Sendable {
    public var path: String
    public var range: SourceRange

    public init(path: String, range: SourceRange) {
        self.path = path
        self.range = range
    }
}

extension Diagnostic {
    /// The file, rule and range that identify it.
    public var identity: DiagnosticIdentity { DiagnosticIdentity(path: path, id: id, range: range) }

    /// The file and range it points at.
    public var place: DiagnosticPlace { DiagnosticPlace(path: path, range: range) }
}
