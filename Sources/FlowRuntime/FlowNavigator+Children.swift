/// A child flow's screens inside a parent: a use-step's entries are the child's steps, each in
/// the parent's walk as the use-step's case (`.address(.list)`), and the child's transitions
/// move the parent's navigator through `_FlowChildMover`.
extension FlowNavigator {
    /// Moves along a child's `event` from the child's step on screen, inside `use`: a move
    /// inside the child changes the use-step's entries; an outcome reaches `onChildOutcome`,
    /// then the use-step's transition for it moves this flow. Returns whether it moved.
    func advance<Child>(
        in use: _FlowUse<Flow, Child>, from place: _FlowPlace<Child>, on event: Child.Event,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?
    ) -> Bool {
        guard !isFinished else { return refuse(.finished) }
        // A screen shown while stages are pending may be one being replaced: drop its tap.
        guard installedPresenter?.isStaging != true else { return refuse(.notOnScreen) }
        guard let child = use.unwrap(current), child.kind == place.step, topEntry == place.entry else { return refuse(.notOnScreen) }
        let childFlags = use.childFlags(flags)
        guard let move = Child.resolvedMove(from: place.step, on: event, flags: childFlags) else { return refuse(.noTransition) }
        let run = runLength(of: use)
        let kept: Int
        switch move {
        case .finish(let kind):
            guard let outcome = makeOutcome(kind) else { return refuse(.noTransition) }
            return continueParent(from: use, run: run, with: use.continuation(outcome))
        case .push, .present:
            kept = walk.count
        case .back, .unwindThenEnter(.back, _):
            guard let count = use.kept(in: walk, run: run, unwinding: .back) else { return refuse(.atRoot) }
            kept = count
        case .backTo(let target), .unwindThenEnter(.backTo(let target), _):
            guard let count = use.kept(in: walk, run: run, unwinding: .backTo(target)) else { return refuse(.notInWalk) }
            kept = count
        case .dismiss, .unwindThenEnter(.dismiss, _):
            guard let count = use.kept(in: walk, run: run, unwinding: .dismiss) else { return refuse(.atRoot) }
            kept = count
        }
        var entered: Flow.Step?
        if let kind = move.enteredStep {
            guard let step = makeStep(kind) else { return refuse(.noTransition) }
            entered = use.wrap(Child._entered(step, flags: childFlags))
        }
        // Moves inside a child have no event of this flow's: `onMove` hears them with none.
        change(event: nil) { navigator in
            navigator.pushed.removeSubrange((kept - 1)...)
            if let entered { navigator.pushed.append(entered) }
        }
        return true
    }

    /// The child of `use` ended on an outcome: the app hears it (`onChildOutcome`), then the
    /// use-step's transition for it moves this flow, from the child's first entry: `-> back`
    /// removes all of the child's entries, `-> T` enters T on top of the child's top entry.
    private func continueParent(from use: _FlowAnyUse<Flow>, run: Int, with continuation: _FlowContinuation<Flow>) -> Bool {
        guard let move = Flow.resolvedMove(from: use.kind, on: continuation.event, flags: flags) else { return refuse(.noTransition) }
        onChildOutcome?(continuation.outcome)
        return apply(move, event: continuation.event, top: pushed.count - run, makeStep: continuation.makeStep)
    }

    /// How many entries on top of the walk are `use`'s: its run, whose first entry is the
    /// child's root (a use-step can't follow itself, so the run is one instance of the child).
    func runLength(of use: _FlowAnyUse<Flow>) -> Int {
        pushed.reversed().prefix { use.holds($0) }.count
    }

    /// What the user's gesture on the step on screen does. On a child's entry above its root,
    /// the child's `dismissed` move, inside the child; elsewhere (the child's root included,
    /// where the use-step's own `dismissed` applies), the step's.
    var gesture: FlowGesture<Flow.StepKind> {
        // A cover's root has no Back button and no swipe.
        if isCoverRoot { return .disabled }
        guard let use = Flow._use(of: current) else {
            return Flow.resolvedMove(from: current.kind, on: .dismissed, flags: flags).map(FlowGesture.move) ?? .disabled
        }
        let run = runLength(of: use)
        if run > 1 { return use.childDismissal(in: walk, run: run, flags: flags).map(FlowGesture.insideChild) ?? .disabled }
        return Flow.resolvedMove(from: use.kind, on: .dismissed, flags: flags).map(FlowGesture.move) ?? .disabled
    }
}

/// What the user's gesture (Back, swipe-down) does on the step on screen. For the runtime.
enum FlowGesture<StepKind: Hashable & Sendable> {
    /// Nothing: no `dismissed` guard holds, or the step is a cover's root.
    case disabled
    /// The step's `dismissed` move (`-> back` when it writes none).
    case move(FlowStepMove<StepKind>)
    /// A child's `dismissed` move inside its entries, which keeps this many entries of the walk.
    case insideChild(kept: Int)
}
