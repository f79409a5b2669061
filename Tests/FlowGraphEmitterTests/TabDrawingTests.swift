import FlowCompiler
import FlowGraphEmitter
import FlowTestSupport
import Foundation
import Testing

/// A tabbed router's drawing: each tab's root has an entry labelled `tab` (with its
/// condition), the tab bar's actions are entries labelled `tab bar:`, and tab moves are edges
/// of their own kind.
@Suite struct TabDrawingTests {
    @Test func drawingsMarkTabsAndTabMoves() throws {
        let text = try String(contentsOfFile: Fixtures.path("Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow"), encoding: .utf8)
        let graph = try #require(FlowPipeline.check(path: "Mastodon.flow", text: text).graphs.first)
        let dot = DOTPrinter.document(Drawing(graph))
        #expect(dot.contains(#""__start" -> "timeline" [label="tab"];"#))
        #expect(dot.contains(#""__start" -> "notifications" [label="tab when isSignedIn"];"#))
        #expect(dot.contains(#""__start" -> "composer" [label="tab bar: compose when isSignedIn (sheet)"];"#))
        #expect(dot.contains(#""composer" -> "status" [label="viewPosted (tab timeline then status)", style="bold,dashed""#))
        let mermaid = MermaidPrinter.document(Drawing(graph))
        #expect(mermaid.contains("viewPosted (tab timeline then status)"))
        #expect(mermaid.contains("tab when isSignedIn"))
    }
}
