import FlowCore

/// Prints drawings as Graphviz DOT: `flowc graph --format dot`.
///
/// The start is a point with an arrow to each root; final steps have a double border, outcomes
/// are green exit arrows, uses of child flows component boxes, deep links blue notes with a
/// dotted edge; unwinding transitions are dashed, transitions never taken grey and dotted,
/// skip rules dashed blue bypass edges; unreachable steps are grey and dashed, always-skipped
/// ones dotted, traps red; each presented layer is a dashed cluster. A tabbed router's tabs are
/// solid teal clusters (`cluster_tab_<root>`), its tab bar a teal box the tabs and the bar's own
/// actions are drawn from, and its tab moves bold dashed teal edges. Where a partial drawing
/// leaves steps out, grey text `… 3 more` hangs on a dotted edge. An alert or a dialog is an
/// orange note, drawn from each step that shows it, with an edge for each of its buttons'
/// moves (a button that only closes it dotted, back to the step). Every string is quoted
/// and escaped, so no name or guard can break the syntax.
public enum DOTPrinter {
    /// One document: a flow's own `digraph`, or for several flows one `digraph "flows"` with a
    /// `subgraph cluster_<Flow>` each, whose node names start with `<Flow>.` so that no two
    /// flows' nodes are one (a name used twice, in two files, gets `#2`, ...).
    public static func document(_ drawings: [Drawing]) -> String {
        guard drawings.count > 1 else { return drawings.map(document).joined() }
        var printer = CodePrinter()
        var seen: [String: Int] = [:]
        printer.block("digraph \(quote("flows"))") { printer in
            header(&printer)
            for drawing in drawings {
                let count = (seen[drawing.name] ?? 0) + 1
                seen[drawing.name] = count
                let name = drawing.name + (count > 1 ? "#\(count)" : "")
                printer.block("subgraph \(quote("cluster_" + name))") { printer in
                    printer.line("label=\(quote(name));")
                    body(drawing, prefix: name + ".", &printer)
                }
            }
        }
        return printer.text
    }

    /// One flow's own `digraph`.
    public static func document(_ drawing: Drawing) -> String {
        var printer = CodePrinter()
        printer.block("digraph \(quote(drawing.name))") { printer in
            header(&printer)
            body(drawing, prefix: "", &printer)
        }
        return printer.text
    }

