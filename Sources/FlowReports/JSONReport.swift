import FlowCore

/// `flowc check --format json`: one document with every diagnostic (docs/Diagnostics-JSON.md).
public enum JSONReport {
    /// The schema version of the document.
    public static let version = 1

    /// A suppressed diagnostic (`Diagnostic.suppression`) is listed with `"suppressed"`, and
    /// not counted among the errors and warnings.
    public static func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
        let items: [JSONValue] = diagnostics.map { object($0, files: files) }
        let reported = diagnostics.filter { $0.suppression == nil }
        return JSONValue.object([
            ("version", .number(version)),
            ("files", .number(files.count)),
            ("errors", .number(reported.filter { $0.severity == .error }.count)),
            ("warnings", .number(reported.filter { $0.severity == .warning }.count)),
            ("diagnostics", .array(items)),
        ]).rendered()
    }

    /// One diagnostic as the report lists it: its place, severity, id, message, notes and
    /// fix-its, and whether a comment suppresses it.
    static func object(_ diagnostic: Diagnostic, files: [SourceFile]) -> JSONValue {
        .object(members(diagnostic, files: files))
    }

    /// `object`'s members, for a report that adds its own.
    static func members(_ diagnostic: Diagnostic, files: [SourceFile]) -> [(String, JSONValue)] {
        func location(_ path: String, _ range: SourceRange) -> [(String, JSONValue)] {
            let position = DiagnosticPositions(range, in: files.first { $0.path == path })
            return [
                ("file", .string(path)), ("line", .number(position.line)), ("column", .number(position.byteColumn)),
                ("endLine", .number(position.endLine)), ("endColumn", .number(position.endByteColumn)),
            ]
        }
        let suppressed: [(String, JSONValue)] = diagnostic.suppression.map { suppression in
            [("suppressed", .object(location(diagnostic.path, suppression.range) + (suppression.justification.map { [("justification", .string($0))] } ?? [])))]
        } ?? []
        return location(diagnostic.path, diagnostic.range) + [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id.rawValue)),
            ("message", .string(diagnostic.message)),
            ("notes", .array(diagnostic.notes.map { note in
                .object(location(note.path, note.range) + [("message", .string(note.message))])
            })),
            ("fixIts", .array(diagnostic.fixIts.map { fixIt in
                .object([
                    ("message", .string(fixIt.message)),
                    ("edits", .array(fixIt.edits.map { edit in
                        .object(location(diagnostic.path, edit.range) + [("replacement", .string(edit.replacement))])
                    })),
                ])
            })),
        ] + suppressed
    }
}
