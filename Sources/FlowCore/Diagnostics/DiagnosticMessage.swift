/// A diagnostic before it is placed: its severity, id and message.
///
/// Message catalogs (`ParserMessages`, `CheckerMessages`) return these, so the wording
/// of every diagnostic lives in one place per stage.
public struct DiagnosticMessage: Hashable, Sendable {
    public var severity: Severity
    public var id: DiagnosticID
    public var text: String

    public init(_ severity: Severity, _ id: DiagnosticID, _ text: String) {
        self.severity = severity
        self.id = id
        self.text = text
    }
}
