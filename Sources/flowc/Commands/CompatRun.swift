import FlowCompat
import FlowCore

/// What one `flowc compat` run found: each module's report, or the errors of its flows.
struct CompatRun {
    var files: [SourceFile] = []
    var reports: [CompatReport] = []
    /// The errors of modules whose flows don't check, which compat doesn't judge.
    var flowErrors: [Diagnostic] = []

    var findings: [CompatFinding] { reports.flatMap(\.findings) }

    func fails(failOnMigratable: Bool) -> Bool {
        !flowErrors.isEmpty || findings.contains { $0.verdict == .breaking || (failOnMigratable && $0.verdict == .migratable) }
    }

    /// A finding's diagnostic as reported: with `--fail-on migratable`, a migratable change is an
    /// error too.
    func failing(_ diagnostic: Diagnostic, failOnMigratable: Bool) -> Diagnostic {
        guard failOnMigratable, diagnostic.severity == .remark else { return diagnostic }
        var failing = diagnostic
        failing.severity = .error
        return failing
    }

    func diagnostics(failOnMigratable: Bool) -> [Diagnostic] {
        flowErrors + findings.map { failing($0.diagnostic, failOnMigratable: failOnMigratable) }
    }

    /// `flowc compat: 1 breaking, 2 migratable against 1.4.0 (Flows/flowc.lock)`.
    var summary: String {
        let judged = reports.map { "\($0.release) (\($0.lockPath))" }.joined(separator: ", ")
        let breaking = findings.filter { $0.verdict == .breaking }.count
        let migratable = findings.filter { $0.verdict == .migratable }.count
        let errors = flowErrors.isEmpty ? "" : "; \(flowErrors.count) error\(flowErrors.count == 1 ? "" : "s") in the flows"
        let against = judged.isEmpty ? "" : " against \(judged)"
        return "flowc compat: \(breaking) breaking, \(migratable) migratable\(against)\(errors)\n"
    }
}
