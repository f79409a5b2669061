import FlowChecker
import FlowCore

/// A flow's alerts and confirmation dialogs as the generated namespace states them: the alert
/// enum's cases, which alert each step's events show, and what each button does. Decided here
/// from the checked graph, as values; `FlowEmitter+Alerts` only prints it. Empty for a flow
/// without alerts, whose namespace keeps the runtime's `FlowNoAlert` defaults.
struct AlertLogic {
    /// One case of the alert enum.
    struct Alert {
        /// The case name, escaped where it is a Swift keyword.
        let caseName: String
        /// The alert's name, as the `.flow` file writes it.
        let name: String
        let doc: [String]
        let style: AlertStyle
        /// Each button once, in order of first appearance: its event (by `FlowModel.eventCases`
        /// position) and its role, or `nil`.
        let buttons: [(eventIndex: Int, role: ButtonRole?)]
    }

    /// A child flow with alerts that a use-step uses: the alert enum's case around the child's
    /// alert type (`case itemScreens(ItemScreensAlert)`), one a child however many use-steps
    /// use it (`FlowAlert.over` says which).
    struct Child {
        /// The case name: the child flow's name in lower camel case (`UsedFlow.alertCase`), escaped.
        let caseName: String
        /// The child flow's name.
        let name: String
        let names: GeneratedTypeNames
        /// Each button of the child's alerts once, then each event of the child's that shows
        /// one, escaped: a case of the child's event enum and of this flow's, of the same name.
        let buttons: [String]
    }

    /// One arm of `alert(shownFrom:on:flags:)` or of `move(answering:of:flags:)`: the lines of
    /// one step's event, or of one alert's button, in the order they are tried.
    struct Arm<Result: Hashable> {
        /// The step, or the alert (by `AlertID.index`).
        let owner: Int
        let event: EventID
        let branches: [FlowLogic.Branch<Result>]
    }

    /// In declared order.
    let alerts: [Alert]
    /// The children with alerts, in order of first use.
    let children: [Child]
    /// The arms of `alert(shownFrom:on:flags:)`: each step's events with a transition that
    /// shows an alert, step by step, each step's events in the order they first appear. A
    /// branch returns the alert, or `nil` for a transition that moves.
    let shownArms: [Arm<AlertID>]
    /// The arms of `move(answering:of:flags:)`: each alert's buttons with a line that moves,
    /// alert by alert, in button order. A branch returns the move, or `nil` for `-> close`.
    let answerArms: [Arm<LogicMove>]
    /// Whether `shownArms` covers every step and event, so that its switch needs no `default`.
    let showsEveryEvent: Bool
    /// Whether `answerArms` covers every alert and event, likewise.
    let answersEveryEvent: Bool

    init(_ flow: FlowGraph, eventCount: Int) {
        let caseNames = flow.alerts.map { SwiftNames.identifier($0.name) }
        alerts = flow.alerts.indices.map { index in
            let alert = flow.alerts[index]
            let buttons = alert.buttons.map { ($0.eventID.index, $0.role) }
            return Alert(caseName: caseNames[index], name: alert.name, doc: alert.doc, style: alert.style, buttons: buttons)
        }
        children = flow.usedFlows.filter { !$0.alerts.isEmpty }.map { child in
            Child(
                caseName: SwiftNames.identifier(child.alertCase), name: child.name,
                names: GeneratedTypeNames(flowNamed: child.name), buttons: Self.childButtons([child]).map(SwiftNames.identifier)
            )
        }
        var shownArms: [Arm<AlertID>] = []
        for step in flow.stepIDs {
            let transitions = flow.steps[step].transitions.filter(\.canFire)
            var events: [EventID] = []
            for transition in transitions where !events.contains(transition.eventID) {
                if case .alert = transition.move { events.append(transition.eventID) }
            }
            // An event that shows an alert with a payload makes it with the payload its call
            // supplies (`AlertPayloads.shownArms`), not here.
            for event in events where !Self.showsPayloadAlert(step, event, flow) {
                var taken = FlowLogic.taken(transitions.filter { $0.eventID == event })
                // After the last alert, every branch returns `nil`, as the arm's end does.
                while let last = taken.last, last.move.shownAlert == nil { taken.removeLast() }
                guard !taken.isEmpty else { continue }
                let branches = taken.map { condition, move in
                    FlowLogic.Branch(condition: condition, result: move.shownAlert)
                }
                shownArms.append(Arm(owner: step.index, event: event, branches: branches))
            }
        }
        self.shownArms = shownArms
        var answerArms: [Arm<LogicMove>] = []
        for alert in flow.alertIDs {
            let lines = flow.alerts[alert].transitions
            for button in flow.alerts[alert].buttons {
                let taken = FlowLogic.taken(lines.filter { $0.eventID == button.eventID })
                // A button that only closes its alert returns `nil`, as the switch's `default` does.
                guard taken.contains(where: { $0.move != .close }) else { continue }
                let branches = taken.map { condition, move in
                    FlowLogic.Branch(condition: condition, result: LogicMove(move, in: flow))
                }
                answerArms.append(Arm(owner: alert.index, event: button.eventID, branches: branches))
            }
        }
        self.answerArms = answerArms
        showsEveryEvent = shownArms.count == flow.steps.count * eventCount
        // A child's alert is answered through its use-step: its case falls to the `default`.
        answersEveryEvent = children.isEmpty && answerArms.count == flow.alerts.count * eventCount
    }

    /// The buttons of `children`'s alerts, then the children's events that show them, each name
    /// once, in order: events of the parent too (a child's alert is answered, and says what
    /// showed it, with the parent's events).
    static func childButtons(_ children: [UsedFlow]) -> [String] {
        var buttons: [String] = []
        for button in children.flatMap(\.alerts).flatMap(\.buttons) + children.flatMap(\.alertEvents) where !buttons.contains(button) {
            buttons.append(button)
        }
        return buttons
    }
}

extension AlertLogic {
    /// Whether an event of `step` can show an alert with a payload.
    static func showsPayloadAlert(_ step: StepID, _ event: EventID, _ flow: FlowGraph) -> Bool {
        TransitionShapes.shownAlerts(of: step, event: event, flow).contains { !flow.alerts[$0].parameters.isEmpty }
    }
}

extension Move {
    /// The alert it shows; `nil` for a move of the walk.
    var shownAlert: AlertID? {
        if case .alert(let alert) = self { return alert }
        return nil
    }
}
