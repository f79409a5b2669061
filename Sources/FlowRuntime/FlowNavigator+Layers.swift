extension FlowNavigator {
    /// The walk split into layers, the base layer first: a new layer at each step presented
    /// as a sheet or a cover (`Flow.presentation(of:after:)`), the pushes above it in its path.
    public var layers: [FlowLayer<Flow.Step>] {
        var layers = [FlowLayer(root: root, path: [], style: .base)]
        var previous = root
        for step in pushed {
            switch Flow._presentation(of: step, after: previous) {
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
    /// `.dismissalDisabled`: `isDismissalEnabled` tells the host beforehand. On a child flow's
    /// screen the child's `dismissed` transitions run, and on the child's first screen the
    /// use-step's.
    @discardableResult
    public func dismissed() -> Bool {
        switch gesture {
        case .disabled:
            return refuse(.dismissalDisabled)
        case .move(let move):
            // A `dismissed` transition only unwinds (the checker's `dismissed-enters-step`).
            return apply(move, event: .dismissed) { Flow.Step(_payloadFree: $0) }
        case .insideChild(let kept):
            change(event: nil) { $0.pushed.removeSubrange((kept - 1)...) }
            return true
        }
    }

    /// Whether the user's gesture on the step on screen would move the flow: whether the host
    /// shows the Back button and lets a sheet be swiped down. Never at the walk's root, nor at
    /// a cover's root, which has no Back button and no swipe.
    public var isDismissalEnabled: Bool {
        if case .disabled = gesture { return false }
        return !pushed.isEmpty
    }

    /// Whether the step on screen is the root of a layer presented as a cover.
    var isCoverRoot: Bool {
        guard let top = layers.last else { return false }
        return top.style == .cover && top.path.isEmpty
    }

    /// Makes `move` on the walk, as one change: unwinds, then enters the step it names, made by
    /// `makeStep`. The move is the entry's at `top` among the pushed steps (the top one unless
    /// said: a use-step's move from its child's first entry). Returns whether it moved; refuses
    /// when the walk can't make the move.
    func apply(_ move: FlowStepMove<Flow.StepKind>, event: Flow.Event, top: Int? = nil, makeStep: (Flow.StepKind) -> Flow.Step?) -> Bool {
        let top = top ?? pushed.count - 1
        let kept: Int
        switch move {
        case .push, .present:
            kept = pushed.count
        case .back:
            guard let count = keptCount(unwinding: .back, top: top) else { return refuse(.atRoot) }
            kept = count
        case .backTo(let target):
            guard let count = keptCount(unwinding: .backTo(target), top: top) else { return refuse(.notInWalk) }
            kept = count
        case .dismiss:
            guard let count = keptCount(unwinding: .dismiss, top: top) else { return refuse(.atRoot) }
            kept = count
        case .unwindThenEnter(let unwind, _):
            guard let count = keptCount(unwinding: unwind, top: top) else {
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
            next = Flow._entered(step, flags: flags)
        }
        change(event: event) { navigator in
            navigator.pushed.removeSubrange(kept...)
            if let next { navigator.pushed.append(next) }
        }
        return true
    }

    /// How many pushed steps stay after `unwind` from the pushed step at `top` (`-1` for the
    /// root); `nil` when the walk can't unwind so: `back` at the root, `back to` a step not in
    /// the walk, `dismiss` in the base layer.
    private func keptCount(unwinding unwind: FlowUnwind<Flow.StepKind>, top: Int) -> Int? {
        switch unwind {
        case .back:
            return top < 0 ? nil : top
        case .backTo(let target):
            return keptCount(poppingTo: target)
        case .dismiss:
            // The layer of `top`: its root is the last entry up to `top` presented after the one below it.
            var below = root
            var presented: Int?
            for (position, step) in pushed.prefix(top + 1).enumerated() {
                if Flow._presentation(of: step, after: below) != nil { presented = position }
                below = step
            }
            return presented
        }
    }
}
