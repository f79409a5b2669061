import FlowChecker
import FlowCompiler
import FlowGraphEmitter
import Testing

/// Drawings of part of a flow (`Drawing+Parts.swift`): without the transitions that only unwind,
/// and one step's neighbourhood, with markers where steps are left out.
@Suite struct PartialDrawingTests {
    static func graph(_ text: String) throws -> FlowGraph {
        try #require(FlowPipeline.check(path: "D.flow", text: text).graphs.first)
    }

    /// The step of that name.
    static func step(_ name: String, in graph: FlowGraph) throws -> StepID {
        try #require(graph.stepIDs.first { graph.steps[$0].name == name })
    }

    /// The drawing's nodes as names (`before <step>` for a marker), each section's lines, and
    /// each marker as `name: label`.
    static func summary(_ drawing: Drawing) -> [String] {
        let lines = { (edges: [Drawing.Edge]) in DrawingTests.lines(edges, in: drawing) }
        return ["nodes: " + drawing.stepNodes.map { DrawingTests.name($0.id, in: drawing) }.joined(separator: ", ")]
            + lines(drawing.entries) + lines(drawing.edges) + lines(drawing.links.map(\.edge)) + lines(drawing.bypasses)
            + lines(drawing.cutOffs.map(\.edge))
            + drawing.cutOffs.map { DrawingTests.name($0.marker.id, in: drawing) + ": " + $0.marker.label }
    }

    static let branches = """
        flow D {
            start a
            step a {
                on go -> b
                on other -> c
            }
            step b {
                on go -> d
                on up -> back
            }
            step c -> d
            step d -> e
            final step e
        }
        """

