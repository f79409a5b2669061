import FlowChecker
import FlowCompiler
import FlowCore
import FlowGraphEmitter
import Testing

/// Presented layers as clusters, uses of child flows and outcomes, on `Layers.flow` (whose
/// goldens `GraphEmitterTests` compares): the lines that say what the goldens mean.
@Suite struct LayerDrawingTests {
    static func graphs() throws -> [FlowGraph] {
        try GraphEmitterTests.graphs("Tests/FlowGraphEmitterTests/Layers.flow").graphs
    }

    /// A sheet is a cluster of its root and the steps pushed on it; a cover another; a step that
    /// can be in two layers (`help`: base layer and sheet) is outside every cluster.
    @Test func layersAreClusters() throws {
        let graphs = try Self.graphs()
        #expect(graphs.map(\.name) == ["Shop", "AddressPicker"], "drawn although the flows have child-flow-not-generated errors")
        let dot = DOTPrinter.document(graphs.map(Drawing.init))
        let sheet = try #require(Self.block(of: #"subgraph "cluster_Shop.layer_editor" {"#, in: dot))
        #expect(sheet.contains(#"label="sheet: editor""#))
        #expect(sheet.contains(#""Shop.editor" [label="editor"];"#))
        #expect(sheet.contains(#""Shop.address" [label="address: AddressPicker", shape=component];"#))
        #expect(!sheet.contains(#""Shop.help""#))
        let cover = try #require(Self.block(of: #"subgraph "cluster_Shop.layer_passcode" {"#, in: dot))
        #expect(cover.contains(#"label="cover: passcode""#) && cover.contains(#""Shop.passcode" [label="passcode"];"#))
        #expect(dot.contains("        \"Shop.help\" [label=\"help\"];\n"), "outside the clusters, in the flow's")
        if Graphviz.isAvailable {
            let result = try Graphviz.render(dot)
            #expect(result.status == 0 && result.output.contains("<svg"), "\(result.error)")
        }
        let mermaid = MermaidPrinter.document(graphs.map(Drawing.init))
        let composite = try #require(Self.block(of: #"state "sheet#58; editor" as f0_p1 {"#, in: mermaid))
        #expect(composite.contains(#"state "editor" as f0_s1"#) && composite.contains(#"state "address#58; AddressPicker" as f0_s2"#))
        #expect(!composite.contains("-->"), "edges are outside the composites")
        #expect(mermaid.contains(#"state "cover#58; passcode" as f0_p4 {"#))
        #expect(MermaidSyntax.problems(in: mermaid).isEmpty, "\(MermaidSyntax.problems(in: mermaid))")
    }

    /// Edges say how a step is entered or left: the style, `dismiss` (to where the layer was
    /// presented from), `back then x`, and the gesture `dismissed` where written.
    @Test func edgesSayHowTheyMove() throws {
        let dot = DOTPrinter.document(try Self.graphs().map(Drawing.init))
        for line in [
            #""Shop.home" -> "Shop.editor" [label="edit (sheet)"];"#,
            #""Shop.home" -> "Shop.passcode" [label="lock (cover)"];"#,
            #""Shop.editor" -> "Shop.home" [label="save (dismiss)", style=dashed];"#,
            #""Shop.editor" -> "Shop.home" [label="dismissed when !hasDraft (back)", style=dashed];"#,
            #""Shop.address" -> "Shop.editor" [label="chosen (back)", style=dashed];"#,
            #""Shop.address" -> "Shop.home" [label="cancelled (dismiss)", style=dashed];"#,
            #""Shop.passcode" -> "Shop.signedOut" [label="forgot (back then signedOut)", style=dashed];"#,
        ] {
            #expect(dot.contains("        " + line + "\n"), "\(line)")
        }
    }

    /// Outcomes are exits, not final screens: no double border, no edge to Mermaid's end.
    @Test func outcomesAreExits() throws {
        let graphs = try Self.graphs()
        let dot = DOTPrinter.document(graphs.map(Drawing.init))
        #expect(dot.contains(##""AddressPicker.chosen" [label="chosen(addressID: Int)", shape=cds, style=filled, fillcolor="#e8f5e9", color="#2e7d32"];"##))
        #expect(dot.contains(#""Shop.signedOut" [label="signedOut", peripheries=2];"#))
        let mermaid = MermaidPrinter.document(graphs.map(Drawing.init))
        #expect(mermaid.contains("    class f1_s0,f1_s1 outcome\n") && mermaid.contains("    class f0_s2 child\n"))
        #expect(!mermaid.contains("f1_s0 --> [*]") && mermaid.contains("f0_s5 --> [*]"))
    }

    /// The lines from `opening` to the `}` that closes it.
    static func block(of opening: String, in text: String) -> String? {
        guard let start = text.range(of: opening) else { return nil }
        let rest = text[start.upperBound...]
        guard let end = rest.range(of: "}\n") else { return nil }
        return String(rest[..<end.lowerBound])
    }
}
