import FlowCore

extension MermaidPrinter {
    /// An app's own diagram: each root a composite state (`r<N>`, labelled with the root and
    /// its flow) around a state for its flow; the app-level steps states (`a<N>`); the top
    /// screen of whatever root is shown a state (`top`), where app events start and `dismiss`
    /// returns; classes colour the top screen and the kept roots.
    public static func document(_ app: AppDrawing) -> String {
        var printer = CodePrinter()
        header(title: app.name, &printer)
        printer.indented { printer in
            printer.line("state \"top screen\" as top")
            for (index, root) in app.roots.enumerated() {
                printer.block("state \"\(escape(root.label))\" as r\(index)") { printer in
                    printer.line("state \"", escape(root.flow), "\" as r\(index)_flow")
                }
            }
            for (index, step) in app.steps.enumerated() {
                printer.line("state \"", escape(step), "\" as a\(index)")
            }
            for edge in app.edges {
                printer.line(appID(edge.from), " --> ", appID(edge.to), edge.label.isEmpty ? "" : " : " + escape(edge.label))
            }
            printer.line("classDef top stroke:#6a1b9a,stroke-dasharray:4 2,color:#6a1b9a")
            printer.line("class top top")
            let kept = app.roots.indices.filter { app.roots[$0].isKept }.map { "r\($0)" }
            if !kept.isEmpty {
                printer.line("classDef kept stroke-width:3px")
                printer.line("class \(kept.joined(separator: ",")) kept")
            }
        }
        return printer.text
    }

    /// A node's id: `[*]` for the start, `top`, `r<N>` for a root's composite state, `a<N>`
    /// for an app-level step.
    static func appID(_ node: AppDrawing.Node) -> String {
        switch node {
        case .start: "[*]"
        case .top: "top"
        case .root(let index): "r\(index)"
        case .step(let index): "a\(index)"
        }
    }
}
