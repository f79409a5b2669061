import FlowCompiler
import FlowCore
import FlowGraphEmitter
import FlowTestSupport
import Foundation
import Testing

/// An app's drawing: its roots as clusters named after their flows, swaps and app events as
/// edges, app-level steps as nodes; goldens for DOT and Mermaid.
@Suite struct AppDrawingTests {
    static func drawing() throws -> AppDrawing {
        let path = "Tests/FlowCompilerTests/AppFlows/VaultApp.flow"
        let check = FlowPipeline.check(SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path))))))
        return AppDrawing(try #require(check.checkedApps.first))
    }

    @Test func rootsSwapsEventsAndSteps() throws {
        let app = try Self.drawing()
        #expect(app.roots.map(\.label) == ["signIn: SignIn", "unlock: Unlock", "main: VaultTabs (kept)"])
        #expect(app.steps == ["approveLogin(id: String)"])
        let events = app.edges.filter { $0.kind == .event }
        #expect(events.map(\.label) == ["lock only when hasAccount", "logout", "loginRequest as sheet"])
        #expect(events.map(\.to) == [.root(1), .root(0), .step(0)])
        #expect(app.edges.filter { $0.kind == .swap }.count == 5)
        #expect(app.edges.filter { $0.kind == .start }.map(\.label) == ["when !hasAccount", "when isLocked", ""])
    }

    @Test func drawingsMatchGoldens() throws {
        let app = try Self.drawing()
        try Golden.assertMatches(DOTPrinter.document(app), path: GraphEmitterTests.goldens + "/VaultApp.app.dot")
        try Golden.assertMatches(MermaidPrinter.document(app), path: GraphEmitterTests.goldens + "/VaultApp.app.mmd")
        #expect(MermaidSyntax.problems(in: MermaidPrinter.document(app)).isEmpty)
    }

    @Test(.enabled(if: Graphviz.isAvailable, "Graphviz (dot) is not installed"))
    func graphvizAcceptsTheDrawing() throws {
        let result = try Graphviz.render(DOTPrinter.document(try Self.drawing()))
        #expect(result.status == 0 && result.output.contains("<svg"), "\(result.error)")
    }
}
