import FlowCore

extension SingleFlowChecker {
    /// `inconsistent-payload`, where an alert is one of an event's targets: the transition that
    /// shows an alert supplies its payload, as one that enters a payload step does, so one
    /// event of one step must lead only to steps and alerts with the same payload. Read on the
    /// graph before its alerts are answered (`checkPayloadAgreement` reads the steps' targets
    /// after, and reports a disagreement between steps alone).
    func checkAlertPayloadAgreement(_ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        guard !graph.alerts.isEmpty else { return }
        for step in graph.stepIDs {
            let transitions = graph.steps[step].transitions.filter(\.canFire)
            for position in transitions.indices where !transitions[..<position].contains(where: { $0.eventID == transitions[position].eventID }) {
                let members = transitions[position...].filter { $0.eventID == transitions[position].eventID }
                guard let alertLine = members.first(where: { if case .alert = $0.move { true } else { false } }),
                      case .alert(let alert) = alertLine.move else { continue }
                let payload = graph.alerts[alert].parameters
                guard let other = members.first(where: { !Self.samePayload(payload, Self.payload(supplying: $0.move, graph)) }) else { continue }
                diagnostics.report(
                    CheckerMessages.inconsistentPayload(event: transitions[position].event, from: Self.owner(of: transitions[position], step: step, graph)),
                    at: transitions[position].range,
                    notes: [payloadNote(alertLine, graph, diagnostics), payloadNote(other, graph, diagnostics)]
                )
            }
        }
    }

    /// The payload a transition's trigger supplies for `move`: the alert's, or the entered
    /// step's; none for a move that only unwinds.
    private static func payload(supplying move: Move, _ graph: FlowGraph) -> [PayloadParameter] {
        switch move {
        case .alert(let alert): graph.alerts[alert].parameters
        case .enter(let entry), .unwindThenEnter(_, let entry): graph.steps[entry.step].parameters
        case .tab(let move): move.then.map { graph.steps[$0.step].parameters } ?? []
        case .unwind, .close: []
        }
    }

    /// Whether two payloads have the same labels and types, in order.
    private static func samePayload(_ left: [PayloadParameter], _ right: [PayloadParameter]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0.label.name == $1.label.name && $0.type == $1.type }
    }

    /// "it can show dialog `itemOptions(id: String)`", "it can show `item(id: String)`", or
    /// "it can go back, which takes no payload".
    private func payloadNote(_ transition: FlowGraph.Transition, _ graph: FlowGraph, _ diagnostics: Diagnostics) -> Note {
        let parameters = Self.payload(supplying: transition.move, graph)
        let signature = parameters.isEmpty ? "" : "(" + parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
        switch transition.move {
        case .alert(let alert):
            let shown = graph.alerts[alert]
            return diagnostics.note("it can show \(shown.style.keyword) `\(shown.name)\(signature)`", at: shown.range)
        case .enter(let entry), .unwindThenEnter(_, let entry):
            return diagnostics.note("it can show `\(graph.stepName(entry.step))\(signature)`", at: graph.steps[entry.step].range)
        case .tab(let move) where move.then != nil:
            let entered = move.then!.step
            return diagnostics.note("it can show `\(graph.stepName(entered))\(signature)`", at: graph.steps[entered].range)
        case .tab, .unwind, .close:
            return diagnostics.note("it can go back, which takes no payload", at: transition.range)
        }
    }
}
