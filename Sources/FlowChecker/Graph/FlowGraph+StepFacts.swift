import FlowCore

extension FlowGraph {
    /// What the checker learned about a step.
    public struct StepFacts: Hashable, Sendable {
        /// Whether the step can be shown: it is reached from the start and not always skipped.
        public internal(set) var isReachable = false
        /// Whether its skip rule always applies, so the step is never shown.
        public internal(set) var isAlwaysSkipped = false
        /// Whether the skip rule can apply (it holds and a `next` transition then applies).
        public internal(set) var canBeSkipped = false
        /// Whether the step is reachable but no final step can be reached from it.
        public internal(set) var isTrap = false
        /// Whether the step can be shown as the root of a walk (the start step, or a router's
        /// root, after skip rules).
        public internal(set) var canBeRoot = false
        /// Whether the step can be in the base layer: pushed, through skip rules, from a root of
        /// the walk. True for every step of a flow that neither presents nor dismisses.
        public internal(set) var canBeInBaseLayer = true
        /// Whether every way into the step presents it as a cover or a modal sheet, and it is not
        /// a root: shown, it is the root of a layer with no Back button and no swipe (no
        /// `dismissed`).
        public internal(set) var isAlwaysCoverRoot = false
        /// The presented steps (entered `as sheet` or `as cover`) whose layer the step can be in:
        /// the step itself when it is presented, and the roots it can be pushed above, sorted.
        public internal(set) var layerRoots: [StepID] = []
    }

    /// For each step, by `StepID.index`, the steps that can be just below it on the stack (those
    /// that can push it, directly or through skipped steps), sorted: where `-> back` from it can
    /// lead.
    public func stepsBelow() -> [[StepID]] {
        var below = [[StepID]](repeating: [], count: steps.count)
        for step in stepIDs {
            for position in steps[step].transitions.indices where startsEvent(position, of: step) {
                for shown in shownSteps(after: step, event: steps[step].transitions[position].eventID)
                where below[shown.index].last != step {
                    below[shown.index].append(step)
                }
            }
        }
        return below
    }

    /// The steps that `event` from `step` can push and show next, after skip rules, sorted
    /// (back transitions show a step already on the stack, and are not among them).
    ///
    /// Computed on demand: stored for every step, these sets could grow with the square of
    /// the flow's size along long skip chains.
    public func shownSteps(after step: StepID, event: EventID) -> [StepID] {
        // Transitions read by index, field by field: binding a whole transition copies (and
        // retains) every part of it.
        let transitions = steps[step].transitions
        var targets: [StepID] = []
        for position in transitions.indices where transitions[position].eventID == event && transitions[position].canFire {
            switch transitions[position].move {
            case .enter(let entry): if !targets.contains(entry.step) { targets.append(entry.step) }
            case .unwind, .unwindThenEnter, .tab, .alert, .close: continue
            }
        }
        return shownSteps(entering: targets)
    }

    /// The steps shown on entering each of `targets`, after skip rules, sorted.
    public func shownSteps(entering targets: [StepID]) -> [StepID] {
        var targets = targets
        // Usually no target has a skip rule that can apply: the targets are what is shown.
        guard targets.contains(where: { steps[$0].facts.canBeSkipped || steps[$0].facts.isAlwaysSkipped }) else {
            targets.sort()
            return targets
        }
        var entered: Set<StepID> = []
        var shown: Set<StepID> = []
        var pending = targets
        while let next = pending.popLast() {
            guard entered.insert(next).inserted else { continue }
            let facts = steps[next].facts
            if !facts.isAlwaysSkipped { shown.insert(next) }
            if facts.canBeSkipped {
                let skipping = steps[next].transitions
                for position in skipping.indices where skipping[position].continuesSkip {
                    switch skipping[position].move {
                    case .enter(let onward): pending.append(onward.step)
                    case .unwind, .unwindThenEnter, .tab, .alert, .close: continue
                    }
                }
            }
        }
        return shown.sorted()
    }
}
