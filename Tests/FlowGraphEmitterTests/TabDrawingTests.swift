import FlowCompiler
import FlowGraphEmitter
import FlowTestSupport
import Foundation
import Testing

/// A tabbed router's drawing: each tab is a cluster of the steps only it shows, with the
/// layers only it presents; a step several tabs show, and the steps the tab bar's own actions
/// present, are drawn outside every tab; the bar is a node of its own, and tab moves are edges
/// of their own kind.
@Suite struct TabDrawingTests {
    static func drawing(_ path: String) throws -> Drawing {
        let text = try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
        return Drawing(try #require(FlowPipeline.check(path: path, text: text).graphs.first))
    }

    @Test func eachTabIsAClusterAndTheBarANode() throws {
        let drawing = try Self.drawing("Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow")
        let dot = DOTPrinter.document(drawing)
        #expect(dot.contains(#""__tabbar" [label="tab bar", shape=box"#))
        #expect(dot.contains(#""__start" -> "__tabbar";"#))
        #expect(dot.contains(#""__tabbar" -> "timeline";"#))
        #expect(dot.contains(#""__tabbar" -> "notifications" [label="when isSignedIn"];"#))
        #expect(dot.contains(#""__tabbar" -> "composer" [label="compose when isSignedIn (sheet)"];"#))
        #expect(dot.contains(#""composer" -> "status" [label="viewPosted (tab timeline then status)", style="bold,dashed""#))
        #expect(dot.contains(#"subgraph "cluster_tab_notifications" {"#))
        #expect(dot.contains(#"label="tab notifications when isSignedIn"; style=rounded;"#))
        // Only the settings tab reaches its sign-in sheet: the layer is drawn in the tab.
        let settings = try #require(drawing.clusters.first { $0.label == "tab settings" })
        #expect(settings.nodes.map(\.label) == ["settings", "filters"])
        #expect(settings.clusters.map(\.label) == ["sheet: signIn"])
        // A status is pushed in several tabs, and the bar presents the composer over any tab.
        #expect(drawing.nodes.map(\.label).contains("status(id: String)"))
        #expect(!drawing.clusters.contains { $0.label == "tab timeline" && $0.allNodes.contains { $0.label == "status(id: String)" } })
        #expect(drawing.clusters.contains { $0.label == "sheet: composer" })
    }

    @Test func mermaidDrawsATabAsACompositeState() throws {
        let mermaid = MermaidPrinter.document(try Self.drawing("Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow"))
        #expect(mermaid.contains(#"state "tab bar" as bar"#))
        #expect(mermaid.contains("[*] --> bar\n"))
        #expect(mermaid.contains(#"state "tab notifications when isSignedIn" as t1 {"#))
        #expect(mermaid.contains("viewPosted (tab timeline then status)"))
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty)
    }

    /// A partial drawing keeps a tab's cluster for the steps of it drawn, and the bar with a
    /// tab's root.
    @Test func aPartialDrawingKeepsTheTabsDrawn() throws {
        let drawing = try Self.drawing("Tests/FlowSwiftEmitterTests/Flows/Club.flow")
        let privacy = try #require(drawing.stepNodes.first { $0.label == "privacy" }?.id)
        guard case .step(let step) = privacy else { return }
        let part = drawing.around(step, depth: 0)
        #expect(part.clusters.map(\.label) == ["tab settings"])
        #expect(part.clusters.first?.nodes.map(\.label) == ["privacy"])
        #expect(part.tabBar == nil)
        let wider = drawing.around(step, depth: 1)
        #expect(wider.tabBar != nil)
        #expect(DOTPrinter.document(wider).contains(#""__tabbar" -> "settings";"#))
    }
}
