import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The steps of a link's walk as Swift values, their payloads the placeholders' values
    /// (`_0`, `_1`, ...): `[.productList, .productDetail(id: _0)]`.
    func walkSteps(_ walk: [StepID], arguments: [[Int?]], childSteps: [String]) -> [String] {
        var steps = walk.enumerated().map { position, step in
            let parameters = flow.steps[step].parameters
            let name = "." + model.stepCases[step.index]
            guard !parameters.isEmpty else { return name }
            // A parameter the link leaves out takes its default, as Swift does.
            let arguments = zip(parameters, arguments[position]).compactMap { parameter, placeholder in
                placeholder.map { SwiftNames.label(parameter.label.name) + ": _" + String($0) }
            }
            return name + "(" + arguments.joined(separator: ", ") + ")"
        }
        // A walk that lands inside a child: the use-step's entries hold the child's steps.
        if let use = walk.last, !childSteps.isEmpty {
            let useCase = "." + model.stepCases[use.index]
            steps = steps.dropLast() + childSteps.map { useCase + "(." + SwiftNames.identifier($0) + ")" }
        }
        return steps
    }

    /// `_legacyWalk(url:)`: the walk a removed link's URL opens (`removed link share
    /// "myshop://share/{id}" -> productList`), matched form by form after every live link.
    /// A removed link `-> web` or `-> refused` has none: its URLs are refused (`.unknownLink`).
    func emitLegacyWalks(into printer: inout CodePrinter) {
        let forms = model.compat.legacyWalks.indices.flatMap { link in
            model.compat.legacyWalks[link].patterns.indices.map { (link: link, form: $0) }
        }
        guard !forms.isEmpty else { return }
        printer.line()
        printer.line("private static let _legacyPatterns = [")
        printer.indented { printer in
            for form in forms {
                printer.line(runtime(.flowLinkPattern), "(_checked: ", SwiftNames.stringLiteral(model.compat.legacyWalks[form.link].patternTexts[form.form]), "),")
            }
        }
        printer.line("]")
        printer.line()
        printer.doc(["The walk a URL of a link \(name) removed opens (`removed link`), or `nil`."])
        printer.block("\(access) static func _legacyWalk(url: Swift.String) -> [\(stepType)]?") { printer in
            printer.line("guard let parts = \(runtime(.flowLinkURL))(url) else { return nil }")
            printer.block("for (index, pattern) in \(flowType)._legacyPatterns.enumerated()") { printer in
                printer.line("guard let values = pattern.match(parts) else { continue }")
                printer.line("switch index {")
                for (flat, form) in forms.enumerated() {
                    printer.line("case ", String(flat), ":")
                    printer.indented { printer in emitLegacyWalk(model.compat.legacyWalks[form.link], form: form.form, into: &printer) }
                }
                printer.line("default:")
                printer.line("    continue")
                printer.line("}")
            }
            printer.line("return nil")
        }
    }

    /// One form's arm: its values converted (a value the URL leaves out is `nil`, or a value
    /// that doesn't convert skips the form), then the walk.
    private func emitLegacyWalk(_ link: FlowGraph.RemovedLink, form: Int, into printer: inout CodePrinter) {
        guard case .walk(let walk, let arguments, let types) = link.destination else { return }
        let own = link.patterns[form].placeholders
        for (placeholder, written) in types.enumerated() {
            let type = model.payloadTypes.spelling(written)
            let name = "_" + String(placeholder)
            guard let position = own.firstIndex(of: link.patterns[0].placeholders[placeholder]) else {
                printer.line("let ", name, ": ", type, " = nil")
                continue
            }
            let value = "values[" + String(position) + "]"
            if type.hasSuffix("?") {
                printer.line("var ", name, ": ", type, " = nil")
                printer.line("if let text = \(value) { guard let value = \(runtime(.flowLinkValue))(", String(type.dropLast()), ".self, from: text) else { continue }; \(name) = value }")
            } else {
                printer.line("guard let \(name) = \(runtime(.flowLinkValue))(", type, ".self, from: \(value)) else { continue }")
            }
        }
        printer.line("return [", walkSteps(walk, arguments: arguments, childSteps: link.childSteps).joined(separator: ", "), "]")
    }
}
