import FlowCore

extension FormatPrinter {
    /// ` renamed from old(oldLabel: label)` after a step's header, or nothing.
    static func formerNameText(_ formerName: FormerName?) -> String {
        guard let formerName else { return "" }
        var text = " renamed from"
        if let name = formerName.name { text += " " + name.name }
        if !formerName.labels.isEmpty {
            text += (formerName.name == nil ? " " : "") + "(" + formerName.labels.map { $0.old.name + ": " + $0.new.name }.joined(separator: ", ") + ")"
        }
        return text
    }

    /// `removed step name(label: Type) -> fallback`.
    static func removedStepText(_ removed: RemovedStepDecl) -> String {
        var text = "removed step " + removed.name.name
        if let shape = removed.shape { text += parametersText(shape) }
        if let fallback = removed.fallback { text += " -> " + fallback.name }
        return text
    }

    /// `removed link name "pattern", ... -> walk`, `-> web` or `-> refused`; no arrow when none was written.
    static func removedLinkText(_ removed: RemovedLinkDecl) -> String {
        var text = "removed link " + removed.name.name + " " + patternsText(removed.patterns)
        switch removed.destination {
        case .walk(let items):
            var stack = stackText(items)
            // A walk of one step named like a destination keyword: the name in backticks.
            if stack.count == 1, ["web", "refused"].contains(stack[0]) { stack[0] = "`\(stack[0])`" }
            text += " -> " + stack.joined(separator: ", ")
        case .web: text += " -> web"
        case .refused(let keyword): text += keyword == nil ? "" : " -> refused"
        }
        return text
    }

    /// `(label: Type = default, ...)`, or `()` for none.
    static func parametersText(_ parameters: [PayloadParameter]) -> String {
        "(" + parameters.map { parameter in
            "\(parameter.label.name): \(parameter.type)" + (parameter.defaultValue.map { " = " + $0 } ?? "")
        }.joined(separator: ", ") + ")"
    }

    /// `"pattern", "pattern"`.
    static func patternsText(_ patterns: [LinkDecl.Pattern]) -> String {
        patterns.map { "\"" + $0.text + "\"" }.joined(separator: ", ")
    }

    /// A link's stack, an item each: `a`, `b(label: placeholder)`, `use.step`, `c as sheet`.
    static func stackText(_ items: [LinkDecl.Item]) -> [String] {
        items.map { item in
            let name = item.step.name + (item.childStep.map { "." + $0.name } ?? "")
            let style = item.style.isPresented ? " as " + item.style.name : ""
            return item.bindings.isEmpty ? name + style
                : name + "(" + item.bindings.map { $0.label.name + ": " + $0.placeholder.name }.joined(separator: ", ") + ")" + style
        }
    }
}
