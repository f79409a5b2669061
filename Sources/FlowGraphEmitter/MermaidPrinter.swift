import FlowCore

/// Prints drawings as Mermaid `stateDiagram-v2` (GitHub renders it in Markdown):
/// `flowc graph --format mermaid`.
///
/// States get safe ids (`s0`, `s1`, ...; `l0` for a deep link, `p<root>` for a layer) and their
/// names as labels, so a step named like a Mermaid keyword can't break the diagram; label text
/// is escaped with Mermaid's `#code;` entities. The start and the end are `[*]`; a transition
/// never taken is left out; each presented layer is a composite state, and so is each tab of a
/// tabbed router (its layers inside), whose tab bar is a state of its own; classes colour
/// links, outcomes, uses of child flows and broken steps, and the markers of steps a partial
/// drawing leaves out (`… 3 more`, grey and dashed); an alert or a dialog is a state of the
/// class `alert`, with an edge from each step that shows it and one for each button's move.
public enum MermaidPrinter {
    /// One document: a flow's own diagram, or for several flows one `stateDiagram-v2` with a
    /// composite state each, named after the flow, whose states' ids start with `f<N>_` so that
    /// no two flows' states are one.
    public static func document(_ drawings: [Drawing]) -> String {
        guard drawings.count > 1 else { return drawings.map(document).joined() }
        var printer = CodePrinter()
        header(title: drawings.map(\.name).joined(separator: ", "), &printer)
        var classes: [String] = []
        var ids = Set<String>()
        printer.indented { printer in
            for (number, drawing) in drawings.enumerated() {
                var id = compositeID(drawing.name, number)
                if !ids.insert(id).inserted { id = "flow\(number)_\(drawing.name)" }
                printer.block("state \(id)") { printer in
                    printer.line("direction LR")
                    body(drawing, prefix: "f\(number)_", &printer)
                }
                // Mermaid reads classes at the top level; a class's definition is written once.
                for line in classLines(drawing, prefix: "f\(number)_") where !classes.contains(line) {
                    classes.append(line)
                }
            }
            for line in classes { printer.line(line) }
        }
        return printer.text
    }

    /// One flow's own diagram.
    public static func document(_ drawing: Drawing) -> String {
        var printer = CodePrinter()
        header(title: drawing.name, &printer)
        printer.indented { printer in
            body(drawing, prefix: "", &printer)
            for line in classLines(drawing, prefix: "") { printer.line(line) }
        }
        return printer.text
    }

    /// The title, the diagram's kind and its direction.
    static func header(title: String, _ printer: inout CodePrinter) {
        printer.line("---")
        printer.line("title: ", escape(title))
        printer.line("---")
        printer.line("stateDiagram-v2")
        printer.indented { $0.line("direction LR") }
    }

    /// The id of a flow's composite state: its name (an identifier), unless Mermaid reads that
    /// name as a keyword or it looks like a state's id (`f0_s1`); then `flow<N>_<name>`.
    static func compositeID(_ name: String, _ number: Int) -> String {
        let keywords: Set = ["state", "note", "direction", "class", "classdef", "style", "end", "as", "scale", "hide", "click", "acctitle", "accdescr", "default"]
        let looksLikeAState = name.first == "f" && name.dropFirst().first?.isNumber == true
        return keywords.contains(name.lowercased()) || looksLikeAState ? "flow\(number)_\(name)" : name
    }

    /// A flow's states, then its edges (ids start with `prefix`). The edges come after the
    /// composite states of layers, outside them: Mermaid puts a state in the last composite
    /// that mentions it.
    static func body(_ drawing: Drawing, prefix: String, _ printer: inout CodePrinter) {
        let id = { (node: Drawing.Node.ID) in self.id(node, prefix: prefix) }
        if let bar = drawing.tabBar { state(bar, id, &printer) }
        for node in drawing.nodes { state(node, id, &printer) }
        for cluster in drawing.clusters { self.cluster(cluster, prefix: prefix, id, &printer) }
        for alert in drawing.alerts { state(alert.node, id, &printer) }
        for edge in drawing.entries + drawing.edges + drawing.alerts.flatMap(\.edges) { self.edge(edge, id, &printer) }
        for item in drawing.trailingItems {
            if let node = item.node { state(node, id, &printer) }
            for edge in item.edges { self.edge(edge, id, &printer) }
        }
    }

