import FlowWalks

/// Moves along the flow's transitions: what a screen's transitions and the user's gesture do.
extension FlowNavigator {
    /// Moves along `event` from the step on screen, when it is still the entry `place` names:
    /// enters a step, unwinds, or both, as the flow's `move(from:on:flags:)` says; `makeStep`
    /// turns the kind of an entered step into a value (supplying its payload). For generated
    /// code. Returns why it was refused, or `nil`.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> FlowRefusal? {
        _advance(from: place, on: event, makeStep: makeStep) { Flow._outcome(_payloadFree: $0) }
    }

    /// Moves along `event` as `_advance(from:on:makeStep:)` does, where the move may end the
    /// flow on an outcome, which `makeOutcome` makes (supplying its payload), or show an alert
    /// over the step (`FlowDefinitionWithAlerts.alert(shownFrom:on:flags:)`, asked first). For generated code.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?
    ) -> FlowRefusal? {
        _advance(from: place, on: event, makeStep: makeStep, makeOutcome: makeOutcome) { Flow._alertLogic.alert($0, event, $1) }
    }

    /// Moves along `event` as `_advance(from:on:makeStep:makeOutcome:)` does, where the alert
    /// the event shows is made by `makeAlert` for the step and the flags (supplying its payload,
    /// as `makeStep` supplies a step's). For generated code.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?,
        makeAlert: (Flow.StepKind, Flow.Flags) -> Flow.Alert?
    ) -> FlowRefusal? {
        if let refusal = refusal(at: place.entry, tab: place.tab, showing: current.kind == place.step) { return refusal }
        if let shown = makeAlert(place.step, flags) { return showAlert(shown, event: event) }
        guard let move = Flow.resolvedMove(from: place.step, on: event, flags: flags) else { return .noTransition }
        return make(move, event: event, makeStep: makeStep, makeOutcome: makeOutcome)
    }

    /// Moves along `event` from the step on screen to a step without a payload. For generated code.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event) -> FlowRefusal? {
        _advance(from: place, on: event) { Flow.Step(_payloadFree: $0) }
    }

    /// Why a transitions value of the entry `entry` can't move now, or `nil`: the flow is over,
    /// the screen still lags behind the walk (the screen tapped may be one being replaced), or
    /// the entry is no longer on top (`showing`: it is of the step on top), or, in a tabbed
    /// router, `tab` is no longer the selected tab.
    func refusal(at entry: UInt64, tab: Int, showing: Bool) -> FlowRefusal? {
        if isFinished { return .finished }
        if presenter?.isStaging == true { return .notOnScreen }
        guard showing, tab == selectedPartIndex, state.top.id == entry else { return .notOnScreen }
        return nil
    }

    /// The user's gesture on the step on screen: Back, or the swipe-down of a sheet whose only
    /// entry it is. Runs the step's `dismissed` transitions (`-> back` when it has none);
    /// observers hear the event `dismissed`. When the step's guards disable the gesture
    /// (`on dismissed -> back when !hasDraft`), on a cover's root, which has no Back button
    /// and no swipe, or on a modal sheet's root (`as sheet modal`), whose swipe is disabled,
    /// refuses with `.dismissalDisabled`; at the walk's root (a tab's root, in a
    /// tabbed router), with nothing to go back to, refuses with `.atRoot`, and nothing moves:
    /// `isDismissalEnabled` tells the host beforehand. On a child flow's screen the child's
    /// `dismissed` transitions run, and on the child's first screen the use-step's.
    @discardableResult
    public func performDismissGesture() -> FlowRefusal? {
        switch gesture() {
        case .success(let (walk, event)): return show(walk, event: event)
        case .failure(let refusal): return refusal
        }
    }

    /// Whether the user's gesture on the step on screen would move the flow: whether the host
    /// shows the Back button and lets a sheet be swiped down. Never at the walk's root, nor at
    /// a cover's or a modal sheet's root.
    public var isDismissalEnabled: Bool {
        guard state.count > 1, case .success = gesture() else { return false }
        return true
    }

    /// Makes `move`, resolved from the entry on top (or, with `scope`, from a child's first
    /// entry), along `event`: ends the flow on an outcome, or moves the walk.
    func make(
        _ move: FlowStepMove<Flow.StepKind>, event: Flow.Event, in scope: FlowWalkScope = .whole,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?
    ) -> FlowRefusal? {
        let entered = { (kind: Flow.StepKind) in makeStep(kind).map { Flow._entered($0, flags: self.flags) } }
        if case .tab(let tab, let then) = move { return moveToTab(tab, then: then, event: event, makeStep: entered) }
        switch walk(after: move, in: scope, kind: { $0.kind }, makeStep: entered) {
        case .success(.moved(let walk)): return show(walk, event: event)
        case .success(.finished(let kind)): return finish(on: kind, makeOutcome: makeOutcome)
        case .failure(let refusal): return refusal
        }
    }

    /// Ends the flow on the outcome of `kind`, made by `makeOutcome`: the walk stays, `outcome`
    /// holds it and observers hear it. Refuses when the outcome can't be made.
    func finish(on kind: Flow.StepKind, makeOutcome: (Flow.StepKind) -> Flow.Outcome?) -> FlowRefusal? {
        guard let ended = makeOutcome(kind) else { return .noTransition }
        outcome = ended
        tell(.finished(ended))
        return nil
    }
}

