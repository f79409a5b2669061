import FlowCore

extension SingleFlowChecker {
    /// A skip rule goes on to a step that is shown instead; it can't end the flow. A skipped
    /// step whose `next` transition, taken while the rule holds, enters an outcome is an error
    /// at the skip rule, which says what to write instead. Whether it found one.
    func checkSkipsIntoOutcomes(_ graph: FlowGraph, _ diagnostics: inout Diagnostics) -> Bool {
        var found = false
        for index in graph.stepIDs where graph.steps[index].facts.canBeSkipped {
            guard let skipRange = graph.steps[index].skipRange else { continue }
            for transition in graph.steps[index].transitions where transition.continuesSkip {
                guard let target = transition.move.entry?.step, graph.steps[target].role == .outcome else { continue }
                let name = graph.stepName(index), outcome = graph.stepName(target)
                diagnostics.report(
                    CheckerMessages.skipIntoOutcome(skipped: name, outcome: outcome, condition: conditionText(at: skipRange, diagnostics)),
                    at: skipRange,
                    notes: [diagnostics.note("`\(name)` goes on into outcome `\(outcome)` here", at: transition.range)]
                )
                found = true
                break
            }
        }
        return found
    }

    /// The source text of the condition of the skip rule written at `range`.
    private func conditionText(at range: SourceRange, _ diagnostics: Diagnostics) -> String {
        let rule = flow.steps.lazy.compactMap(\.skips.first).first { $0.range == range }
        return rule.map { diagnostics.file.text($0.condition.range) } ?? "…"
    }
}
