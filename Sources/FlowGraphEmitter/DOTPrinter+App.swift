import FlowCore

extension DOTPrinter {
    /// An app's own `digraph`: each root a solid cluster (`cluster_root_<name>`, bold when
    /// kept) around a component box named after its flow; the app-level steps rounded boxes;
    /// the top screen of whatever root is shown an ellipse, where app events start (bold
    /// purple) and where `dismiss` returns (dashed); swaps plain edges.
    public static func document(_ app: AppDrawing) -> String {
        var printer = CodePrinter()
        printer.block("digraph \(quote(app.name))") { printer in
            header(&printer)
            printer.line(quote("__start"), " [shape=point];")
            printer.line(quote("__top"), " [label=\(quote("top screen")), shape=ellipse, style=dashed, color=\"#6a1b9a\", fontcolor=\"#6a1b9a\"];")
            for (index, root) in app.roots.enumerated() {
                printer.block("subgraph \(quote("cluster_root_" + root.name))") { printer in
                    printer.line("label=\(quote(root.label));")
                    printer.line(root.isKept ? "style=bold;" : "style=solid;")
                    printer.line(appName(.root(index), app), " [label=\(quote(root.flow)), shape=component];")
                }
            }
            for index in app.steps.indices {
                printer.line(appName(.step(index), app), " [label=\(quote(app.steps[index]))];")
            }
            for edge in app.edges {
                let label = edge.label.isEmpty ? [] : ["label=\(quote(edge.label))"]
                let style: [String] = switch edge.kind {
                case .start, .swap, .presents: []
                case .event: ["style=bold", "color=\"#6a1b9a\"", "fontcolor=\"#6a1b9a\""]
                case .dismisses: ["style=dashed"]
                }
                let attributes = label + style
                printer.line(appName(edge.from, app), " -> ", appName(edge.to, app), attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]", ";")
            }
        }
        return printer.text
    }

    /// A node's DOT name: `root.<name>`, `step.<name>`, `__start`, `__top`.
    static func appName(_ node: AppDrawing.Node, _ app: AppDrawing) -> String {
        switch node {
        case .start: quote("__start")
        case .top: quote("__top")
        case .root(let index): quote("root." + app.roots[index].name)
        case .step(let index): quote("step." + app.steps[index].prefix { $0 != "(" })
        }
    }
}
