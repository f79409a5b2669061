import FlowCore

/// A diagnostic or note reduced to what a test compares: where, how serious, what it says.
public struct ExpectedDiagnostic: Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// `error`, `warning`, `note` or `fixit` (its message, then each edit's new text in `{{}}`
    /// with line breaks as `\n`, placed at its first edit).
    public var kind: String
    public var message: String

    public init(line: Int, column: Int, kind: String, message: String) {
        self.line = line
        self.column = column
        self.kind = kind
        self.message = message
    }

    public var description: String { "\(line):\(column): \(kind): \(message)" }

    public static func < (lhs: ExpectedDiagnostic, rhs: ExpectedDiagnostic) -> Bool {
        (lhs.line, lhs.column, lhs.kind, lhs.message) < (rhs.line, rhs.column, rhs.kind, rhs.message)
    }

    /// The diagnostics of a file and their notes (those in the same file), flattened.
    public static func flatten(_ diagnostics: [Diagnostic], in file: SourceFile) -> [ExpectedDiagnostic] {
        var result: [ExpectedDiagnostic] = []
        for diagnostic in diagnostics {
            let location = file.location(of: diagnostic.range.lowerBound)
            result.append(ExpectedDiagnostic(line: location.line, column: location.column, kind: diagnostic.severity.rawValue, message: diagnostic.message))
            for fixIt in diagnostic.fixIts {
                let location = file.location(of: fixIt.edits.first?.range.lowerBound ?? diagnostic.range.lowerBound)
                let edits = fixIt.edits.map { "{{\($0.replacement.replacingOccurrences(of: "\n", with: "\\n"))}}" }.joined()
                result.append(ExpectedDiagnostic(line: location.line, column: location.column, kind: "fixit", message: "\(fixIt.message) \(edits)"))
            }
            for note in diagnostic.notes where note.path == file.path {
                let location = file.location(of: note.range.lowerBound)
                result.append(ExpectedDiagnostic(line: location.line, column: location.column, kind: "note", message: note.message))
            }
        }
        return result.sorted()
    }
}
