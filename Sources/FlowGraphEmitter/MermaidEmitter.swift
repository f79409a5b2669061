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
/// trap steps get classes that colour them.
public enum MermaidEmitter {
    public static func emit(_ flows: [FlowGraph]) -> String {
        flows.map(emit).joined(separator: "\n")
    }

    public static func emit(_ flow: FlowGraph) -> String {
        var out = "---\ntitle: \(escape(flow.name))\n---\nstateDiagram-v2\n    direction LR\n"
        for (index, step) in flow.steps.enumerated() {
            out += "    state \"\(escape(GraphLabels.node(step)))\" as s\(index)\n"
        }
        for root in flow.roots {
            out += "    [*] --> s\(root)\n"
        }
        let below = flow.stepsBelow()
        for (index, step) in flow.steps.enumerated() {
            for (position, transition) in flow.transitions(of: index).enumerated() where transition.canFire {
                let label = GraphLabels.transition(at: position, ofStep: index, in: flow)
                for target in GraphLabels.destinations(of: transition, fromStep: index, below: below) {
                    out += "    s\(index) --> s\(target)" + (label.isEmpty ? "" : " : \(escape(label))") + "\n"
                }
            }
            if step.isFinal {
                out += "    s\(index) --> [*]\n"
            }
        }
        for (index, link) in flow.links.enumerated() {
            out += "    state \"\(escape("link " + link.patternTexts.joined(separator: ", ")))\" as l\(index)\n"
            out += "    l\(index) --> s\(link.walk[link.walk.count - 1]) : \(escape(GraphLabels.linkWalk(link, in: flow)))\n"
        }
        for bypass in GraphLabels.bypasses(in: flow) {
            out += "    s\(bypass.from) --> s\(bypass.to) : \(escape(GraphLabels.skip(flow.steps[bypass.skipped], in: flow)))\n"
        }
        var classes: [GraphLabels.Problem: [Int]] = [:]
        for (index, step) in flow.steps.enumerated() {
            if let problem = GraphLabels.problem(step, in: flow) { classes[problem, default: []].append(index) }
        }
        if !flow.links.isEmpty {
            out += "    classDef link fill:#eef4ff,stroke:#3366cc,color:#3366cc\n"
            out += "    class \(flow.links.indices.map { "l\($0)" }.joined(separator: ",")) link\n"
        }
        let styles: [(GraphLabels.Problem, String, String)] = [
            (.unreachable, "unreachable", "fill:#eeeeee,color:#777777,stroke-dasharray:5 5"),
            (.alwaysSkipped, "alwaysSkipped", "stroke-dasharray:2 2"),
            (.trap, "trap", "fill:#ffdddd,stroke:#cc0000,color:#cc0000"),
        ]
        for (problem, name, style) in styles {
            guard let members = classes[problem] else { continue }
            out += "    classDef \(name) \(style)\n"
            out += "    class \(members.map { "s\($0)" }.joined(separator: ",")) \(name)\n"
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
