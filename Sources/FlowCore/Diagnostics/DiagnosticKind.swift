/// A stage's catalog of kinds of diagnostic: an enum with one case a stable id (its raw
/// value), whose `rule` gives the severity the id is reported with and a one-sentence help
/// text, from one exhaustive `switch`. So each id is declared once, with its severity and
/// help, as swift-syntax's `ParserDiagnosticMessages.swift` declares each message with its
/// severity; and `allCases` lists every id of the stage (for rule metadata and the docs).
public protocol DiagnosticKind: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The severity this kind is reported with, before `--warnings-as-errors`, and its help.
    var rule: (severity: Severity, help: String) { get }
}

extension DiagnosticKind {
    /// The stable identifier, such as `unreachable-step`.
    public var id: DiagnosticID { DiagnosticID(rawValue) }
    /// The severity it is reported with, before `--warnings-as-errors`.
    public var severity: Severity { rule.severity }
    /// One sentence that says what the diagnostic is about.
    public var help: String { rule.help }
}

extension DiagnosticMessage {
    /// A message of `kind`, with the kind's id and severity.
    public init(_ kind: some DiagnosticKind, _ text: String) {
        self.init(kind.severity, kind.id, text)
    }
}
