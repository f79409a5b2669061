import FlowCompiler
import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// Every file in `InvalidFlows/` states, in comments next to the lines concerned, every
/// diagnostic and note it must produce; any missing, extra or misplaced one fails.
@Suite struct InvalidFlowsTests {
    static let folder = Fixtures.path("Tests/FlowCompilerTests/InvalidFlows")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".flow") }
            .sorted()
    }

    @Test func folderHasFixtures() {
        #expect(Self.files.count >= 20)
    }

    @Test(arguments: files)
    func diagnosticsMatchInlineExpectations(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let file = SourceFile(path: name, bytes: bytes)
        let expected = try InlineExpectations.parse(String(decoding: bytes, as: UTF8.self))
        #expect(!expected.isEmpty, "\(name) states no expected diagnostic")
        let actual = ExpectedDiagnostic.flatten(FlowPipeline.check(file).diagnostics, in: file)
        let missing = expected.filter { !actual.contains($0) }
        let extra = actual.filter { !expected.contains($0) }
        #expect(missing.isEmpty && extra.isEmpty, """
            \(name):
            missing (expected, not reported):
            \(missing.map { "  \($0)" }.joined(separator: "\n"))
            extra (reported, not expected):
            \(extra.map { "  \($0)" }.joined(separator: "\n"))
            """)
        #expect(actual.count == expected.count, "\(name): a diagnostic is reported a different number of times than expected")
    }
}

extension InvalidFlowsTests {
    /// The ids `flowc check` reports: every stage's but `flowc compat`'s, whose findings need a
    /// lock (FlowCompatTests produce them).
    static var checkedIDs: Set<DiagnosticID> {
        Set(FlowPipeline.diagnosticIDs.keys).subtracting(CompatDiagnostic.allCases.map(\.id))
    }

    /// Every diagnostic id of every stage has at least one fixture that produces it.
    @Test func everyDiagnosticIDIsCovered() throws {
        var produced = Set<DiagnosticID>()
        for name in Self.files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
            for diagnostic in FlowPipeline.check(SourceFile(path: name, bytes: bytes)).diagnostics {
                produced.insert(diagnostic.id)
            }
        }
        let missing = Self.checkedIDs.subtracting(produced)
        #expect(missing.isEmpty, "no fixture produces \(missing.sorted())")
    }

    /// The severity each id is declared with (what SARIF rules and the docs say) is the one the
    /// compiler reports, and every declared id is reported by some flow in the folder.
    @Test func declaredSeveritiesAreTheReportedOnes() throws {
        var reported: Set<DiagnosticID> = []
        for name in Self.files {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
            for diagnostic in FlowPipeline.check(SourceFile(path: name, bytes: bytes)).diagnostics {
                reported.insert(diagnostic.id)
                #expect(diagnostic.severity == FlowPipeline.defaultSeverity(of: diagnostic.id), "\(name): \(diagnostic.id)")
            }
        }
        let declared = Self.checkedIDs
        #expect(reported.isSubset(of: declared), "reported but not declared: \(reported.subtracting(declared))")
        #expect(declared.isSubset(of: reported), "declared but reported by no flow here: \(declared.subtracting(reported).sorted())")
    }
}