/// What a move of the flow's logic does: a new walk, or the end of the flow on an outcome.
enum FlowMoveEffect<Step: Hashable & Sendable, Kind> {
    case moved(FlowWalk<Step>)
    case finished(Kind)
}

extension FlowNavigator {
    /// The walk after `move`, a move of this flow's logic or a child's (whose kinds of step are
    /// `Kind`, an entry's told by `kind`), made in `scope`; the step it enters made by
    /// `makeStep` (skip rules applied), and presented as the flow's graph says for the entry
    /// below it. Every rule of the walk is `FlowWalk.applying(_:in:kind:)`'s.
    func walk<Kind: Hashable & Sendable>(
        after move: FlowStepMove<Kind>, in scope: FlowWalkScope, kind: (Flow.Step) -> Kind?, makeStep: (Kind) -> Flow.Step?
    ) -> Result<FlowMoveEffect<Flow.Step, Kind>, FlowRefusal> {
        let unwind: FlowUnwind<Kind>?
        let entered: Kind?
        switch move {
        case .push(let step), .present(let step, _): (unwind, entered) = (nil, step)
        case .back: (unwind, entered) = (.back, nil)
        case .backTo(let target): (unwind, entered) = (.backTo(target), nil)
        case .dismiss: (unwind, entered) = (.dismiss, nil)
        case .dismissAll: (unwind, entered) = (.dismissAll, nil)
        case .backToRoot: (unwind, entered) = (.toRoot, nil)
        case .unwindThenEnter(let first, let entry): (unwind, entered) = (first, entry.step)
        case .finish(let outcome): return .success(.finished(outcome))
        // A tab move is the router's own (`moveToTab`); a child's logic makes none.
        case .tab: return .failure(.noTransition)
        }
        var walk = state
        if let unwind {
            switch walk.applying(.unwind(unwind), in: scope, kind: kind) {
            case .success(let unwound): walk = unwound
            case .failure(let refusal): return .failure(FlowRefusal(refusal))
            }
        }
        guard let entered else { return .success(.moved(walk)) }
        guard let step = makeStep(entered) else { return .failure(.noTransition) }
        let presentation = Flow._presentation(of: step, after: walk.top.step) ?? .push
        return walk.applying(.enter(step, presentation), in: scope, kind: kind).map(FlowMoveEffect.moved).mapError(FlowRefusal.init)
    }

    /// What the user's gesture on the step on screen makes of the walk, and the event
    /// observers hear (none for a move inside a child flow's entries).
    func gesture() -> Result<(walk: FlowWalk<Flow.Step>, event: Flow.Event?), FlowRefusal> {
        if let use = Flow._use(of: current), runLength(of: use) > 1 {
            return use.childGesture(in: state, run: runLength(of: use), flags: flags).map { ($0, nil) }
        }
        guard let unwind = Flow.resolvedMove(from: current.kind, on: .dismissed, flags: flags)?.gestureUnwind else {
            return .failure(.dismissalDisabled)
        }
        return state.applying(.gesture(unwind)) { $0.kind }.map { ($0, .dismissed) }.mapError(FlowRefusal.init)
    }
}
