import FlowCore

extension SingleFlowChecker {
    /// `renamed from old(oldLabel: label)`: records each step's former name and labels, and
    /// reports a former name that a live step still has (`former-name-clash`), one claimed
    /// twice (`duplicate-former-name`), and a label map naming a label the step lacks
    /// (`former-label-unknown`).
    func declareFormerNames(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        for step in declarations.stepIDs {
            guard let former = flow.steps[declarations.declarationIndex[step.index]].formerName else { continue }
            if let name = former.name, let claimed = claim(name, by: step, declarations, &diagnostics) {
                declarations.formerNames[name.name] = claimed
                declarations.steps[step.index].formerName = name.name
            }
            declarations.steps[step.index].formerLabels = formerLabels(former.labels, of: step, declarations, &diagnostics)
        }
    }

    /// The range `name` is claimed at when `step` may take it as its old name; `nil` (reported)
    /// when a live step has it or another step claimed it first.
    private func claim(_ name: Identifier, by step: StepID, _ declarations: Declarations, _ diagnostics: inout Diagnostics) -> SourceRange? {
        checkName(name, as: "a step name", &diagnostics)
        if let live = declarations.stepsByName[name.name] {
            diagnostics.report(
                CheckerMessages.formerNameClash(name.name, step: declarations.steps[step.index].name), at: name.range,
                notes: [diagnostics.note("`\(name.name)` is declared here", at: declarations.steps[live.index].range)]
            )
            return nil
        }
        if let first = declarations.formerNames[name.name] {
            diagnostics.report(
                CheckerMessages.duplicateFormerName(name.name), at: name.range,
                notes: [diagnostics.note("`\(name.name)` is first claimed here", at: first)]
            )
            return nil
        }
        return name.range
    }

    /// New label → old label, for the labels of `step` that the map names, each once.
    private func formerLabels(_ renames: [LabelRename], of step: StepID, _ declarations: Declarations, _ diagnostics: inout Diagnostics) -> [String: String] {
        let declared = declarations.steps[step.index]
        let labels = declared.parameters.map(\.label.name)
        var formerLabels: [String: String] = [:]
        for rename in renames {
            checkName(rename.old, as: "a parameter label", &diagnostics)
            guard labels.contains(rename.new.name) else {
                let suggestion = EditDistance.closest(to: rename.new.name, in: labels)
                diagnostics.report(
                    CheckerMessages.formerLabelUnknown(rename.new.name, step: declared.name, suggestion: suggestion), at: rename.new.range,
                    notes: [diagnostics.note(labels.isEmpty ? "`\(declared.name)` takes no payload" : "`\(declared.name)` is declared here", at: declared.range)],
                    fixIts: suggestion.map { [FixIt.replace(rename.new.range, with: $0, "replace with `\($0)`")] } ?? []
                )
                continue
            }
            guard formerLabels[rename.new.name] == nil else {
                diagnostics.report(CheckerMessages.formerLabelTwice(rename.new.name), at: rename.new.range)
                continue
            }
            formerLabels[rename.new.name] = rename.old.name
        }
        return formerLabels
    }
}
