import FlowCore

extension FlowGraph {
    /// An alert or a confirmation dialog: shown over the step on screen by a transition
    /// (`Move.alert`), never on the walk. Its buttons are events whose moves are made from that
    /// step.
    public struct Alert: Hashable, Sendable {
        public internal(set) var name: String
        /// The lines of the doc comment, without the slashes.
        public internal(set) var doc: [String]
        /// The range of the alert's name.
        public internal(set) var range: SourceRange
        public internal(set) var style: AlertStyle
        /// The button lines whose target exists, in written order: several lines for one
        /// button are guarded alternatives, tried in order. No move is `.alert`.
        public internal(set) var transitions: [Transition] = []
        /// Each button once, in order of first appearance.
        public internal(set) var buttons: [Button] = []
    }

    /// A button of an alert: its event and its role.
    public struct Button: Hashable, Sendable {
        public internal(set) var event: String
        /// `event`, as `FlowGraph.events` holds it.
        public internal(set) var eventID: EventID
        public internal(set) var role: ButtonRole?
        /// The range of the button's name on its first line.
        public internal(set) var range: SourceRange
    }

    /// Every alert, in declared order.
    public var alertIDs: LazyMapCollection<Range<Int>, AlertID> { alerts.indices.lazy.map(AlertID.init) }

    /// The button lines of `alert` that move something (all but `-> close`): what the step
    /// below does when the button is tapped.
    public func buttonMoves(of alert: AlertID) -> [Transition] {
        alerts[alert].transitions.filter { transition in
            switch transition.move {
            case .close: false
            case .enter, .unwind, .unwindThenEnter, .tab, .alert: true
            }
        }
    }

    /// The transitions of `step` as the step's walk sees them: each transition that shows an
    /// alert replaced by the moves of the alert's buttons, which are made from `step`. The
    /// graph checks (reachability, traps, the stack) read these.
    public func movesWithAlertsAnswered(of step: StepID) -> [Transition] {
        let own = steps[step].transitions
        guard !alerts.isEmpty, own.contains(where: { if case .alert = $0.move { true } else { false } }) else { return own }
        return own.flatMap { transition -> [Transition] in
            guard case .alert(let alert) = transition.move else { return [transition] }
            return transition.canFire ? buttonMoves(of: alert) : []
        }
    }

    /// This graph with every step's alert transitions replaced by its buttons' moves
    /// (`movesWithAlertsAnswered(of:)`): what the graph checks analyse.
    func answeringAlerts() -> FlowGraph {
        guard !alerts.isEmpty else { return self }
        var answered = self
        for step in stepIDs { answered.steps[step].transitions = movesWithAlertsAnswered(of: step) }
        return answered
    }
}
