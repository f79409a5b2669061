import FlowChecker
import FlowCore

/// What a flow's alerts with payloads and its flag-only buttons add to the generated namespace:
/// the functions that make an alert with the payload a transition supplies, the steps and
/// outcomes a button enters with the alert's payload, and which buttons exist only under
/// flags. Decided here from the checked graph, as values; `FlowEmitter+AlertPayloads` only
/// prints it. Empty for a flow whose alerts have no payload and no `only when` button.
struct AlertPayloads {
    /// A step or outcome a button of an alert with a payload enters: each of its parameters
    /// taken from the alert's payload by position (`nil`: left to its default).
    struct Entered: Equatable {
        let alert: Int
        let step: Int
        /// For each parameter of the step, the position of the alert's parameter with its label
        /// and type, or `nil` for one the step's default gives.
        let arguments: [Int?]
    }

    /// The arms of `_alert<n>(shownFrom:on:flags:...)`, by payload signature: each step's events
    /// that show an alert with that payload, their transitions tried in written order.
    let shownArms: [Int: [AlertLogic.Arm<AlertID>]]
    /// The steps buttons enter, with their arguments (`_step(_:answering:)`).
    let steps: [Entered]
    /// The outcomes buttons enter, likewise (`_outcome(_:answering:)`).
    let outcomes: [Entered]
    /// Each flag-only button whose existence depends on the flags: its alert, its event, and the
    /// guards of its lines, one of which must hold (`hasButton(_:of:flags:)`).
    let flagOnlyButtons: [(alert: Int, event: EventID, guards: [Guard])]

    init(_ flow: FlowGraph, signatures: PayloadSignatures) {
        var shownArms: [Int: [AlertLogic.Arm<AlertID>]] = [:]
        for step in flow.stepIDs {
            let transitions = flow.steps[step].transitions.filter(\.canFire)
            var events: [EventID] = []
            for transition in transitions where !events.contains(transition.eventID) && AlertLogic.showsPayloadAlert(step, transition.eventID, flow) {
                events.append(transition.eventID)
            }
            for event in events {
                let targets = TransitionShapes.targets(of: step, event: event, flow)
                guard let signature = TransitionShapes.signature(of: targets, alerts: TransitionShapes.shownAlerts(of: step, event: event, flow), signatures) else { continue }
                var taken = FlowLogic.taken(transitions.filter { $0.eventID == event })
                while let last = taken.last, last.move.shownAlert == nil { taken.removeLast() }
                let branches = taken.map { FlowLogic.Branch(condition: $0.condition, result: $0.move.shownAlert) }
                shownArms[signature, default: []].append(AlertLogic.Arm(owner: step.index, event: event, branches: branches))
            }
        }
        self.shownArms = shownArms
        var steps: [Entered] = [], outcomes: [Entered] = []
        for alert in flow.alertIDs where !flow.alerts[alert].parameters.isEmpty {
            let payload = flow.alerts[alert].parameters
            for line in flow.alerts[alert].transitions {
                guard let entered = Self.entered(by: line.move), !flow.steps[entered].parameters.isEmpty else { continue }
                let arguments = flow.steps[entered].parameters.map { parameter in
                    payload.firstIndex { $0.label.name == parameter.label.name && $0.type == parameter.type }
                }
                let made = Entered(alert: alert.index, step: entered.index, arguments: arguments)
                if flow.steps[entered].isOutcome {
                    if !outcomes.contains(made) { outcomes.append(made) }
                } else if !steps.contains(made) {
                    steps.append(made)
                }
            }
        }
        self.steps = steps
        self.outcomes = outcomes
        var flagOnly: [(alert: Int, event: EventID, guards: [Guard])] = []
        for alert in flow.alertIDs {
            for button in flow.alerts[alert].buttons where button.isFlagOnly {
                let lines = flow.alerts[alert].transitions.filter { $0.eventID == button.eventID }
                // A line without a guard makes the button exist always.
                let guards = lines.compactMap(\.guardCondition)
                guard guards.count == lines.count, !guards.contains(.constant(true)) else { continue }
                flagOnly.append((alert.index, button.eventID, guards))
            }
        }
        flagOnlyButtons = flagOnly
    }

    /// The step a button's move enters, by itself, after unwinding, or after a tab's reset.
    private static func entered(by move: Move) -> StepID? {
        switch move {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step
        case .tab(let move): move.then?.step
        case .unwind, .alert, .close: nil
        }
    }
}
