import FlowCore

extension FlowGraph {
    /// The relation a saved walk is restored by, as generated code states it
    /// (`successors(of:)`), by `StepID.index`: the steps that can follow each step in a walk,
    /// sorted. They are what its events push and show after skip rules, what the flow's layers
    /// and `then` moves put above it (`entryPairs`), and what the buttons of the alerts it
    /// shows enter. An outcome ends the flow without an entry of its own, so it never follows
    /// a step. The generated code and `flowc compat` judge walks by this one relation.
    public var walkSuccessors: [[StepID]] {
        var successors: [Set<StepID>] = stepIDs.map { step in
            var shown = Set<StepID>()
            for event in eventIDs { shown.formUnion(shownSteps(after: step, event: event)) }
            return shown
        }
        // `then` moves: the step entered follows the entry the unwinding left on top.
        for pair in entryPairs { successors[pair.below.index].insert(pair.step) }
        // A button's entry follows the step its alert is over.
        if !alerts.isEmpty {
            for step in stepIDs { successors[step.index].formUnion(shownByButtons(of: step)) }
        }
        return successors.map { $0.filter { !steps[$0].isOutcome }.sorted() }
    }

    /// The steps a walk may start at: the roots, each followed by the steps its skip rule can
    /// lead to (breadth first), each step once, without the steps that are always skipped.
    public var shownRoots: [StepID] {
        var shown: [StepID] = []
        var entered = Set<StepID>()
        for root in roots {
            var pending = [root]
            while !pending.isEmpty {
                let step = pending.removeFirst()
                guard entered.insert(step).inserted else { continue }
                let facts = steps[step].facts
                if !facts.isAlwaysSkipped { shown.append(step) }
                guard facts.canBeSkipped else { continue }
                for transition in steps[step].transitions where transition.continuesSkip {
                    if let target = transition.enteredStep, !pending.contains(target) { pending.append(target) }
                }
            }
        }
        return shown
    }

    /// The steps the buttons of the alerts `step` shows can enter, after skip rules: each
    /// button's move is made from `step`.
    public func shownByButtons(of step: StepID) -> [StepID] {
        var targets: [StepID] = []
        for transition in steps[step].transitions where transition.canFire {
            guard case .alert(let alert) = transition.move else { continue }
            for button in buttonMoves(of: alert) where button.guardCondition != .constant(false) {
                if let entered = button.enteredStep, !targets.contains(entered) { targets.append(entered) }
            }
        }
        return targets.isEmpty ? [] : shownSteps(entering: targets)
    }
}

extension FlowGraph.Step {
    /// Whether it is an outcome: an exit of the flow, with no screen and no entry in a walk.
    public var isOutcome: Bool {
        if case .outcome = role { return true }
        return false
    }
}
