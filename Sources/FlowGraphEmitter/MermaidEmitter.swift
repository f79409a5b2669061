import FlowCore
import FlowChecker

/// Draws flows as Mermaid `stateDiagram-v2` (GitHub renders it in Markdown):
/// `flowc graph --format mermaid`.
///
/// States get safe ids (`s0`, `s1`, ...) and their names as labels, so a step named like a
/// Mermaid keyword can't break the diagram; label text is escaped with Mermaid's `#code;`
/// entities. A skip rule is an edge labelled `skip when ...`, a back transition an edge to each
/// step it can return to, labelled `(back)`; a router has an entry edge to each root; a deep
/// link is a blue state with an edge to the step it lands on; unreachable, always-skipped and
/// trap steps get classes that colour them. Each presented layer is a composite state
/// (`GraphLayers`); uses of child flows and outcomes get the classes `child` and `outcome`.
public enum MermaidEmitter {
    /// One document: a flow's own diagram, or for several flows one `stateDiagram-v2` with a
    /// composite state each, named after the flow, whose states' ids start with `f<N>_` so that
    /// no two flows' states are one.
    public static func emit(_ flows: [FlowGraph]) -> String {
        guard flows.count > 1 else { return flows.map(emit).joined() }
        let title = flows.map(\.name).joined(separator: ", ")
        var out = "---\ntitle: \(escape(title))\n---\nstateDiagram-v2\n    direction LR\n"
        var styles = ""
        var ids = Set<String>()
        for (number, flow) in flows.enumerated() {
            let (states, classes) = body(flow, prefix: "f\(number)_", indent: "        ")
            var id = compositeID(flow.name, number)
            if !ids.insert(id).inserted { id = "flow\(number)_\(flow.name)" }
            out += "    state \(id) {\n        direction LR\n" + states + "    }\n"
            for line in classes.split(separator: "\n", omittingEmptySubsequences: true) where !styles.contains(line + "\n") {
                styles += line + "\n"
            }
        }
        return out + styles
    }

    public static func emit(_ flow: FlowGraph) -> String {
        let (states, classes) = body(flow, prefix: "", indent: "    ")
        return "---\ntitle: \(escape(flow.name))\n---\nstateDiagram-v2\n    direction LR\n" + states + classes
    }

    /// The id of a flow's composite state: its name (an identifier), unless Mermaid reads that
    /// name as a keyword or it looks like a state's id (`f0_s1`); then `flow<N>_<name>`.
    static func compositeID(_ name: String, _ number: Int) -> String {
        let keywords: Set = ["state", "note", "direction", "class", "classdef", "style", "end", "as", "scale", "hide", "click", "acctitle", "accdescr", "default"]
        let looksLikeAState = name.first == "f" && name.dropFirst().first?.isNumber == true
        return keywords.contains(name.lowercased()) || looksLikeAState ? "flow\(number)_\(name)" : name
    }

    /// A flow's states and edges (ids `prefix` + `s0`, ...; lines after `indent`), and its class
    /// lines, which Mermaid reads at the top level.
    static func body(_ flow: FlowGraph, prefix: String, indent: String) -> (states: String, classes: String) {
        var out = states(flow, prefix: prefix, indent: indent)
        for root in flow.roots {
            out += indent + "[*] --> \(prefix)s\(root.index)\n"
        }
        let below = flow.stepsBelow()
        for index in flow.stepIDs {
            for (position, transition) in flow.transitions(of: index).enumerated() where transition.canFire {
                let label = GraphLabels.transition(at: position, ofStep: index, in: flow)
                for target in GraphLabels.destinations(of: transition, fromStep: index, below: below, in: flow) {
                    out += indent + "\(prefix)s\(index.index) --> \(prefix)s\(target.index)" + (label.isEmpty ? "" : " : \(escape(label))") + "\n"
                }
            }
            if flow.steps[index].role == .final {
                out += indent + "\(prefix)s\(index.index) --> [*]\n"
            }
        }
        for (index, link) in flow.links.enumerated() {
            out += indent + "state \"\(escape("link " + link.patternTexts.joined(separator: ", ")))\" as \(prefix)l\(index)\n"
            out += indent + "\(prefix)l\(index) --> \(prefix)s\(link.walk[link.walk.count - 1].index) : \(escape(GraphLabels.linkWalk(link, in: flow)))\n"
        }
        for bypass in GraphLabels.bypasses(in: flow) {
            out += indent + "\(prefix)s\(bypass.from.index) --> \(prefix)s\(bypass.to.index) : \(escape(GraphLabels.skip(flow.steps[bypass.skipped], in: flow)))\n"
        }
        return (out, classLines(flow, prefix: prefix))
    }

    /// A flow's state lines: the steps outside any layer, then a composite state
    /// `state "sheet: editor" as p1 { ... }` for each presented layer (`GraphLayers`) with the
    /// steps drawn in it. Edges come after, outside the composites: Mermaid puts a state in the
    /// last composite that mentions it.
    static func states(_ flow: FlowGraph, prefix: String, indent: String) -> String {
        let layers = GraphLayers(flow)
        func state(_ index: StepID, _ indent: String) -> String {
            indent + "state \"\(escape(GraphLabels.node(flow.steps[index])))\" as \(prefix)s\(index.index)\n"
        }
        var out = ""
        for index in flow.stepIDs where layers.layerOfStep[index.index] == nil {
            out += state(index, indent)
        }
        for layer in layers.layers {
            out += indent + "state \"\(escape(layer.label))\" as \(prefix)p\(layer.root.index) {\n"
            out += indent + "    direction LR\n"
            for member in layer.members { out += state(member, indent + "    ") }
            out += indent + "}\n"
        }
        return out
    }

    /// `classDef` and `class` lines that colour links, outcomes, uses of child flows and
    /// broken steps.
    static func classLines(_ flow: FlowGraph, prefix: String) -> String {
        var out = ""
        var classes: [GraphLabels.Problem: [Int]] = [:]
        for (index, step) in flow.steps.enumerated() {
            if let problem = GraphLabels.problem(step, in: flow) { classes[problem, default: []].append(index) }
        }
        if !flow.links.isEmpty {
            out += "    classDef link fill:#eef4ff,stroke:#3366cc,color:#3366cc\n"
            out += "    class \(flow.links.indices.map { "\(prefix)l\($0)" }.joined(separator: ",")) link\n"
        }
        for (name, style, members) in [
            ("outcome", "fill:#e8f5e9,stroke:#2e7d32,color:#2e7d32", flow.stepIDs.filter { flow.steps[$0].role == .outcome }),
            ("child", "fill:#fff8e1,stroke:#b28704,stroke-width:2px", flow.stepIDs.filter { if case .use = flow.steps[$0].role { true } else { false } }),
        ] where !members.isEmpty {
            out += "    classDef \(name) \(style)\n"
            out += "    class \(members.map { "\(prefix)s\($0.index)" }.joined(separator: ",")) \(name)\n"
        }
        let styles: [(GraphLabels.Problem, String, String)] = [
            (.unreachable, "unreachable", "fill:#eeeeee,color:#777777,stroke-dasharray:5 5"),
            (.alwaysSkipped, "alwaysSkipped", "stroke-dasharray:2 2"),
            (.trap, "trap", "fill:#ffdddd,stroke:#cc0000,color:#cc0000"),
        ]
        for (problem, name, style) in styles {
            guard let members = classes[problem] else { continue }
            out += "    classDef \(name) \(style)\n"
            out += "    class \(members.map { "\(prefix)s\($0)" }.joined(separator: ",")) \(name)\n"
        }
        return out
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
