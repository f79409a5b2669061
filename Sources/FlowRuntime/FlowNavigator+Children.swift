/// A child flow's screens inside a parent: a use-step's entries are the child's steps, each in
/// the parent's walk as the use-step's case (`.address(.list)`), and the child's transitions
/// move the parent's navigator through `_FlowChildMover`.
extension FlowNavigator {
    /// Moves along a child's `event` from the child's step on screen, inside `use`: a move
    /// inside the child changes the use-step's entries; an outcome reaches observers
    /// (`.childFinished`), then the use-step's transition for it moves this flow. Returns why
    /// it was refused, or `nil`.
    func advance<Child>(
        in use: _FlowUse<Flow, Child>, from place: _FlowPlace<Child>, on event: Child.Event,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?
    ) -> FlowRefusal? {
        if let refusal = refusal(at: place.entry, tab: place.tab, showing: use.unwrap(current)?.kind == place.step) { return refusal }
        let childFlags = use.childFlags(flags)
        guard let move = Child.resolvedMove(from: place.step, on: event, flags: childFlags) else { return .noTransition }
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
