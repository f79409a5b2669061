/// Writes a lock as text: UTF-8 lines ending in LF, two-space indented, in the model's order
/// (`LockBuilder` sorts), so that the same lock always gives the same bytes and a release's
/// lock diff reads as a description of its changes.
public enum LockPrinter {
    /// The lock's text; `flowcVersion` appears only in the comment header, which `LockParser`
    /// skips.
    public static func text(of lock: Lock, flowcVersion: String) -> String {
        var lines = [
            "# flowc.lock: the flows of one module as release \(lock.header.release) shipped them.",
            "# Written by `flowc lock` (flowc \(flowcVersion)); read by `flowc compat`. docs/Compatibility.md. Don't edit.",
            "flowc-lock \(lock.header.format)",
            "rules \(lock.header.rules)",
            "saved-walk-format \(lock.header.savedWalkFormat)",
            "release \(lock.header.release)",
            "walk-floor \(lock.header.walkFloor ?? "none")",
        ]
        for flow in lock.flows {
            lines.append("")
            lines += flowLines(flow)
        }
        for app in lock.apps {
            lines.append("")
            lines.append("app \(app.name)")
            lines += app.roots.map { "  " + $0.text }
        }
        if !lock.links.isEmpty || !lock.retiredLinks.isEmpty {
            lines.append("")
            lines.append("links")
            lines += lock.links.flatMap(linkLines)
            lines += lock.retiredLinks.map { "  " + retiredLinkLine($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func flowLines(_ flow: Lock.Flow) -> [String] {
        var lines = ["flow \(flow.name)", "  kind \(flow.kind.keyword)", "  roots \(list(flow.roots))"]
        lines += flow.steps.map { "  " + stepLine($0) }
        lines += flow.outcomes.map { "  outcome \($0.name)" + LockText.parameterList($0.parameters) }
        lines += flow.next.map { next in
            "  next \(next.step): " + list(next.successors.map { $0.step + ($0.style.isPresented ? " as " + $0.style.name : "") })
        }
        lines += flow.retired.map { "  " + retiredStepLine($0) }
        return lines
    }

    /// `step NAME[(payload)] [uses Flow] [final]  json SPELLING`.
    static func stepLine(_ step: Lock.Step) -> String {
        var head = "step " + step.name + LockText.parameterList(step.parameters)
        switch step.role {
        case .screen: break
        case .final: head += " final"
        case .use(let flow): head += " uses " + flow
        }
        return head + "  json " + step.json
    }

    static func retiredStepLine(_ retired: Lock.RetiredStep) -> String {
        let shape = retired.shape.map { "(" + $0.map(\.text).joined(separator: ", ") + ")" } ?? ""
        let fate = switch retired.fate {
        case .renamed(let step): "renamed " + step
        case .fallback(let step): "fallback " + step
        case .cut: "cut"
        }
        return "retired step \(retired.name)\(shape) last \(retired.last) -> \(fate)"
    }

    static func linkLines(_ link: Lock.Link) -> [String] {
        var lines = ["  \(link.qualifiedName) \"\(link.forms[0].pattern)\" \(LockText.placeholderList(link.placeholders)) -> \(list(link.walk))"]
        for form in link.forms.dropFirst() {
            switch form.kind {
            case .built, .form: lines.append("    form \"\(form.pattern)\"")
            case .legacy: lines.append("    also \"\(form.pattern)\"")
            }
        }
        lines += link.examples.map { "    example \"\($0.url)\"" }
        return lines
    }

    static func retiredLinkLine(_ link: Lock.RetiredLink) -> String {
        let destination = switch link.destination {
        case .walk(let walk): list(walk)
        case .web: "web"
        case .refused: "refused"
        }
        return "retired link \(link.qualifiedName) \(LockText.quoted(link.patterns)) \(LockText.placeholderList(link.placeholders)) last \(link.last) -> \(destination)"
    }

    /// `a, b, c`, or `-` for none.
    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "-" : items.joined(separator: ", ")
    }
}
