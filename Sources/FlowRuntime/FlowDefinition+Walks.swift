internal import FlowRestore

/// What follows from a flow's generated logic: skip rules applied, legal walks, destinations.
extension FlowDefinition {
    /// The kind of step shown when the flow enters `step` for these flag values: while the skip
    /// rule of the step entered holds and its `next` transition enters a step (pushed or
    /// presented), the flow goes on to that step.
    public static func entered(_ step: StepKind, flags: Flags) -> StepKind {
        var current = step
        // The checker proves skip chains loop-free; the bound only guards against misuse.
        for _ in 0...StepKind.allCases.count {
            guard isSkipped(current, flags: flags), let next = continuation(from: current, flags: flags) else { break }
            current = next
        }
        return current
    }

    /// The step a skipped step goes on to: the one its `next` transition enters by itself.
    private static func continuation(from step: StepKind, flags: Flags) -> StepKind? {
        switch move(from: step, on: .next, flags: flags) {
        case .push(let next)?, .present(let next, _)?: next
        case .back?, .backTo?, .dismiss?, .dismissAll?, .unwindThenEnter?, .finish?, .tab?, .backToRoot?, nil: nil
        }
    }

    /// What `event` does on the screen of `step` for these flag values, with the step it
    /// enters after skip rules; `nil` when no transition applies.
    public static func resolvedMove(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        move(from: step, on: event, flags: flags).map { resolved($0, flags: flags) }
    }

    /// `taken`, a move of the flow's logic, entering the step shown after skip rules.
    static func resolved(_ taken: FlowStepMove<StepKind>, flags: Flags) -> FlowStepMove<StepKind> {
        guard let target = taken.enteredStep else { return taken }
        return taken.entering(entered(target, flags: flags))
    }

    /// The first step shown for these flag values, when the flow can make it with no payload
    /// given; `nil` for a flow whose first root needs one. For the runtime. A use-step root
    /// shows its child's start after the child's skip rules.
    static func _startStep(flags: Flags) -> Step? {
        Step(_payloadFree: entered(startStep, flags: flags)).map { _entered($0, flags: flags) }
    }

    /// The step shown on entering `step` for these flag values: the step itself, the step its
    /// skip rules lead to (which has no payload), or, for a child's entry, the child's step its
    /// own skip rules lead to. For the runtime.
    public static func _entered(_ step: Step, flags: Flags) -> Step {
        if let use = _use(of: step) { return use.childEntered(step, flags: flags) }
        let kind = entered(step.kind, flags: flags)
        guard kind != step.kind, let shown = Step(_payloadFree: kind) else { return step }
        return shown
    }

    /// Whether `step` can come right after `previous` in a walk, for some flag values: one of
    /// the `successors(of:)` the step before it, which is not final; inside a child's entries,
    /// as the child's graph says; a child's first entry one of its roots.
    public static func _canFollow(_ step: Step, after previous: Step) -> Bool {
        guard !finalSteps.contains(previous.kind) else { return false }
        let use = _use(of: step)
        if let use, use.holds(previous) { return use.childCanFollow(step, after: previous) }
        guard successors(of: previous.kind).contains(step.kind) else { return false }
        return use?.isChildRoot(step) ?? true
    }

    /// How `step` is entered right after `previous` in a walk: as `presentation(of:after:)`
    /// says for their kinds, or, inside a child's entries, as the child's says.
    public static func _presentation(of step: Step, after previous: Step) -> FlowPresentation? {
        if let use = _use(of: step), use.holds(previous) { return use.childPresentation(of: step, after: previous) }
        return presentation(of: step.kind, after: previous.kind)
    }

    /// Whether `steps` is a legal walk of the graph from the start: each step can follow the
    /// one before it for some flag values.
    public static func isLegalWalk(_ steps: [Step]) -> Bool {
        legalPrefixLength(of: steps) == steps.count && !steps.isEmpty
    }

    /// The number of leading steps of `steps` that form a legal walk from the start: the first
    /// is one of `roots` (a use-step root holding one of its child's roots), and each after it
    /// can follow the step before it (`_canFollow`): the restore rule's last part
    /// (`FlowRestore.legalPrefixLength`).
    public static func legalPrefixLength(of steps: [Step]) -> Int {
        FlowRestore.legalPrefixLength(of: steps, isRoot: { roots.contains($0.kind) && (_use(of: $0)?.isChildRoot($0) ?? true) }) {
            _canFollow($0, after: $1)
        }
    }

    /// Whether a step completes the flow.
    public static func isFinal(_ step: Step) -> Bool {
        finalSteps.contains(step.kind)
    }

    /// The kind of step that `event` leads to from `step` for these flag values, after skip
    /// rules: the step entered, the step a `back to` returns to, or the outcome the flow ends on;
    /// `nil` when no transition applies, or for `back`, `dismiss`, `dismiss all`, a reselect's return to the
    /// tab's root and a tab move without `then`, whose destination is whatever the walk (or the
    /// tab) holds.
    public static func destination(after step: Step, on event: Event, flags: Flags) -> StepKind? {
        switch resolvedMove(from: step.kind, on: event, flags: flags) {
        case .push(let kind)?, .present(let kind, _)?, .backTo(let kind)?, .finish(let kind)?: kind
        case .unwindThenEnter(_, let entry)?, .tab(_, then: let entry?)?: entry.step
        case .back?, .dismiss?, .dismissAll?, .tab(_, then: nil)?, .backToRoot?, nil: nil
        }
    }
}
