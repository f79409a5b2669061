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
            return "::\(diagnostic.severity == .error ? "error" : "warning") \(properties)::\(data(message))\n"
        }.joined()
    }

    /// Escapes a command's message: `%`, CR and LF.
    static func data(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escapes a property value: as a message, and `:` and `,` too.
    static func property(_ text: String) -> String {
        data(text).replacingColonsAndCommas()
    }
}

private extension String {
    func replacingColonsAndCommas() -> String {
        var out = ""
        for character in unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
