import FlowChecker
import FlowCore
import FlowWalks

/// Each option made on a planner's state, by FlowWalks' rules.
extension FlowMoves {
    /// `option` made on `state`: the state after it, the outcome the flow ends on, or a
    /// refusal. The rules are FlowWalks' (`FlowWalk.applying`, `FlowTabs.applying`), as the
    /// runtime's.
    func apply(_ option: Option, to state: PlanState) -> (result: TestMove.Result, state: PlanState) {
        let move: FlowWalkMove<StepID, StepID>
        switch option.action {
        case .gesture:
            move = .gesture(.back)
        case .select(let tab):
            guard let after = state.applying(.tabs(.select(tab)), presentation: presentation) else { return (.refused, state) }
            return (.moved(kept: after.walk.count, entered: nil), after)
        case .reselectToRoot:
            move = .unwind(.toRoot)
        case .shell:
            guard let entered = option.entered, let after = state.applying(.tabs(.shell(entered.step, entered.style)), presentation: presentation) else { return (.refused, state) }
            return (.moved(kept: after.walk.count - 1, entered: entered), after)
        case .event, .reselect:
            guard let made = self.move(of: option, from: state.top.step) else { return (.refused, state) }
            return apply(made, option, to: state)
        }
        return applying(move, option, to: state)
    }

    /// The move of `option`'s transition (or of the alert's button it answers) made on `state`.
    private func apply(_ made: Move, _ option: Option, to state: PlanState) -> (result: TestMove.Result, state: PlanState) {
        let move: FlowWalkMove<StepID, StepID>
        switch made {
        case .enter(let entry) where graph.steps[entry.step].role == .outcome:
            return (.finished(outcome: entry.step), state)
        case .unwindThenEnter(let unwind, let entry) where graph.steps[entry.step].role == .outcome:
            guard state.applying(.walk(.unwind(unwind.flowUnwind))) != nil else { return (.refused, state) }
            return (.finished(outcome: entry.step), state)
        case .enter:
            guard let entered = option.entered else { return (.refused, state) }
            move = .enter(entered.step, entered.style)
        case .unwind(let unwind):
            move = .unwind(unwind.flowUnwind)
        case .unwindThenEnter(let unwind, _):
            guard let entered = option.entered else { return (.refused, state) }
            move = .unwindThenEnter(unwind.flowUnwind, entered.step, entered.style)
        case .tab(let tabMove):
            return apply(tabMove, option, to: state)
        case .close:
            // The alert closes; the walk stays as it was.
            return (.moved(kept: state.walk.count, entered: nil), state)
        case .alert:
            // Only an option that answers the alert is made, and a button shows no alert.
            return (.refused, state)
        }
        return applying(move, option, to: state)
    }

    /// `move`, made for `option`, applied to `state` by the walk's rules.
    private func applying(_ move: FlowWalkMove<StepID, StepID>, _ option: Option, to state: PlanState) -> (result: TestMove.Result, state: PlanState) {
        guard let after = state.applying(.walk(move)) else { return (.refused, state) }
        let kept = after.walk.count - (option.entered == nil || option.isGesture ? 0 : 1)
        return (.moved(kept: kept, entered: option.isGesture ? nil : option.entered), after)
    }
}
