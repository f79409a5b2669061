import FlowChecker
import FlowCompat
import FlowCompiler
import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// The compatibility corpus (`Corpus/`, its README says the layout): for each case, the lock
/// recorded from `before.flow` is its golden `before.lock`, reads back as itself, and judging
/// `after.flow` against it finds exactly what `expected.txt` lists, each breaking finding with
/// a witness.
@Suite struct CorpusTests {
    static let folder = Fixtures.path("Tests/FlowCompatTests/Corpus")
    /// The release the corpus's locks record.
    static let release = "1.0.0"

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { FileManager.default.fileExists(atPath: folder + "/" + $0 + "/after.flow") }
            .sorted()
    }

    @Test func corpusHasCases() {
        #expect(Self.cases.count >= 28)
    }

    /// The flows of one file, checked as a module; a corpus file must check clean.
    static func checked(_ path: String, name: String) throws -> [CheckedFlow] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let check = FlowPipeline.checkModule([SourceFile(path: name, bytes: bytes)])[0]
        let errors = check.diagnostics.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(path): \(errors.map { "\($0.id) \($0.message)" })")
        return check.checkedFlows
    }

    @Test(arguments: cases)
    func caseMatchesItsExpectations(name: String) throws {
        let directory = Self.folder + "/" + name
        let lock = LockBuilder.lock(of: try Self.checked(directory + "/before.flow", name: "before.flow"), release: Self.release, walkFloor: nil, previous: nil)
        let text = LockPrinter.text(of: lock, flowcVersion: "test")
        try Golden.assertMatches(text, path: directory + "/before.lock")
        let parsed = try LockParser.parse(text, path: "before.lock").get()
        #expect(LockPrinter.text(of: parsed, flowcVersion: "test") == text, "\(name): the lock reads back as another")

        let after = try Self.checked(directory + "/after.flow", name: "after.flow")
        let report = CompatChecker.check(after, against: parsed, lockPath: "before.lock")
        let file = SourceFile(path: "after.flow", bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/after.flow"))))
        let found = report.findings.map { finding in
            "\(finding.diagnostic.id.rawValue) \(file.location(of: finding.diagnostic.range.lowerBound).line) \(finding.walks.rawValue) \(finding.links.rawValue)"
        }
        let expected = try String(contentsOfFile: directory + "/expected.txt", encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { $0 != "none" }
        #expect(Self.sorted(found) == Self.sorted(expected), """
            \(name): expected
            \(expected.joined(separator: "\n"))
            found
            \(found.joined(separator: "\n"))
            """)
        for finding in report.findings {
            if finding.verdict == .breaking { #expect(finding.witness != nil, "\(name): \(finding.subject) is breaking, with no witness") }
            #expect(finding.diagnostic.notes.contains { $0.path == "before.lock" }, "\(name): \(finding.subject) has no note at the lock")
            // A breaking finding has its kind's severity, a migratable one is a remark.
            let kind = try #require(CompatDiagnostic(rawValue: finding.diagnostic.id.rawValue), "\(name): \(finding.diagnostic.id) is no CompatDiagnostic")
            #expect(finding.diagnostic.severity == (finding.verdict == .breaking ? kind.severity : .remark), "\(name): \(finding.subject)")
        }
    }

    /// Every kind of finding is what some case expects (`expected.txt`, which each case's
    /// findings are checked against); `compat-payload-removed` is never raised, a case is one
    /// flow (`compat-flow-removed` is CompatCheckerTests', `compat-app-root-removed` AppCompatTests'), and the lock's own kinds are
    /// LockRoundTripTests'.
    @Test func everyKindOfFindingHasACase() throws {
        var expected = Set<String>()
        for name in Self.cases {
            let text = try String(contentsOfFile: Self.folder + "/" + name + "/expected.txt", encoding: .utf8)
            expected.formUnion(text.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        }
        let kinds = CompatDiagnostic.allCases.filter { ![.payloadRemoved, .flowRemoved, .appRootRemoved, .lockMalformed, .lockTooNew].contains($0) }.map(\.rawValue)
        #expect(Set(kinds).subtracting(expected).isEmpty, "no case expects \(Set(kinds).subtracting(expected).sorted())")
    }

    /// Findings by line, then as written.
    static func sorted(_ lines: [String]) -> [String] {
        lines.sorted { a, b in
            let (lineA, lineB) = (Int(a.split(separator: " ")[1]) ?? 0, Int(b.split(separator: " ")[1]) ?? 0)
            return lineA != lineB ? lineA < lineB : a < b
        }
    }
}
