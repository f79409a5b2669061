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
        /// The payload the transition that shows it supplies, kept while it is shown and passed
        /// to a button's step by label and type; empty for an alert without one.
        public internal(set) var parameters: [PayloadParameter] = []
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
        /// Whether a line of it is written `only when`: the button exists only while one of
        /// its lines' guards holds, as a flag-only event does.
        public internal(set) var isFlagOnly = false
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
    /// alert replaced by the lines of the alert's buttons that move something and can fire,
    /// which are made from `step` (their `origin` names the alert and where it is shown). The
    /// graph checks (reachability, traps, the stack) read these.
    public func movesWithAlertsAnswered(of step: StepID) -> [Transition] {
        let own = steps[step].transitions
        guard !alerts.isEmpty, own.contains(where: { if case .alert = $0.move { true } else { false } }) else { return own }
        return own.flatMap { transition -> [Transition] in
            guard case .alert(let alert) = transition.move else { return [transition] }
            guard transition.canFire else { return [] }
            return buttonMoves(of: alert).filter(\.canFire).map { line in
                var answered = line
                answered.origin = .alert(alert, shownAt: transition.targetRange)
                return answered
            }
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

    /// `diagnostics` of the graph whose alerts are answered, with those at a button's line
    /// kept once: several steps can show one alert, and the checks meet its lines from each.
    /// The one kept gains the dropped ones' notes that name a step showing the alert.
    func onceForEachButtonLine(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !alerts.isEmpty else { return diagnostics }
        let lines = alerts.flatMap(\.transitions).map(\.range)
        let shownAt = Set(steps.flatMap(\.transitions).compactMap { transition -> SourceRange? in
            if case .alert = transition.move { transition.targetRange } else { nil }
        })
        var kept: [Diagnostic] = []
        var first: [Key: Int] = [:]
        for diagnostic in diagnostics {
            let range = diagnostic.range
            guard lines.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) else {
                kept.append(diagnostic)
                continue
            }
            let key = Key(id: diagnostic.id, range: range)
            guard let position = first[key] else {
                first[key] = kept.count
                kept.append(diagnostic)
                continue
            }
            for note in diagnostic.notes where shownAt.contains(note.range) && !kept[position].notes.contains(note) {
                kept[position].notes.append(note)
            }
        }
        return kept
    }
}

/// A diagnostic's kind and place: what `onceForEachButtonLine` keeps once.
private struct Key: Hashable {
    var id: DiagnosticID
    var range: SourceRange
}
