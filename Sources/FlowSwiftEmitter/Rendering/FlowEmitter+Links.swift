import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The link enum, one case a `link` with its placeholders' values, and the flow's
    /// conformance to `FlowDefinitionWithLinks`. Only for a flow with links.
    func emitLinks(into printer: inout CodePrinter) {
        let linkType = model.names.link
        printer.doc([
            "The deep links of \(name): `\(linkType)(url:)` reads a URL into one, `urlString` (or `url`) builds it",
            "back (`nil` when no URL that opens it spells its values), and `walk` is the legal walk it lands on;",
            "`navigator.open(url:)` does all of it.",
        ])
        printer.block("nonisolated \(access) enum \(linkType): \(runtime(.flowLink)), Swift.Hashable, Swift.Sendable") { printer in
            printer.line("\(access) typealias Flow = \(flowType)")
            emitLinkCases(into: &printer)
            printer.line()
            printer.line("private static let _patterns = [")
            printer.indented { printer in
                for form in linkForms {
                    printer.line(runtime(.flowLinkPattern), "(_checked: ", SwiftNames.stringLiteral(patternText(form)), "),")
                }
            }
            printer.line("]")
            printer.line()
            emitMatching(into: &printer)
            printer.line()
            emitURLText(into: &printer)
            printer.line()
            emitLinkWalks(into: &printer)
            emitPlacements(into: &printer)
        }
        printer.line()
        printer.block("nonisolated extension \(flowType): \(runtime(.flowDefinitionWithLinks))") { printer in
            printer.line("\(access) typealias Link = \(linkType)")
            emitLegacyWalks(into: &printer)
        }
    }

    /// One case a link, with its placeholders' values (and their parameters' defaults).
    private func emitLinkCases(into printer: inout CodePrinter) {
        for (index, link) in flow.links.enumerated() {
            let steps = flow.describe(link).map { "`" + $0 + "`" }.joined(separator: ", ")
            printer.line("/// ", link.patternTexts.map { "`" + $0 + "`" }.joined(separator: ", "), ": ", steps, ".")
            let placeholders = link.placeholders
            // A value's default is its payload parameter's, so `TodoLink.tasks()` is the
            // link to the step as it starts.
            let defaults = model.placeholderParameters(ofLink: index).map { $0.defaultValue.map { " = " + $0 } ?? "" }
            let parameters = placeholders.indices.map {
                SwiftNames.label(placeholders[$0]) + ": " + model.payloadTypes.spelling(link.valueTypes[$0]) + defaults[$0]
            }
            let payload = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")"
            printer.line("case ", model.linkCases[index], payload)
        }
    }

    /// `_urlText`: the URL of a link's first form, built from its values.
    private func emitURLText(into printer: inout CodePrinter) {
        let linkType = model.names.link
        printer.block("\(access) var _urlText: Swift.String?") { printer in
            printer.line("switch self {")
            for (index, link) in flow.links.enumerated() {
                // A link that carries the URL that opened it builds that URL.
                if let type = link.wholeURLType {
                    let value = "_" + String(link.pattern.placeholders.count)
                    let ignored = String(repeating: "_, ", count: link.pattern.placeholders.count)
                    printer.line("case .", model.linkCases[index], "(", ignored, "let ", value, "):")
                    printer.line("    return ", Self.isString(type) ? value : value + ".absoluteString")
                    continue
                }
                printer.line("case ", casePattern(index), ":")
                printer.indented { printer in
                    let values = link.placeholderTypes.indices.map { placeholder in
                        link.placeholderTypes[placeholder].hasSuffix("?") ? "_\(placeholder).map(\(runtime(.flowLinkText)))" : "\(runtime(.flowLinkText))(_\(placeholder))"
                    }
                    let first = linkForms.firstIndex { $0.link == index && $0.form == .live(0) }!
                    let statement = "return \(linkType)._patterns[\(first)].url([" + values.joined(separator: ", ") + "])"
                    // Mapped to the first placeholder's payload type, as the conversions are.
                    guard let first = model.placeholderParameters(ofLink: index).first else { return printer.line(statement) }
                    emitMappedStatement("", "", statement, at: first, into: &printer)
                    printer.unindentedLine("#sourceLocation()")
                }
            }
            printer.line("}")
        }
    }

    /// `walk`: the legal walk a link lands on, its payloads supplied by its values.
    private func emitLinkWalks(into printer: inout CodePrinter) {
        printer.block("\(access) var walk: [\(stepType)]") { printer in
            printer.line("switch self {")
            for (index, link) in flow.links.enumerated() {
                let steps = walkSteps(link.walk, arguments: link.arguments, childSteps: link.childSteps)
                let used = Set(flow.links[index].arguments.flatMap { $0.compactMap { $0 } })
                printer.line("case ", casePattern(index, used: used), ": [", steps.joined(separator: ", "), "]")
            }
            printer.line("}")
        }
    }

    /// Whether the payload type the whole URL is bound to is a string (else it is a `URL`).
    static func isString(_ type: String) -> Bool {
        type == "String" || type == "Swift.String"
    }

    /// `placement`, when a link presents over the current stack: the others land on their walk.
    private func emitPlacements(into printer: inout CodePrinter) {
        let over = flow.links.indices.filter { flow.links[$0].landing == .overCurrentStack }
        guard !over.isEmpty else { return }
        printer.line()
        printer.block("\(access) var placement: \(runtime(.flowLinkPlacement))") { printer in
            printer.line("switch self {")
            printer.line("case ", over.map { "." + model.linkCases[$0] }.joined(separator: ", "), ": .overCurrentStack")
            if over.count < flow.links.count { printer.line("default: .walk") }
            printer.line("}")
        }
    }

    /// A form of a link: one of its patterns, or one of its legacy `also` patterns, which
    /// `init?(url:)` matches and `urlString` never builds.
    enum LinkForm: Equatable {
        case live(Int)
        case legacy(Int)
    }

    /// Every form of every link, in the order they are matched: `_patterns`. A link's legacy
    /// forms come after its own.
    private var linkForms: [(link: Int, form: LinkForm)] {
        flow.links.indices.flatMap { link in
            flow.links[link].patterns.indices.map { (link: link, form: LinkForm.live($0)) }
                + flow.links[link].legacyPatterns.indices.map { (link: link, form: LinkForm.legacy($0)) }
        }
    }

    /// The pattern of a form, as written.
    private func patternText(_ form: (link: Int, form: LinkForm)) -> String {
        switch form.form {
        case .live(let index): flow.links[form.link].patternTexts[index]
        case .legacy(let index): flow.links[form.link].legacyPatternTexts[index]
        }
    }

    /// For each placeholder of a link's first form, its index among a form's values; `nil`
    /// where a legacy form lacks it.
    private func valueIndices(_ form: (link: Int, form: LinkForm)) -> [Int?] {
        switch form.form {
        case .live(let index): flow.links[form.link].valueIndices(ofForm: index)
        case .legacy(let index): flow.links[form.link].legacyValueIndices[index]
        }
    }

    /// `.reviews(let _0)`, or `.reviews` for a link without placeholders; `_` for a value not
    /// in `used` (a placeholder of a link that binds the whole URL may bind no payload).
    private func casePattern(_ index: Int, used: Set<Int>? = nil) -> String {
        let count = flow.links[index].placeholders.count
        guard count > 0 else { return "." + model.linkCases[index] }
        let bindings = (0..<count).map { used?.contains($0) == false ? "_" : "let _\($0)" }
        return "." + model.linkCases[index] + "(" + bindings.joined(separator: ", ") + ")"
    }

    /// `init?(_matching:)`: the first form of a link whose pattern matches and whose values
    /// convert, each form a case of the switch (reading its values in its own order). Each
    /// conversion is mapped to its payload type's `.flow` line, so a type that isn't a
    /// `FlowLinkValue` is reported there.
    private func emitMatching(into printer: inout CodePrinter) {
        printer.block("\(access) init?(_matching url: Swift.String)") { printer in
            printer.line("guard let parts = \(runtime(.flowLinkURL))(url) else { return nil }")
            printer.block("for (index, pattern) in \(model.names.link)._patterns.enumerated()") { printer in
                if flow.links.contains(where: { !$0.pattern.placeholders.isEmpty }) {
                    printer.line("guard let values = pattern.match(parts) else { continue }")
                } else {
                    printer.line("guard pattern.match(parts) != nil else { continue }")
                }
                printer.line("switch index {")
                for (flat, form) in linkForms.enumerated() {
                    let index = form.link
                    let link = flow.links[index]
                    let valueIndices = valueIndices(form)
                    printer.line("case ", String(flat), ":")
                    printer.indented { printer in
                        let parameters = model.placeholderParameters(ofLink: index)
                        for (placeholder, written) in link.valueTypes.enumerated() {
                            let type = model.payloadTypes.spelling(written)
                            let name = "_" + String(placeholder)
                            if placeholder == link.pattern.placeholders.count {
                                // The whole URL, as the text matched, or read as a `URL`.
                                printer.line(Self.isString(written) ? "let \(name): \(type) = url" : "guard let \(name) = \(type)(string: url) else { continue }")
                                continue
                            }
                            // A value the URL may leave out (a query parameter) starts as
                            // `nil`, or as its parameter's default.
                            let absent = type.hasSuffix("?") ? "nil" : parameters[placeholder].defaultValue
                            guard let position = valueIndices[placeholder] else {
                                // A legacy form without this placeholder: the checker proved it has one of these.
                                printer.line("let ", name, ": ", type, " = ", absent ?? "nil")
                                continue
                            }
                            let value = "values[" + String(position) + "]"
                            if let absent {
                                let base = type.hasSuffix("?") ? String(type.dropLast()) : type
                                printer.line("var ", name, ": ", type, " = ", absent)
                                emitMappedStatement("if let text = \(value) { guard let value = \(runtime(.flowLinkValue))(", base, ".self, from: text) else { continue }; \(name) = value }", at: parameters[placeholder], into: &printer)
                            } else {
                                emitMappedStatement("guard let \(name) = \(runtime(.flowLinkValue))(", type, ".self, from: \(value)) else { continue }", at: parameters[placeholder], into: &printer)
                            }
                            printer.unindentedLine("#sourceLocation()")
                        }
                        let values = link.placeholders.enumerated().map { SwiftNames.label($0.element) + ": _" + String($0.offset) }
                        printer.line("self = .", model.linkCases[index], values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
                        printer.line("return")
                    }
                }
                printer.line("default:")
                printer.line("    continue")
                printer.line("}")
            }
            printer.line("return nil")
        }
    }
}
