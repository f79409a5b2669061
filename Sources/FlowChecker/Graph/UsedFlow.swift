import FlowCore

/// A flow that a use-step of this flow uses (`step address uses AddressPicker`), as the
/// parent's generated code needs it: the child's flags, which the parent declares too, and its
/// outcomes with their payloads, which the parent continues from.
public struct UsedFlow: Hashable, Sendable {
    public internal(set) var name: String
    /// The names of the child's flags, in declared order: the parent's of the same name.
    public internal(set) var flags: [String]
    /// The child's outcomes, in declared order.
    public internal(set) var outcomes: [Outcome]
    /// Whether the child has a use-step of its own.
    public internal(set) var usesFlows: Bool
    /// The child's alerts and dialogs, in declared order: the parent's alert type has a case
    /// for the child's, and its events a case for each of their buttons.
    public internal(set) var alerts: [Alert]
    /// The child's events that show one of its alerts, each once, in written order: the parent's
    /// events have a case for each too (`FlowAlert.event` of the child's alert).
    public internal(set) var alertEvents: [String]
    /// Whether the child's start step needs a payload, with no default for some parameter.
    public internal(set) var startNeedsPayload: Bool
    /// The name of the child's start step, where a use-step enters it.
    public internal(set) var startStep: String
    /// The payload parameters of the child's start step, in its order: a use-step's payload
    /// supplies each of the same label and type, and the others take their defaults.
    public internal(set) var startParameters: [PayloadParameter]

    /// The case around the child's alerts in its parent's alert enum: the child's name in lower
    /// camel case (`ItemScreens`, `.itemScreens(.confirmDelete)`), one a child however many
    /// use-steps use it. No alert of the parent may take it (`child-alert-clash`).
    public var alertCase: String { Self.alertCase(ofFlow: name) }

    /// The case around the alerts of the flow named `name` in a parent's alert enum.
    static func alertCase(ofFlow name: String) -> String {
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
              let lower = Unicode.Scalar(first.value + 0x20) else { return name }
        return String(Character(lower)) + name.dropFirst()
    }

    /// An alert or dialog of the child, with its buttons.
    public struct Alert: Hashable, Sendable {
        public internal(set) var name: String
        /// Each button's name once, in order of first appearance.
        public internal(set) var buttons: [String]
    }

    /// An outcome of the child, with its payload.
    public struct Outcome: Hashable, Sendable {
        public internal(set) var name: String
        /// Its payload parameters, whose ranges are in the child's file.
        public internal(set) var parameters: [PayloadParameter]
    }

    init(_ child: FlowDecl) {
        name = child.name.name
        flags = child.flags.map(\.name.name)
        outcomes = child.steps.filter(\.isOutcome).map { Outcome(name: $0.name.name, parameters: $0.parameters) }
        usesFlows = child.steps.contains { $0.usedFlow != nil }
        alerts = child.alerts.map { alert in
            var buttons: [String] = []
            for line in alert.buttons where !buttons.contains(line.transition.eventName) { buttons.append(line.transition.eventName) }
            return Alert(name: alert.name.name, buttons: buttons)
        }
        let alertNames = Set(child.alerts.map(\.name.name))
        let transitions = child.steps.flatMap(\.transitions) + child.actions.flatMap(\.transitions)
        alertEvents = []
        for transition in transitions where transition.target.enteredStep.map({ alertNames.contains($0.name) }) == true {
            if !alertEvents.contains(transition.eventName) { alertEvents.append(transition.eventName) }
        }
        let start = child.starts.first?.roots.first.flatMap { root in child.steps.first { $0.name.name == root.name } }
        startNeedsPayload = start?.parameters.contains { $0.defaultValue == nil } ?? false
        startStep = start?.name.name ?? ""
        startParameters = start?.parameters ?? []
    }
}
