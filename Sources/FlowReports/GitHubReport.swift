import FlowCore

/// `flowc check --format github`: GitHub Actions workflow commands, one a diagnostic, which the
/// Actions runner turns into annotations on the pull request.
public enum GitHubReport {
    public static func render(_ diagnostics: [Diagnostic], files: [SourceFile]) -> String {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        return diagnostics.map { diagnostic in
            let position = DiagnosticPositions(diagnostic.range, in: byPath[diagnostic.path])
            let properties = [
                "file=" + property(diagnostic.path), "line=\(position.line)", "col=\(position.column)",
                "endLine=\(position.endLine)", "endColumn=\(position.endColumn)",
                "title=" + property("flowc \(diagnostic.id.rawValue)"),
            ].joined(separator: ",")
            var message = diagnostic.message
            for note in diagnostic.notes {
                let notePosition = DiagnosticPositions(note.range, in: byPath[note.path])
                message += "\n\(note.path):\(notePosition.line):\(notePosition.column): note: \(note.message)"
            }
            return "::\(diagnostic.severity.gitHubCommand) \(properties)::\(data(message))\n"
        }.joined()
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
    }

    /// Escapes a property value: as a message, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).escapingScalars { scalar in
            switch scalar {
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        }
    }
}
