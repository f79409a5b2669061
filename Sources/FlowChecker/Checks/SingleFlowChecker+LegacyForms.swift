import FlowCore
import FlowLinks

extension SingleFlowChecker {
    /// A legacy form (`also`) of a link, resolved: its pattern, and for each placeholder of the
    /// link's first form, its index among the legacy form's placeholders (`nil` where it lacks one).
    struct LegacyForm {
        var pattern: FlowLinkPattern
        var valueIndices: [Int?]
    }

    /// Parses each legacy form of `declared` and matches its placeholders to the first of the
    /// live forms' (`live`). A legacy form is never built, so it may carry placeholders that bind nothing,
    /// and may lack one whose parameters (`bound`: each written step, with each parameter's
    /// placeholder) all have defaults; `nil` (each mistake reported) otherwise.
    func resolveLegacyForms(
        _ declared: LinkDecl, live: [FlowLinkPattern], bound: [(StepID, [Int?])], _ graph: FlowGraph, _ diagnostics: inout Diagnostics
    ) -> [LegacyForm]? {
        let first = live[0]
        var forms: [LegacyForm] = []
        var isValid = true
        for form in declared.legacyPatterns {
            guard let (pattern, formIsValid) = parseForm(form, of: declared, &diagnostics), formIsValid else {
                isValid = false
                continue
            }
            let indices = first.placeholders.map { pattern.placeholders.firstIndex(of: $0) }
            for (placeholder, index) in indices.enumerated() {
                // A live form with it in its query reports a type that can't be absent already.
                let name = first.placeholders[placeholder]
                let isQuery = pattern.query.contains { $0.placeholder == name } && !live.contains { $0.query.contains { $0.placeholder == name } }
                for (step, arguments) in bound {
                    for (parameter, argument) in zip(graph.steps[step].parameters, arguments) where argument == placeholder {
                        guard !supplies(parameter, of: step, index: index, isQuery: isQuery, in: form, first.placeholders[placeholder], graph, &diagnostics) else { continue }
                        isValid = false
                    }
                }
            }
            forms.append(LegacyForm(pattern: pattern, valueIndices: indices))
        }
        return isValid ? forms : nil
    }

    /// Whether a legacy form can supply `parameter`: it has the placeholder (in its query only
    /// when the parameter may be absent), or the parameter has a default; reported otherwise.
    private func supplies(
        _ parameter: PayloadParameter, of step: StepID, index: Int?, isQuery: Bool, in form: LinkDecl.Pattern, _ placeholder: String,
        _ graph: FlowGraph, _ diagnostics: inout Diagnostics
    ) -> Bool {
        let note = diagnostics.note("`\(parameter.label.name)` is declared here", at: parameter.typeRange)
        guard index != nil else {
            guard parameter.defaultValue == nil else { return true }
            diagnostics.report(
                CheckerMessages.legacyFormLacksPlaceholder(form.text, placeholder: placeholder, step: graph.stepName(step), label: parameter.label.name),
                at: form.range, notes: [note]
            )
            return false
        }
        guard isQuery, let problem = Self.linkTypeProblem(parameter.type, isQuery: true, hasDefault: parameter.defaultValue != nil) else { return true }
        diagnostics.report(CheckerMessages.placeholderType(placeholder, type: parameter.type, problem), at: form.range, notes: [note])
        return false
    }
}
