import FlowChecker
import FlowCompiler
import FlowGraphEmitter
import Testing

/// The drawing model, apart from any format: what is drawn, of what kind, in what order.
@Suite struct DrawingTests {
    static func drawing(_ text: String) throws -> Drawing {
        Drawing(try #require(FlowPipeline.check(path: "D.flow", text: text).graphs.first))
    }

    /// A node's step name, or `start`, `end`, `link<N>`, `before <step>`, `after <step>`.
    static func name(_ id: Drawing.Node.ID, in drawing: Drawing) -> String {
        switch id {
        case .start: "start"
        case .tabBar: "tab bar"
        case .step(let step): drawing.stepNames[step.index]
        case .link(let position): "link\(position)"
        case .end: "end"
        case .cutOff(let step, let side): "\(side) \(drawing.stepNames[step.index])"
        case .actions(let set): "set\(set)"
        case .alert(let alert): "alert\(alert.index)"
        }
    }

    /// `from -> to: label` for each edge.
    static func lines(_ edges: [Drawing.Edge], in drawing: Drawing) -> [String] {
        edges.map { name($0.from, in: drawing) + " -> " + name($0.to, in: drawing) + ": " + $0.label }
    }

    /// Each transition is an edge of its kind to each step it can lead to; a final step has an
    /// exit, a transition never taken an edge to the step it names.
    @Test func edgesHaveKinds() throws {
        let drawing = try Self.drawing("""
            flow D {
                flag x
                start a
                step a {
                    on go -> b when x
                    on go -> c
                    on go -> b
                    on edit -> s as sheet
                }
                step b {
                    on done -> back
                }
                step s {
                    on close -> dismiss
                }
                final step c
            }
            """)
        #expect(Self.lines(drawing.entries, in: drawing) == ["start -> a: "])
        #expect(Self.lines(drawing.edges, in: drawing) == [
            "a -> b: go when x", "a -> c: go otherwise", "a -> b: go otherwise", "a -> s: edit (sheet)",
            "b -> a: done (back)", "s -> a: close (dismiss)", "c -> end: ",
        ])
        #expect(drawing.edges.map(\.kind) == [.enters, .enters, .neverTaken, .enters, .unwinds, .unwinds, .exit])
        #expect(drawing.nodes.map(\.kind) == [.screen, .screen, .final], "s is in the sheet's cluster")
        #expect(drawing.clusters.map(\.label) == ["sheet: s"])
        #expect(drawing.clusters.flatMap(\.nodes).map { Self.name($0.id, in: drawing) } == ["s"])
        #expect(drawing.stepNodes.map { Self.name($0.id, in: drawing) } == ["a", "b", "s", "c"])
    }

    /// A skip rule is a bypass edge from each step that enters the skipped step, labelled by it.
    @Test func skipRulesAreBypasses() throws {
        let drawing = try Self.drawing("""
            flow D {
                flag a
                start first
                step first -> middle
                step middle {
                    skip when a
                    -> last
                }
                final step last
            }
            """)
        #expect(Self.lines(drawing.bypasses, in: drawing) == ["first -> last: skips middle when a"])
        #expect(drawing.bypasses.map(\.kind) == [.bypass])
    }

    /// A start step's skip rule is a bypass from the start, drawn in each format.
    @Test func aStartStepsSkipRuleIsABypassFromTheStart() throws {
        let drawing = try Self.drawing("flow F { flag a  start first  step first { skip when a  -> second }  final step second }")
        #expect(Self.lines(drawing.bypasses, in: drawing) == ["start -> second: skips first when a"])
        #expect(DOTPrinter.document(drawing).contains(##"    "__start" -> "second" [style=dashed, color="#3366cc", fontcolor="#3366cc", label="skips first when a"];"## + "\n"))
        #expect(MermaidPrinter.document(drawing).contains("    [*] --> s1 : skips first when a\n"))
    }
}
