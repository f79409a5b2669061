import FlowCore

/// The kinds of diagnostic about `// flowc:ignore` comments (`Suppressions`): the stable id
/// (the raw value), with its severity and help (`rule`).
public enum SuppressionDiagnostic: String, DiagnosticKind {
    case unknownID = "suppression-unknown-id"
    case unused = "suppression-unused"

    public var rule: (severity: Severity, help: String) {
        switch self {
        case .unknownID: (.warning, "A `// flowc:ignore` comment names an id no diagnostic has.")
        case .unused: (.warning, "A `// flowc:ignore` comment silences nothing: no warning with that id points at its line, the id is an error's (errors can't be silenced), or the comment is on a line of its own.")
        }
    }
}

/// The wording of the diagnostics about `// flowc:ignore` comments.
enum SuppressionMessages {
    static func unknownID(_ id: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(SuppressionDiagnostic.unknownID, "no diagnostic has the id `\(id)`" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""))
    }

    static func silencesNothing(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(SuppressionDiagnostic.unused, "`flowc:ignore \(id)` silences nothing: no `\(id)` warning points at this line")
    }

    static func errorCantBeSilenced(_ id: String) -> DiagnosticMessage {
        DiagnosticMessage(SuppressionDiagnostic.unused, "`\(id)` is an error, which can't be silenced")
    }

    static let namesNothing = DiagnosticMessage(SuppressionDiagnostic.unused, "`flowc:ignore` names no diagnostic id: write the id of the warning to silence, as in `// flowc:ignore event-not-covered`")

    static let onOwnLine = DiagnosticMessage(SuppressionDiagnostic.unused, "`flowc:ignore` on a line of its own silences nothing: write it at the end of the line the warning points at")
}