    /// A cluster's composite state, with its inner ones: `p<N>` for a presented layer, `t<N>`
    /// for a tab, `N` its root's index.
    static func cluster(_ cluster: Drawing.Cluster, prefix: String, _ id: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        let compositeID = switch cluster.kind {
        case .layer(let root): "\(prefix)p\(root.index)"
        case .tab(let root): "\(prefix)t\(root.index)"
        }
        printer.block("state \"\(escape(cluster.label))\" as \(compositeID)") { printer in
            printer.line("direction LR")
            for node in cluster.nodes { state(node, id, &printer) }
            for inner in cluster.clusters { self.cluster(inner, prefix: prefix, id, &printer) }
        }
    }

    /// A node's id: `[*]` for the start and the end, `bar` for the tab bar, `s<N>` for a step, `l<N>` for a deep link,
    /// `s<N>_before` and `s<N>_after` for the steps a partial drawing leaves out beside one.
    static func id(_ id: Drawing.Node.ID, prefix: String) -> String {
        switch id {
        case .start, .end: "[*]"
        case .tabBar: prefix + "bar"
        case .step(let step): prefix + "s\(step.index)"
        case .link(let position): prefix + "l\(position)"
        case .cutOff(let step, .before): prefix + "s\(step.index)_before"
        case .cutOff(let step, .after): prefix + "s\(step.index)_after"
        case .actions(let set): prefix + "a\(set)"
        case .alert(let alert): prefix + "al\(alert.index)"
        }
    }

    /// `state "label" as id`; a deep link's label starts with `link`.
    static func state(_ node: Drawing.Node, _ id: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        let label = switch node.kind {
        case .screen, .final, .use, .outcome, .cutOff, .actions, .tabBar, .alert: node.label
        case .link: "link " + node.label
        }
        printer.line("state \"", escape(label), "\" as ", id(node.id))
    }

    /// `from --> to : label`; a transition that is never taken is not drawn.
    static func edge(_ edge: Drawing.Edge, _ id: (Drawing.Node.ID) -> String, _ printer: inout CodePrinter) {
        switch edge.kind {
        case .entry, .enters, .unwinds, .unwindsThenEnters, .movesToTab, .exit, .link, .bypass, .cutOff, .takes, .showsAlert, .closesAlert: break
        case .neverTaken: return
        }
        printer.line(id(edge.from), " --> ", id(edge.to), edge.label.isEmpty ? "" : " : " + escape(edge.label))
    }

    /// `classDef` and `class` lines that colour links, outcomes, uses of child flows and
    /// broken steps, in that order.
    static func classLines(_ drawing: Drawing, prefix: String) -> [String] {
        let nodes = drawing.links.map(\.note) + drawing.stepNodes + drawing.cutOffs.map(\.marker) + drawing.sharedSets.map(\.node)
            + (drawing.tabBar.map { [$0] } ?? []) + drawing.alerts.map(\.node)
        var lines: [String] = []
        for style in StateClass.allCases {
            let members = nodes.filter { style.applies(to: $0) }.map { id($0.id, prefix: prefix) }
            guard !members.isEmpty else { continue }
            lines.append("classDef \(style.name) \(style.style)")
            lines.append("class \(members.joined(separator: ",")) \(style.name)")
        }
        return lines
    }

    /// Label text with the characters that have a meaning in Mermaid as `#code;` entities.
    static func escape(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "\"", "#", ":", ";", "<", ">", "&", "{", "}", "[", "]", "|", "%", "`", "\\": "#\(scalar.value);"
            case "\n", "\r", "\t": " "
            default: nil
            }
        }
    }
}