    /// The graph's attributes, for every flow alike.
    static func header(_ printer: inout CodePrinter) {
        printer.line("rankdir=LR;")
        printer.line(#"node [shape=box, style=rounded, fontname="Helvetica"];"#)
        printer.line(#"edge [fontname="Helvetica", fontsize=10];"#)
    }

    /// A flow's nodes and edges, each node named `prefix` + its name.
    static func body(_ drawing: Drawing, prefix: String, _ printer: inout CodePrinter) {
        func name(_ id: Drawing.Node.ID) -> String {
            switch id {
            case .start: quote(prefix + "__start")
            case .tabBar: quote(prefix + "__tabbar")
            case .step(let step): quote(prefix + drawing.stepNames[step.index])
            case .link(let position): quote(prefix + "__link\(position)")
            case .end: quote(prefix + "__end")
            case .cutOff(let step, .before): quote(prefix + "__before_" + drawing.stepNames[step.index])
            case .cutOff(let step, .after): quote(prefix + "__after_" + drawing.stepNames[step.index])
            case .actions(let set): quote(prefix + "__actions\(set)")
            case .alert(let alert): quote(prefix + "__alert\(alert.index)")
            }
        }
        if !drawing.entries.isEmpty {
            printer.line("\(name(.start)) [shape=point, width=0.15, label=\"\"];")
        }
        if let bar = drawing.tabBar { self.node(bar, name, &printer) }
        for edge in drawing.entries { self.edge(edge, name, &printer) }
        for node in drawing.nodes { self.node(node, name, &printer) }
        for cluster in drawing.clusters { self.cluster(cluster, drawing, prefix: prefix, name, &printer) }
        for alert in drawing.alerts { self.node(alert.node, name, &printer) }
        for edge in drawing.edges + drawing.alerts.flatMap(\.edges) { self.edge(edge, name, &printer) }
        for item in drawing.trailingItems {
            if let node = item.node { self.node(node, name, &printer) }
            for edge in item.edges { self.edge(edge, name, &printer) }
        }
    }

    /// A cluster's `subgraph`, with its inner clusters: a presented layer dashed and grey, a
    /// tab solid in the colour of tab moves.
    static func cluster(_ cluster: Drawing.Cluster, _ drawing: Drawing, prefix: String, _ name: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        let (id, style) = switch cluster.kind {
        case .layer(let root): ("layer_" + drawing.stepNames[root.index], "style=\"rounded,dashed\"; color=\"#888888\"; fontcolor=\"#555555\";")
        case .tab(let root): ("tab_" + drawing.stepNames[root.index], "style=rounded; color=\"#00838f\"; fontcolor=\"#00838f\";")
        }
        printer.block("subgraph \(quote("cluster_" + prefix + id))") { printer in
            printer.line("label=\(quote(cluster.label)); ", style)
            for node in cluster.nodes { self.node(node, name, &printer) }
            for inner in cluster.clusters { self.cluster(inner, drawing, prefix: prefix, name, &printer) }
        }
    }

    /// A node's line: its shape by kind, then how its problem is marked.
    static func node(_ node: Drawing.Node, _ name: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        var attributes: [String] = []
        switch node.kind {
        case .screen: attributes = ["label=\(quote(node.label))"]
        case .final: attributes = ["label=\(quote(node.label))", "peripheries=2"]
        case .outcome: attributes = ["label=\(quote(node.label))", "shape=cds", "style=filled", "fillcolor=\"#e8f5e9\"", "color=\"#2e7d32\""]
        case .use: attributes = ["label=\(quote(node.label))", "shape=component"]
        case .link: attributes = ["shape=note", "color=\"#3366cc\"", "fontcolor=\"#3366cc\"", "label=\(quote(node.label))"]
        case .cutOff: attributes = ["label=\(quote(node.label))", "shape=plaintext", "fontcolor=\"#777777\""]
        case .actions: attributes = ["label=\(quote(node.label))", "shape=tab", "style=dashed", "color=\"#8e24aa\"", "fontcolor=\"#8e24aa\""]
        case .tabBar: attributes = ["label=\(quote(node.label))", "shape=box", "style=filled", "fillcolor=\"#e0f7fa\"", "color=\"#00838f\"", "fontcolor=\"#00838f\""]
        case .alert: attributes = ["label=\(quote(node.label))", "shape=note", "style=filled", "fillcolor=\"#fff3e0\"", "color=\"#e65100\"", "fontcolor=\"#e65100\""]
        }
        switch node.problem {
        case .unreachable?:
            attributes += ["style=\"rounded,filled,dashed\"", "fillcolor=\"#eeeeee\"", "fontcolor=\"#777777\"", "xlabel=\"unreachable\""]
        case .alwaysSkipped?:
            attributes += ["style=\"rounded,dotted\"", "xlabel=\"always skipped\""]
        case .trap?:
            attributes += ["style=\"rounded,filled\"", "fillcolor=\"#ffdddd\"", "color=\"#cc0000\"", "xlabel=\"trap\""]
        case nil:
            break
        }
        printer.line(name(node.id), " [", attributes.joined(separator: ", "), "];")
    }

    /// An edge's line, styled by its kind; a final step's exit is its double border instead.
    static func edge(_ edge: Drawing.Edge, _ name: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        let label = edge.label.isEmpty ? [] : ["label=\(quote(edge.label))"]
        let attributes: [String]
        switch edge.kind {
        case .entry: attributes = label
        case .enters: attributes = label
        case .unwinds, .unwindsThenEnters: attributes = label + ["style=dashed"]
        case .movesToTab: attributes = label + ["style=\"bold,dashed\"", "color=\"#00838f\"", "fontcolor=\"#00838f\""]
        case .neverTaken: attributes = label + ["color=\"#aaaaaa\"", "fontcolor=\"#aaaaaa\"", "style=dotted"]
        case .exit: return
        case .link: attributes = ["style=dotted", "color=\"#3366cc\"", "fontcolor=\"#3366cc\""] + label
        case .bypass: attributes = ["style=dashed", "color=\"#3366cc\"", "fontcolor=\"#3366cc\""] + label
        case .cutOff: attributes = ["style=dotted", "color=\"#777777\""]
        case .takes: attributes = ["style=dotted", "arrowhead=none", "color=\"#8e24aa\""]
        case .showsAlert: attributes = label + ["color=\"#e65100\"", "fontcolor=\"#e65100\""]
        case .closesAlert: attributes = label + ["style=dotted", "color=\"#e65100\"", "fontcolor=\"#e65100\""]
        }
        printer.line(name(edge.from), " -> ", name(edge.to), attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]", ";")
    }

    /// A DOT quoted string: backslashes and quotes escaped, line breaks as `\n`.
    static func quote(_ text: String) -> String {
        "\"" + text.escapingScalars { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n", "\r": "\\n"
            default: nil
            }
        } + "\""
    }
}
