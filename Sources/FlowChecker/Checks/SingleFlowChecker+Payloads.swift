import FlowCore

extension SingleFlowChecker {
    /// One event of a step must lead to steps that take the same payload. Runs only when no
    /// skip rule loops or enters a payload step, so every step shown by going on through a
    /// skip rule has no payload.
    func checkPayloadAgreement(_ graph: FlowGraph, reverse: StepGraph, _ diagnostics: inout Diagnostics) {
        let n = graph.steps.count
        let steps = graph.steps
        // entering u can end in a shown step when u can be shown or a skip from u can.
        let canShow = reverse.reachable(from: steps.indices.filter { !steps[$0].facts.isAlwaysSkipped }.map { n + $0 })
        func skipsOnToAShownStep(_ step: StepID) -> Bool {
            guard steps[step].facts.canBeSkipped else { return false }
            return graph.steps[step].transitions.contains { transition in
                guard transition.continuesSkip, let onward = Self.entered(by: transition.move) else { return false }
                return canShow[reverse.entering(onward)]
            }
        }
        // Each way on: the step it can show and whether that step itself is shown (otherwise
        // the flow skips on from it to steps without payload), or `nil` for going back, which
        // takes no payload. Compared without building text.
        typealias WayOn = (step: StepID?, isShown: Bool)
        func payloadStep(_ way: WayOn) -> StepID? {
            guard let step = way.step else { return nil }
            return way.isShown && !steps[step].parameters.isEmpty ? step : nil
        }
        for index in graph.stepIDs {
            // An alert's button supplies no payload (`alert-button-payload`).
            let transitions = graph.transitions(of: index).filter { $0.origin.alert == nil }
            // Each event once, at its first transition; events compared by id, not by name.
            for position in transitions.indices where !transitions[..<position].contains(where: { $0.eventID == transitions[position].eventID }) {
                let eventID = transitions[position].eventID
                var first: WayOn?
                var other: WayOn?
                func consider(_ way: WayOn) {
                    guard let firstWay = first else { return first = way }
                    if other == nil, !samePayload(payloadStep(firstWay), payloadStep(way), graph) { other = way }
                }
                for later in position..<transitions.endIndex where transitions[later].eventID == eventID && transitions[later].canFire {
                    // A `then` move enters its step too, and its event supplies the payload.
                    guard let target = Self.entered(by: transitions[later].move) else {
                        consider((nil, false))
                        continue
                    }
                    if !steps[target].facts.isAlwaysSkipped { consider((target, true)) }
                    if skipsOnToAShownStep(target) { consider((target, false)) }
                }
                guard let first, let other else { continue }
                let notes = [first, other].map { way in
                    guard let step = way.step else {
                        let back = transitions[position...].first { $0.eventID == eventID && Self.entered(by: $0.move) == nil }!
                        return diagnostics.note("it can go back, which takes no payload", at: back.range)
                    }
                    return payloadNote(showing: step, isShown: way.isShown, graph, diagnostics)
                }
                diagnostics.report(
                    CheckerMessages.inconsistentPayload(event: transitions[position].event, from: Self.owner(of: transitions[position], step: index, graph)), at: transitions[position].range,
                    notes: notes
                )
            }
        }
    }

    /// Whether two steps (`nil`: none) take the same payload: the same labels and types.
    private func samePayload(_ a: StepID?, _ b: StepID?, _ graph: FlowGraph) -> Bool {
        guard let a, let b else { return a == b }
        let left = graph.steps[a].parameters, right = graph.steps[b].parameters
        return left.count == right.count && zip(left, right).allSatisfy { $0.label.name == $1.label.name && $0.type == $1.type }
    }

    /// No skip rule may enter a payload step: nothing would supply the payload. An outcome
    /// with a payload is `skip-into-outcome`'s, not this check's. Whether it found one.
    func checkSkipsIntoPayloads(_ graph: FlowGraph, _ diagnostics: inout Diagnostics) -> Bool {
        var found = false
        for index in graph.stepIDs where graph.steps[index].facts.canBeSkipped {
            for transition in graph.steps[index].transitions where transition.continuesSkip {
                guard let target = Self.entered(by: transition.move), !graph.steps[target].parameters.isEmpty,
                      graph.steps[target].role != .outcome else { continue }
                let name = graph.stepName(index)
                diagnostics.report(
                    CheckerMessages.skipIntoPayload(skipped: name, target: graph.stepName(target)), at: transition.range,
                    notes: [diagnostics.note("`\(name)` is skipped here", at: graph.steps[index].skipRange ?? graph.steps[index].range)]
                        + takenNote(transition, by: index, graph, diagnostics)
                )
                found = true
            }
        }
        return found
    }

    /// "it can show `step(label: Type)`"; for a step reached by skipping, one that is shown,
    /// found only now that it is needed.
    private func payloadNote(showing step: StepID, isShown: Bool, _ graph: FlowGraph, _ diagnostics: Diagnostics) -> Note {
        let shown = isShown || graph.steps[step].parameters.isEmpty ? step
            : graph.shownSteps(after: step, event: .next).first { graph.steps[$0].parameters.isEmpty } ?? step
        let parameters = graph.steps[shown].parameters
        let signature = parameters.isEmpty ? "" : "(" + parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
        return diagnostics.note("it can show `\(graph.stepName(shown))\(signature)`", at: graph.steps[shown].range)
    }

    /// The step whose payload a move needs: the step it enters, by itself or after unwinding;
    /// `nil` for an unwinding alone, which takes none.
    private static func entered(by move: Move) -> StepID? {
        switch move {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step
        case .tab(let move): move.then?.step
        case .unwind, .alert, .close: nil
        }
    }
}
