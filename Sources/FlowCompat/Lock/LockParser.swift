import FlowCore

/// Reads a lock's text back into a `Lock`, recording each entry's line.
public enum LockParser {
    /// The lock, or one diagnostic: `lock-malformed` at the first line it can't read, or
    /// `lock-too-new` for a format or rule set newer than this flowc's.
    public static func parse(_ text: String, path: String) -> Result<Lock, Diagnostic> {
        .failure(Diagnostic(.error, DiagnosticID("lock-malformed"), "not read yet", path: path, range: SourceRange(at: 0)))
    }
}