    /// A step's neighbourhood is the steps it reaches and the steps that reach it, not the
    /// steps those reach: `c`, which `a` also leads to, is left out at depth 1. Each step at
    /// the border has a marker with how many steps are left out on that side.
    @Test func aNeighbourhoodGoesForwardsAndBackwards() throws {
        let graph = try Self.graph(Self.branches)
        let drawing = Drawing(graph)
        #expect(drawing.cutOffs.isEmpty, "the whole flow leaves nothing out")
        #expect(Self.summary(drawing.around(try Self.step("b", in: graph), depth: 1)) == [
            "nodes: a, b, d",
            "start -> a: ",
            "a -> b: go", "b -> d: go", "b -> a: up (back)",
            "a -> after a: ", "before d -> d: ", "d -> after d: ",
            "after a: … 1 more", "before d: … 1 more", "after d: … 1 more",
        ])
        #expect(Self.summary(drawing.around(try Self.step("b", in: graph), depth: 0)) == [
            "nodes: b",
            "before b -> b: ", "b -> after b: ",
            "before b: … 1 more", "after b: … 2 more",
        ], "the start is drawn only with a root; b moves to d and back to a")
        #expect(Self.summary(drawing.around(try Self.step("d", in: graph), depth: 1)) == [
            "nodes: b, c, d, e",
            "b -> d: go", "c -> d: ", "d -> e: ", "e -> end: ",
            "before b -> b: ", "b -> after b: ", "before c -> c: ",
            "before b: … 1 more", "after b: … 1 more", "before c: … 1 more",
        ], "b and c lead to d, which leads to e; a leads to b and c, and b goes back to a")
        let whole = drawing.around(try Self.step("b", in: graph), depth: 2)
        #expect(whole == drawing, "within two moves of b is every step: the drawing is the whole flow's")
    }

    /// A skip rule's bypass and a `back then` are moves; the start and a final step's exit are
    /// drawn with the step they belong to.
    @Test func bypassesAndThenMovesAreMoves() throws {
        let graph = try Self.graph("""
            flow F {
                flag s
                start a
                step a -> m
                step m {
                    skip when s
                    -> z
                }
                step z {
                    on other -> back then w
                    on finish -> done
                }
                step w -> done
                final step done
            }
            """)
        let drawing = Drawing(graph)
        #expect(Self.summary(drawing.around(try Self.step("a", in: graph), depth: 1)) == [
            "nodes: a, m, z",
            "start -> a: ",
            "a -> m: ", "m -> z: ",
            "a -> z: skips m when s",
            "z -> after z: ",
            "after z: … 2 more",
        ])
        #expect(Self.summary(drawing.around(try Self.step("w", in: graph), depth: 1)) == [
            "nodes: z, w, done",
            "z -> w: other (back then w)", "z -> done: finish", "w -> done: ", "done -> end: ",
            "before z -> z: ",
            "before z: … 2 more",
        ], "z is reached from m and, past m, from a")
    }

    /// Without unwinds, `back`, `back to` and `dismiss` are left out; `back then x` is still
    /// drawn to `x`, and the neighbourhood follows only the moves drawn.
    @Test func withoutUnwindsKeepsTheForwardMoves() throws {
        let graphs = try LayerDrawingTests.graphs()
        let shop = Drawing(graphs[0])
        let forward = shop.withoutUnwinds()
        #expect(shop.edges.contains { $0.kind == .unwinds })
        #expect(DrawingTests.lines(forward.edges, in: forward) == [
            "home -> editor: edit (sheet)", "home -> passcode: lock (cover)", "home -> help: help",
            "home -> signedOut: signOut", "editor -> address: changeAddress", "editor -> help: help",
            "passcode -> signedOut: forgot (back then signedOut)", "signedOut -> end: ",
        ])
        #expect(forward.edges.map(\.kind).filter { $0 != .enters } == [.unwindsThenEnters, .exit])
        let editor = try Self.step("editor", in: graphs[0])
        #expect(Self.summary(forward.around(editor, depth: 0)).last == "after editor: … 2 more", "address, help")
        #expect(Self.summary(shop.around(editor, depth: 0)).last == "after editor: … 3 more", "address, help, home")
    }

    /// A presented layer's cluster keeps the steps drawn in it and is left out without any;
    /// a deep link is drawn when the step it lands on is.
    @Test func clustersAndLinksFollowTheirSteps() throws {
        let graphs = try LayerDrawingTests.graphs()
        let shop = Drawing(graphs[0])
        let editor = shop.around(try Self.step("editor", in: graphs[0]), depth: 0)
        #expect(editor.clusters.map(\.label) == ["sheet: editor"])
        #expect(editor.clusters.flatMap(\.nodes).map { DrawingTests.name($0.id, in: editor) } == ["editor"])
        #expect(editor.nodes.isEmpty && editor.entries.isEmpty)
        let home = shop.around(try Self.step("home", in: graphs[0]), depth: 0)
        #expect(home.clusters.isEmpty, "neither the sheet's steps nor the cover's are drawn")
        #expect(home.nodes.map { DrawingTests.name($0.id, in: home) } == ["home"])
        let graph = try Self.graph("""
            flow L {
                start a
                step a -> b
                step b -> c
                final step c
                link "app://b" -> a, b
                link "app://c" -> a, b, c
            }
            """)
        let links = Drawing(graph).around(try Self.step("b", in: graph), depth: 0)
        #expect(links.links.map(\.note.label) == ["app://b"])
    }

    /// Both formats draw a marker: DOT grey text on a dotted edge, Mermaid a state of the class
    /// `cutOff`; Graphviz accepts the drawing, and the Mermaid check of our own does.
    @Test func bothFormatsDrawTheMarkers() throws {
        let graph = try Self.graph(Self.branches)
        let drawing = Drawing(graph).around(try Self.step("b", in: graph), depth: 0)
        let dot = DOTPrinter.document(drawing)
        #expect(dot.contains(##"    "__after_b" [label="… 2 more", shape=plaintext, fontcolor="#777777"];"## + "\n"))
        #expect(dot.contains(##"    "b" -> "__after_b" [style=dotted, color="#777777"];"## + "\n"))
        #expect(dot.contains(##"    "__before_b" -> "b" [style=dotted, color="#777777"];"## + "\n"))
        if Graphviz.isAvailable {
            let result = try Graphviz.render(DOTPrinter.document([drawing, drawing]))
            #expect(result.status == 0 && result.output.contains("… 2 more"), "\(result.error)")
        }
        let mermaid = MermaidPrinter.document(drawing)
        #expect(mermaid.contains("    state \"… 2 more\" as s1_after\n    s1 --> s1_after\n"))
        #expect(mermaid.contains("    s1_before --> s1\n"))
        #expect(mermaid.contains("    class s1_before,s1_after cutOff\n"))
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty, "\(MermaidSyntax.problems(in: mermaid))")
        let two = MermaidPrinter.document([drawing, drawing])
        #expect(MermaidSyntax.problems(in: two).isEmpty, "\(MermaidSyntax.problems(in: two))")
    }
}
