import FlowCore

/// `flowc check --format sarif`: SARIF 2.1.0 for GitHub code scanning and other tools.
///
/// One run of the tool `flowc`, one rule a diagnostic id (with its help text and default
/// level), results with physical locations relative to the repository root (`%SRCROOT%`),
/// columns in Unicode code points, and notes as related locations.
public enum SARIFReport {
    /// A diagnostic id with its help text and the severity it is reported with.
    public struct Rule: Sendable {
        public var id: DiagnosticID
        public var help: String
        public var severity: Severity

        public init(id: DiagnosticID, help: String, severity: Severity) {
            self.id = id
            self.help = help
            self.severity = severity
        }
    }

    /// - Parameters:
    ///   - rules: every rule flowc has, sorted by id (all are listed, reported or not).
    ///   - relativePath: turns a diagnostic's path into one relative to the repository root.
    public static func render(
        _ diagnostics: [Diagnostic], files: [SourceFile], rules: [Rule], version: String,
        relativePath: (String) -> String
    ) -> String {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        func location(_ path: String, _ range: SourceRange, message: String? = nil, id: Int? = nil) -> JSONValue {
            let position = DiagnosticPositions(range, in: byPath[path])
            var members: [(String, JSONValue)] = []
            if let id { members.append(("id", .number(id))) }
            members.append(("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(relativePath(path)))), ("uriBaseId", .string("%SRCROOT%"))])),
                ("region", .object([
                    ("startLine", .number(position.line)), ("startColumn", .number(position.column)),
                    ("endLine", .number(position.endLine)), ("endColumn", .number(max(position.endColumn, position.column + (position.endLine == position.line ? 1 : 0)))),
                ])),
            ])))
            if let message { members.append(("message", .object([("text", .string(message))]))) }
            return .object(members)
        }
        let results: [JSONValue] = diagnostics.map { diagnostic in
            var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.id.rawValue))]
            if let index = ruleIndex[diagnostic.id] { members.append(("ruleIndex", .number(index))) }
            members += [
                ("level", .string(diagnostic.severity.sarifLevel)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([location(diagnostic.path, diagnostic.range)])),
            ]
            // Suppressed in the source: shown to the tool as such, not as an open result.
            if let suppression = diagnostic.suppression {
                members.append(("suppressions", .array([.object(
                    [("kind", .string("inSource"))] + (suppression.justification.map { [("justification", .string($0))] } ?? [])
                        + [("location", location(diagnostic.path, suppression.range))]
                )])))
            }
            if !diagnostic.notes.isEmpty {
                members.append(("relatedLocations", .array(diagnostic.notes.enumerated().map { index, note in
                    location(note.path, note.range, message: note.message, id: index)
                })))
            }
            return .object(members)
        }
        let ruleObjects: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id.rawValue)),
                ("name", .string(ruleName(rule.id))),
                ("shortDescription", .object([("text", .string(rule.help))])),
                ("help", .object([("text", .string("\(rule.help) See docs/Language.md#diagnostics."))])),
                ("defaultConfiguration", .object([("level", .string(rule.severity.sarifLevel))])),
            ])
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("flowc")),
                    ("version", .string(version)),
                    ("informationUri", .string("https://github.com/flowc/flowc")),
                    ("rules", .array(ruleObjects)),
                ]))])),
                ("columnKind", .string("unicodeCodePoints")),
                ("results", .array(results)),
            ])])),
        ]).rendered()
    }

    /// `unreachable-step` → `UnreachableStep`.
    static func ruleName(_ id: DiagnosticID) -> String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference: path segments percent-encoded where they must be.
    static func uri(_ path: String) -> String {
        path.utf8.map { byte in
            let character = Character(UnicodeScalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                return String(character)
            }
            return "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }.joined()
    }
}
