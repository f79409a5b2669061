extension FlowNavigator {
    /// The walk split into layers, the base layer first: a new layer at each step presented
    /// as a sheet or a cover (`Flow.presentation(of:after:)`), the pushes above it in its path.
    public var layers: [FlowLayer<Flow.Step>] {
        var layers = [FlowLayer(root: root, path: [], style: .base)]
        var previous = root
        for step in pushed {
            switch Flow.presentation(of: step.kind, after: previous.kind) {
            case .sheet?: layers.append(FlowLayer(root: step, path: [], style: .sheet))
            case .cover?: layers.append(FlowLayer(root: step, path: [], style: .cover))
            case nil: layers[layers.count - 1].path.append(step)
            }
            previous = step
        }
        return layers
    }

    /// The user's gesture on the step on screen: Back, or the swipe-down of a sheet whose only
    /// entry it is. Runs the step's `dismissed` transitions (`-> back` when it has none), and
    /// returns whether it moved; `onMove` hears the event `dismissed`. When the step's guards
    /// disable the gesture (`on dismissed -> back when !hasDraft`), refuses with
    /// `.dismissalDisabled`: `isDismissalEnabled` tells the host beforehand.
    @discardableResult
    public func dismissed() -> Bool {
        guard !isCoverRoot, let move = Flow.resolvedMove(from: current.kind, on: .dismissed, flags: flags) else {
            return refuse(.dismissalDisabled)
        }
        // A `dismissed` transition only unwinds (the checker's `dismissed-enters-step`).
        return apply(move, event: .dismissed) { Flow.Step(_payloadFree: $0) }
    }

    /// Whether the user's gesture on the step on screen would move the flow: whether the host
    /// shows the Back button and lets a sheet be swiped down. Never at the walk's root, nor at
    /// a cover's root, which has no Back button and no swipe.
    public var isDismissalEnabled: Bool {
        !pushed.isEmpty && !isCoverRoot && Flow.resolvedMove(from: current.kind, on: .dismissed, flags: flags) != nil
    }

    /// Whether the step on screen is the root of a layer presented as a cover.
    private var isCoverRoot: Bool {
        guard let top = layers.last else { return false }
        return top.style == .cover && top.path.isEmpty
    }

    /// Makes `move` on the walk, as one change: unwinds, then enters the step it names, made by
    /// `makeStep`. Returns whether it moved; refuses when the walk can't make the move.
    func apply(_ move: FlowStepMove<Flow.StepKind>, event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> Bool {
        let kept: Int
        switch move {
        case .push, .present:
            kept = pushed.count
        case .back:
            guard let count = keptCount(unwinding: .back) else { return refuse(.atRoot) }
            kept = count
        case .backTo(let target):
            guard let count = keptCount(unwinding: .backTo(target)) else { return refuse(.notInWalk) }
            kept = count
        case .dismiss:
            guard let count = keptCount(unwinding: .dismiss) else { return refuse(.atRoot) }
            kept = count
        case .unwindThenEnter(let unwind, _):
            guard let count = keptCount(unwinding: unwind) else {
                if case .backTo = unwind { return refuse(.notInWalk) }
                return refuse(.atRoot)
            }
            kept = count
        case .finish(let kind):
            return finish(on: kind) { Flow._outcome(_payloadFree: $0) }
        }
        var next: Flow.Step?
        if let entered = move.enteredStep {
            guard let step = makeStep(entered) else { return refuse(.noTransition) }
            next = step
        }
        change(event: event) { navigator in
            navigator.pushed.removeSubrange(kept...)
            if let next { navigator.pushed.append(next) }
        }
        return true
    }

    /// How many pushed steps stay after `unwind`; `nil` when the walk can't unwind so: `back`
    /// at the root, `back to` a step not in the walk, `dismiss` in the base layer.
    private func keptCount(unwinding unwind: FlowUnwind<Flow.StepKind>) -> Int? {
        switch unwind {
        case .back:
            return pushed.isEmpty ? nil : pushed.count - 1
        case .backTo(let target):
            return keptCount(poppingTo: target)
        case .dismiss:
            // The top layer's root: the last entry presented after the one below it.
            var below = root
            var presented: Int?
            for (position, step) in pushed.enumerated() {
                if Flow.presentation(of: step.kind, after: below.kind) != nil { presented = position }
                below = step
            }
            return presented
        }
    }
}
