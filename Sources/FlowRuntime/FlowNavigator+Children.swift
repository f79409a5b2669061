/// A child flow's screens inside a parent: a use-step's entries are the child's steps, each in
/// the parent's walk as the use-step's case (`.address(.list)`), and the child's transitions
/// move the parent's navigator through `_FlowChildMover`.
extension FlowNavigator {
    /// Moves along a child's `event` from the child's step on screen, inside `use`: a move
    /// inside the child changes the use-step's entries; an outcome reaches observers
    /// (`.childFinished`), then the use-step's transition for it moves this flow; an alert of
    /// the child's is shown as this flow's case around it. Returns why it was refused, or `nil`.
    /// `makeAlert` makes the alert the event shows, with its payload, as the child's own
    /// navigator would.
    func advance<Child>(
        in use: _FlowUse<Flow, Child>, from place: _FlowPlace<Child>, on event: Child.Event,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?,
        makeAlert: (Child.StepKind, Child.Flags) -> Child.Alert?
    ) -> FlowRefusal? {
        if let refusal = refusal(at: place.entry, tab: place.tab, showing: use.unwrap(current)?.kind == place.step) { return refusal }
        let childFlags = use.childFlags(flags)
        if let shown = makeAlert(place.step, childFlags) {
            guard let alerts = use.alerts, let shownBy = alerts.event(event) else { return .noTransition }
            return showAlert(alerts.wrap(shown), event: shownBy)
        }
        guard let move = Child.resolvedMove(from: place.step, on: event, flags: childFlags) else { return .noTransition }
        return make(move, in: use, makeStep: makeStep, makeOutcome: makeOutcome)
    }

    /// Answers `button` of the child's alert `alert`, shown over the child's entry on top
    /// inside `use` (the alert already closed): the child's move for the button, made as the
    /// child's transitions are. The step or outcome a button enters takes the alert's payload
    /// (`alert-button-payload`); a button written `only when` whose guards no longer hold moves
    /// nothing (`.noTransition`).
    func answer<Child>(_ button: Child.Event, of alert: Child.Alert, in use: _FlowUse<Flow, Child>) -> FlowRefusal? {
        let childFlags = use.childFlags(flags)
        let logic = Child._alertLogic
        guard logic.hasButton(button, alert, childFlags) else { return .noTransition }
        guard let move = logic.moveAnswering(button, alert, childFlags) else { return nil }
        return make(Child.resolved(move, flags: childFlags), in: use, makeStep: { Child._alertLogic.makeStep($0, alert) }) {
            Child._alertLogic.makeOutcome($0, alert)
        }
    }

    /// Makes the child's `move`, resolved from its entry on top inside `use`: a move inside the
    /// child changes the use-step's entries; an outcome continues this flow.
    private func make<Child>(
        _ move: FlowStepMove<Child.StepKind>, in use: _FlowUse<Flow, Child>,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?
    ) -> FlowRefusal? {
        let childFlags = use.childFlags(flags)
        let run = runLength(of: use)
        let entered = { (kind: Child.StepKind) in makeStep(kind).map { use.wrap(Child._entered($0, flags: childFlags)) } }
        switch walk(after: move, in: .child(count: run), kind: { use.unwrap($0)?.kind }, makeStep: entered) {
        // Moves inside a child have no event of this flow's: observers hear them with none.
        case .success(.moved(let walk)): return show(walk, event: nil)
        case .success(.finished(let kind)):
            guard let outcome = makeOutcome(kind) else { return .noTransition }
            return continueParent(from: use, run: run, with: use.continuation(outcome))
        case .failure(let refusal): return refusal
        }
    }

    /// The child of `use` ended on an outcome: observers hear it (`.childFinished`), then the
    /// use-step's transition for it moves this flow, from the child's first entry: `-> back`
    /// removes all of the child's entries, `-> T` enters T on top of the child's top entry.
    private func continueParent(from use: _FlowAnyUse<Flow>, run: Int, with continuation: _FlowContinuation<Flow>) -> FlowRefusal? {
        guard let move = Flow.resolvedMove(from: use.kind, on: continuation.event, flags: flags) else { return .noTransition }
        tell(.childFinished(continuation.outcome))
        return make(move, event: continuation.event, in: .continuation(childCount: run), makeStep: continuation.makeStep) { Flow._outcome(_payloadFree: $0) }
    }

    /// How many entries on top of the walk are `use`'s: its run, whose first entry is the
    /// child's root (a use-step can't follow itself, so the run is one instance of the child),
    /// and may be the walk's root (a router's use-step root).
    func runLength(of use: _FlowAnyUse<Flow>) -> Int {
        state.steps.reversed().prefix { use.holds($0) }.count
    }
}
