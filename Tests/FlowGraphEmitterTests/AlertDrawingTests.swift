import FlowChecker
import FlowCompiler
import FlowCore
import FlowGraphEmitter
import FlowTestSupport
import Foundation
import Testing

/// Alerts and dialogs as nodes, on `Bin.flow` (whose goldens `GraphEmitterTests` compares): the
/// lines that say what the goldens mean.
@Suite struct AlertDrawingTests {
    static func bin() throws -> FlowGraph {
        let text = try String(contentsOfFile: Fixtures.path("Tests/FlowGraphEmitterTests/Bin.flow"), encoding: .utf8)
        return try #require(FlowPipeline.check(path: "Bin.flow", text: text).graphs.first)
    }

    /// The alert's lines: its node's label, then `button edges` as `from -> to: label`.
    static func lines(_ alert: Drawing.Alert, in drawing: Drawing) -> [String] {
        [alert.node.label] + DrawingTests.lines(alert.edges, in: drawing)
    }

    /// A step that shows an alert has an edge to the alert's node labelled with the event; the
    /// alert has an edge for each button line to where it leads from each step that shows it:
    /// `back` below each, a cancel or `close` back to each, labelled with the button's role.
    @Test func anAlertIsANodeWithAnEdgeAButton() throws {
        let drawing = Drawing(try Self.bin())
        #expect(DrawingTests.lines(drawing.edges.filter { $0.kind == .showsAlert }, in: drawing) == [
            "list -> alert1: empty", "list -> alert2: signOut", "item -> alert0: delete", "item -> alert3: share",
            "itemDetails -> alert0: delete",
        ])
        #expect(drawing.alerts.map { Self.lines($0, in: drawing) } == [
            ["alert confirmDelete",
             "alert0 -> list: delete (destructive) (back)", "alert0 -> item: delete (destructive) (back)",
             "alert0 -> item: keep (cancel)", "alert0 -> itemDetails: keep (cancel)"],
            ["alert confirmEmpty", "alert1 -> list: empty (destructive)", "alert1 -> list: cancel (cancel)"],
            ["alert confirmSignOut", "alert2 -> signedOut: signOut (destructive)", "alert2 -> list: cancel (cancel)"],
            ["dialog shareOptions",
             "alert3 -> item: copyLink", "alert3 -> shareImage: shareAsImage when isSignedIn (sheet)",
             "alert3 -> item: shareAsImage otherwise", "alert3 -> item: cancel (cancel)"],
        ])
        #expect(drawing.alerts[0].edges.map(\.kind) == [.unwinds, .unwinds, .closesAlert, .closesAlert])
        #expect(drawing.alerts[3].edges.map(\.kind) == [.closesAlert, .enters, .closesAlert, .closesAlert])
        #expect(drawing.alerts.allSatisfy { $0.node.kind == .alert })
        // The sheet a button presents is a layer like any other.
        #expect(drawing.clusters.map(\.label) == ["sheet: shareImage"])
    }

    /// DOT draws an alert as a note, Mermaid as a state of the class `alert`.
    @Test func formatsDrawAnAlertAsANote() throws {
        let drawing = Drawing(try Self.bin())
        let dot = DOTPrinter.document(drawing)
        #expect(dot.contains(#""__alert0" [label="alert confirmDelete", shape=note"#))
        #expect(dot.contains(##""itemDetails" -> "__alert0" [label="delete", color="#e65100""##))
        #expect(dot.contains(#""__alert0" -> "item" [label="delete (destructive) (back)", style=dashed];"#))
        let mermaid = MermaidPrinter.document(drawing)
        #expect(mermaid.contains("    state \"dialog shareOptions\" as al3\n"))
        #expect(mermaid.contains("    al0 --> s2 : delete (destructive) (back)\n"))
        #expect(mermaid.contains("    class al0,al1,al2,al3 alert"))
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty, "\(MermaidSyntax.problems(in: mermaid))")
    }

    /// Around `itemDetails`, one move: `item`, which `back` from its alert lands on, and the
    /// alert it shows, with the button edges among the steps drawn.
    @Test func aNeighbourhoodFollowsTheButtonsMoves() throws {
        let graph = try Self.bin()
        let details = try PartialDrawingTests.step("itemDetails", in: graph)
        let drawing = Drawing(graph).around(details, depth: 1)
        #expect(drawing.stepNodes.map { DrawingTests.name($0.id, in: drawing) } == ["item", "itemDetails"])
        #expect(drawing.alerts.map(\.node.label) == ["alert confirmDelete", "dialog shareOptions"])
        #expect(DrawingTests.lines(drawing.alerts[0].edges, in: drawing) == [
            "alert0 -> item: delete (destructive) (back)", "alert0 -> item: keep (cancel)", "alert0 -> itemDetails: keep (cancel)",
        ])
        // Without the unwinds, the alert's back is gone and its cancel stays.
        let forward = Drawing(graph).withoutUnwinds()
        #expect(forward.alerts[0].edges.map(\.kind) == [.closesAlert, .closesAlert])
    }
}
