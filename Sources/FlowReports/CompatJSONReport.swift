import FlowCompat
import FlowCore

/// `flowc compat --format json`: one document with every change found against each module's
/// lock (docs/Compatibility.md, "JSON"). The same input gives the same bytes.
public enum CompatJSONReport {
    /// The schema version of the document.
    public static let version = 1

    /// - Parameter flowErrors: the errors of modules whose flows don't check, which were not judged.
    public static func render(_ reports: [CompatReport], flowErrors: [Diagnostic], files: [SourceFile]) -> String {
        let findings = reports.flatMap(\.findings)
        func count(_ verdict: CompatClass) -> JSONValue { .number(findings.filter { $0.verdict == verdict }.count) }
        let changes: [JSONValue] = findings.map { finding in
            .object(JSONReport.members(finding.diagnostic, files: files) + [
                ("flow", .string(finding.flow)),
                ("subject", .string(finding.subject)),
                ("classes", .object([("walks", .string(finding.walks.rawValue)), ("links", .string(finding.links.rawValue))])),
                ("verdict", .string(finding.verdict.rawValue)),
                ("witness", finding.witness.map(witness) ?? .null),
            ])
        }
        return JSONValue.object([
            ("version", .number(version)),
            ("locks", .array(reports.map { .object([("lock", .string($0.lockPath)), ("release", .string($0.release))]) })),
            ("summary", .object([("breaking", count(.breaking)), ("migratable", count(.migratable))])),
            ("errors", .array(flowErrors.map { JSONReport.object($0, files: files) })),
            ("changes", .array(changes)),
        ]).rendered()
    }

    private static func witness(_ witness: CompatWitness) -> JSONValue {
        switch witness {
        case .walk(let saved, let restoresTo):
            .object([("walk", .array(saved.map(JSONValue.string))), ("restoresTo", .array(restoresTo.map(JSONValue.string)))])
        case .link(let url, let opened):
            .object([("url", .string(url)), ("opens", opened.map(JSONValue.string) ?? .null)])
        }
    }
}
