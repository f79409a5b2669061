import FlowCompiler
import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// docs/Language.md, which SARIF's help links to, has a row for every diagnostic id.
@Suite struct DiagnosticDocsTests {
    @Test func everyDiagnosticIDHasARowInTheLanguageGuide() throws {
        let guide = try String(contentsOfFile: Fixtures.path("docs/Language.md"), encoding: .utf8)
        let rows = Set(guide.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap { row in
            row.dropFirst(3).split(separator: "`").first.map(String.init)
        })
        let undocumented = FlowPipeline.diagnosticIDs.keys.map(\.rawValue).filter { !rows.contains($0) }
        #expect(undocumented.isEmpty, "no row in docs/Language.md for \(undocumented.sorted())")
    }
}
