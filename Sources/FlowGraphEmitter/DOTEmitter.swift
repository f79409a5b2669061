import FlowCore
import FlowChecker

/// Draws flows as Graphviz DOT: `flowc graph --format dot`.
///
/// The start step (each root of a router) has an arrow from a dot, final steps a double
/// border, payload steps their payload; edges carry their event and guard; a back transition
/// is a dashed edge to each step it can return to, labelled `(back)`; a deep link is a blue note
/// with a dotted edge to the step it lands on, labelled with its walk; a skip rule is a dashed
/// blue bypass edge. Unreachable
/// steps are grey and dashed, always-skipped ones dotted, traps red. Each presented layer is a
/// dashed cluster (`GraphLayers`), a use of a child flow a component box, an outcome a green
/// exit arrow. Every string is quoted and escaped, so no name or guard can break the syntax.
public enum DOTEmitter {
    /// One document: a flow's own `digraph`, or for several flows one `digraph "flows"` with a
    /// `subgraph cluster_<Flow>` each, whose node names start with `<Flow>.` so that no two
    /// flows' nodes are one (a name used twice, in two files, gets `#2`, ...).
    public static func emit(_ flows: [FlowGraph]) -> String {
        guard flows.count > 1 else { return flows.map(emit).joined() }
        var out = "digraph \"flows\" {\n" + header
        var seen: [String: Int] = [:]
        for flow in flows {
            seen[flow.name, default: 0] += 1
            let name = flow.name + (seen[flow.name]! > 1 ? "#\(seen[flow.name]!)" : "")
            out += "    subgraph \(quote("cluster_" + name)) {\n"
            out += "        label=\(quote(name));\n"
            out += body(flow, prefix: name + ".", indent: "        ")
            out += "    }\n"
        }
        return out + "}\n"
    }

    public static func emit(_ flow: FlowGraph) -> String {
        "digraph \(quote(flow.name)) {\n" + header + body(flow, prefix: "", indent: "    ") + "}\n"
    }

    /// The graph's attributes, for every flow alike.
    static let header = """
            rankdir=LR;
            node [shape=box, style=rounded, fontname="Helvetica"];
            edge [fontname="Helvetica", fontsize=10];

        """

    /// A flow's nodes and edges, each node named `prefix` + its name, each line after `indent`.
    static func body(_ flow: FlowGraph, prefix: String, indent: String) -> String {
        func node(_ name: String) -> String { quote(prefix + name) }
        var out = ""
        if !flow.roots.isEmpty {
            out += indent + "\(node("__start")) [shape=point, width=0.15, label=\"\"];\n"
        }
        for root in flow.roots {
            out += indent + "\(node("__start")) -> \(node(flow.steps[root].name));\n"
        }
        out += nodes(flow, prefix: prefix, indent: indent)
        let below = flow.stepsBelow()
        for index in flow.stepIDs {
            let step = flow.steps[index]
            for (position, transition) in flow.transitions(of: index).enumerated() {
                var attributes: [String] = []
                let label = GraphLabels.transition(at: position, ofStep: index, in: flow)
                if !label.isEmpty { attributes.append("label=\(quote(label))") }
                if !transition.canFire {
                    attributes += ["color=\"#aaaaaa\"", "fontcolor=\"#aaaaaa\"", "style=dotted"]
                } else if !transition.isEntry {
                    attributes.append("style=dashed")
                }
                let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
                let targets = transition.canFire ? GraphLabels.destinations(of: transition, fromStep: index, below: below, in: flow) : [GraphLabels.namedStep(of: transition, fromStep: index)]
                for target in targets {
                    out += indent + "\(node(step.name)) -> \(node(flow.steps[target].name))\(suffix);\n"
                }
            }
        }
        for (index, link) in flow.links.enumerated() {
            out += indent + "\(node("__link\(index)")) [shape=note, color=\"#3366cc\", fontcolor=\"#3366cc\", label=\(quote(link.patternTexts.joined(separator: ", ")))];\n"
            let label = quote(GraphLabels.linkWalk(link, in: flow))
            out += indent + "\(node("__link\(index)")) -> \(node(flow.steps[link.walk[link.walk.count - 1]].name)) [style=dotted, color=\"#3366cc\", fontcolor=\"#3366cc\", label=\(label)];\n"
        }
        for bypass in GraphLabels.bypasses(in: flow) {
            let label = GraphLabels.skip(flow.steps[bypass.skipped], in: flow)
            out += indent + "\(node(flow.steps[bypass.from].name)) -> \(node(flow.steps[bypass.to].name)) [style=dashed, color=\"#3366cc\", fontcolor=\"#3366cc\", label=\(quote(label))];\n"
        }
        return out
    }

    /// A flow's step nodes: those outside any layer, then a `subgraph cluster_layer_<root>`
    /// for each presented layer (`GraphLayers`) with the steps drawn in it.
    static func nodes(_ flow: FlowGraph, prefix: String, indent: String) -> String {
        let layers = GraphLayers(flow)
        var out = ""
        for index in flow.stepIDs where layers.layerOfStep[index.index] == nil {
            out += indent + node(index, flow, prefix: prefix)
        }
        for layer in layers.layers {
            out += indent + "subgraph \(quote("cluster_" + prefix + "layer_" + flow.steps[layer.root].name)) {\n"
            out += indent + "    label=\(quote(layer.label)); style=\"rounded,dashed\"; color=\"#888888\"; fontcolor=\"#555555\";\n"
            for member in layer.members { out += indent + "    " + node(member, flow, prefix: prefix) }
            out += indent + "}\n"
        }
        return out
    }

    /// A step's node line: a final step has a double border, an outcome is an exit arrow, a
    /// use of a child flow a component box; broken steps are marked.
    static func node(_ index: StepID, _ flow: FlowGraph, prefix: String) -> String {
        let step = flow.steps[index]
        var attributes = ["label=\(quote(GraphLabels.node(step)))"]
        switch step.role {
        case .final: attributes.append("peripheries=2")
        case .outcome: attributes += ["shape=cds", "style=filled", "fillcolor=\"#e8f5e9\"", "color=\"#2e7d32\""]
        case .use: attributes.append("shape=component")
        case .screen: break
        }
        switch GraphLabels.problem(step, in: flow) {
        case .unreachable?:
            attributes += ["style=\"rounded,filled,dashed\"", "fillcolor=\"#eeeeee\"", "fontcolor=\"#777777\"", "xlabel=\"unreachable\""]
        case .alwaysSkipped?:
            attributes += ["style=\"rounded,dotted\"", "xlabel=\"always skipped\""]
        case .trap?:
            attributes += ["style=\"rounded,filled\"", "fillcolor=\"#ffdddd\"", "color=\"#cc0000\"", "xlabel=\"trap\""]
        case nil:
            break
        }
        return "\(quote(prefix + step.name)) [\(attributes.joined(separator: ", "))];\n"
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
