import FlowCore

/// Reads a lock's text back into a `Lock`, recording each entry's line.
///
/// Comment lines (`#`) and blank lines are skipped; everything else must be a line
/// `LockPrinter` writes, in its places (the header first, then flows, then `links`). Entries
/// may come in any order within their section: the lock means the same sorted or not.
public enum LockParser {
    /// The lock, or one diagnostic: `lock-malformed` at the first line it can't read, or
    /// `lock-too-new` for a format or rule set newer than this flowc's.
    public static func parse(_ text: String, path: String) -> Result<Lock, Diagnostic> {
        let lines = LockLine.lines(of: text).filter { !$0.text.isEmpty && !$0.text.hasPrefix("#") }
        var reader = LockReader(lines: lines, end: SourceRange(at: text.utf8.count))
        do {
            return .success(try reader.read())
        } catch let tooNew as LockReader.TooNew {
            return .failure(diagnostic(.lockTooNew, tooNew.message, path: path, range: tooNew.range))
        } catch let malformed as LockLine.Malformed {
            return .failure(diagnostic(.lockMalformed, "the lock can't be read: \(malformed.message)", path: path, range: malformed.range))
        } catch {
            return .failure(diagnostic(.lockMalformed, "the lock can't be read", path: path, range: SourceRange(at: 0)))
        }
    }

    private static func diagnostic(_ kind: CompatDiagnostic, _ message: String, path: String, range: SourceRange) -> Diagnostic {
        Diagnostic(kind.severity, kind.id, message, path: path, range: range)
    }
}
