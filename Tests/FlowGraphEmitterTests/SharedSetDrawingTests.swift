import FlowChecker
import FlowCompiler
import FlowGraphEmitter
import Testing

/// A set of shared transitions is drawn once (`Drawing.sharedSets`): a node, an edge from each
/// step that names it, and its transitions from the node, instead of an edge from every step.
@Suite struct SharedSetDrawingTests {
    static let router = """
        router R {
            start a
            actions rows {
                on open -> d
                on up -> back
            }
            global actions links { on web -> w as sheet }
            step a { on go -> b }
            step b with rows
            step c with rows
            step d { on next2 -> c }
            step w { on close -> dismiss }
        }
        """

    static func drawing(_ text: String) throws -> Drawing {
        Drawing(try #require(FlowPipeline.check(path: "D.flow", text: text).graphs.first))
    }

    @Test func aSetIsDrawnOnceWithAnEdgeFromEachStepThatNamesIt() throws {
        let drawing = try Self.drawing(Self.router)
        #expect(DrawingTests.lines(drawing.edges, in: drawing).filter { !$0.contains("close") } == [
            "a -> b: go", "d -> c: next2",
        ], "a step's own transitions only")
        #expect(drawing.sharedSets.map(\.node.label) == ["actions rows", "global actions links: every screen"])
        #expect(DrawingTests.lines(drawing.sharedSets[0].takenBy, in: drawing) == ["b -> set0: ", "c -> set0: "])
        // `back` leads below each step that takes it: the union, each edge once.
        #expect(DrawingTests.lines(drawing.sharedSets[0].edges, in: drawing) == [
            "set0 -> d: open", "set0 -> a: up (back)", "set0 -> d: up (back)",
        ])
        #expect(drawing.sharedSets[1].takenBy.isEmpty, "every screen takes a global set: no edge from each")
        #expect(DrawingTests.lines(drawing.sharedSets[1].edges, in: drawing) == ["set1 -> w: web (sheet)"])
    }

    @Test func partsOfTheDrawingKeepTheSetsOfTheStepsDrawn() throws {
        let drawing = try Self.drawing(Self.router)
        let graph = try #require(FlowPipeline.check(path: "D.flow", text: Self.router).graphs.first)
        let d = try #require(graph.stepIDs.first { graph.steps[$0].name == "d" })
        // `d` is one move from each step that takes `rows` (`open`), and from `w` (`web`, global).
        let around = drawing.around(d, depth: 1)
        #expect(around.stepNodes.map { DrawingTests.name($0.id, in: around) } == ["b", "c", "d", "w"])
        #expect(DrawingTests.lines(around.sharedSets[0].takenBy, in: around) == ["b -> set0: ", "c -> set0: "])
        #expect(!drawing.withoutUnwinds().sharedSets[0].edges.contains { $0.label == "up" })
    }
}
