import FlowChecker
import FlowCore

/// Alerts in the planner: a transition that shows an alert is made as the alert shown and one
/// of its buttons tapped, with the same flags, so that no walk stops with an alert shown.
extension FlowMoves {
    /// `option` as a walk makes it: where its transition shows an alert, one option for each
    /// of the alert's buttons, in order, each shown and answered with the option's flags (a
    /// walk never stops with an alert shown); else `option` alone. A button written `only when`
    /// none of whose guards holds for the option's flags is not in the alert: never tapped.
    func answered(_ option: Option, from step: StepID) -> [Option] {
        guard let taken = option.taken, case .alert(let alert) = graph.steps[step].transitions[taken].move else { return [option] }
        let lines = graph.alerts[alert].transitions
        return graph.alerts[alert].buttons.compactMap { button in
            let line = lines.indices.first { position in
                lines[position].eventID == button.eventID && (lines[position].guardCondition?.evaluate { option.flags[$0.index] } ?? true)
            }
            if line == nil, button.isFlagOnly { return nil }
            var covers = option.covers
            var entered: WalkEntry?
            if let line {
                covers.append(.alertButton(step, alert: alert, line: line))
                if let entry = lines[line].move.enteredEntry {
                    let shown = enter(entry.step, style: entry.style, flags: option.flags)
                    entered = shown.entry
                    covers += shown.skips
                }
            }
            var made = Option(event: option.event, flags: option.flags, taken: taken, action: option.action, entered: entered, covers: covers)
            made.answer = Option.Answer(alert: alert, button: button.eventID, line: line)
            return made
        }
    }

    /// The move `option` makes from `step`: its transition's, or the line of the alert's button
    /// it answers (`close` when no line applies); `nil` when it takes no transition.
    func move(of option: Option, from step: StepID) -> Move? {
        guard let taken = option.taken else { return nil }
        let move = graph.steps[step].transitions[taken].move
        guard case .alert(let alert) = move, let answer = option.answer else { return move }
        return answer.line.map { graph.alerts[alert].transitions[$0].move } ?? .close
    }
}
