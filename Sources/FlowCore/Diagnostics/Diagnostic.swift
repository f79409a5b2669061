/// A problem found in a `.flow` file: a value, rendered elsewhere.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var id: DiagnosticID
    public var message: String
    /// The path of the file the problem is in, as the user gave it.
    public var path: String
    /// The primary range; a caret goes under its start.
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]
    /// The `// flowc:ignore` comment that silences it, for a suppressed warning: the reports
    /// that list suppressed diagnostics (JSON, SARIF) say so; nothing else shows it.
    public var suppression: DiagnosticSuppression?

    public init(
        _ severity: Severity, _ id: DiagnosticID, _ message: String,
        path: String, range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.path = path
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

/// How a warning was silenced: by a `// flowc:ignore` comment in the source.
public struct DiagnosticSuppression: Hashable, Sendable {
    /// The comment's range, in the diagnostic's file.
    public var range: SourceRange
    /// The text after `--` in the comment, when there is one.
    public var justification: String?

    public init(range: SourceRange, justification: String?) {
        self.range = range
        self.justification = justification
    }
}

/// A diagnostic can be the failure of a `Result`: `LockParser` returns a lock or the one
/// diagnostic that says why it can't be read.
extension Diagnostic: Error {}
