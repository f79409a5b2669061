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
        case .back?, .backTo?, .dismiss?, .unwindThenEnter?, .finish?, nil: nil
        }
    }

    /// What `event` does on the screen of `step` for these flag values, with the step it
    /// enters after skip rules; `nil` when no transition applies.
    public static func resolvedMove(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        guard let taken = move(from: step, on: event, flags: flags) else { return nil }
        guard let target = taken.enteredStep else { return taken }
        return taken.entering(entered(target, flags: flags))
    }

    /// The first step shown for these flag values, when the flow can make it with no payload
    /// given; `nil` for a flow whose first root needs one. For the runtime.
    static func _startStep(flags: Flags) -> Step? {
        Step(_payloadFree: entered(startStep, flags: flags))
    }

    /// Whether `steps` is a legal walk of the graph from the start: each step can follow the
    /// one before it for some flag values.
    public static func isLegalWalk(_ steps: [Step]) -> Bool {
        legalPrefixLength(of: steps) == steps.count && !steps.isEmpty
    }

    /// The number of leading steps of `steps` that form a legal walk from the start: the first
    /// is one of `roots`, and each after it one of the `successors(of:)` the step before it,
    /// which is not final.
    public static func legalPrefixLength(of steps: [Step]) -> Int {
        guard let first = steps.first, roots.contains(first.kind) else { return 0 }
        var length = 1
        while length < steps.count {
            let previous = steps[length - 1].kind
            guard !finalSteps.contains(previous), successors(of: previous).contains(steps[length].kind) else { break }
            length += 1
        }
        return length
    }

    /// Whether a step completes the flow.
    public static func isFinal(_ step: Step) -> Bool {
        finalSteps.contains(step.kind)
    }

    /// The kind of step that `event` leads to from `step` for these flag values, after skip
    /// rules: the step entered, the step a `back to` returns to, or the outcome the flow ends on;
    /// `nil` when no transition applies, or for `back` and `dismiss`, whose destination is
    /// whatever the walk has below.
    public static func destination(after step: Step, on event: Event, flags: Flags) -> StepKind? {
        switch resolvedMove(from: step.kind, on: event, flags: flags) {
        case .push(let kind)?, .present(let kind, _)?, .backTo(let kind)?, .finish(let kind)?: kind
        case .unwindThenEnter(_, let entry)?: entry.step
        case .back?, .dismiss?, nil: nil
        }
    }
}
