import FlowChecker

extension PathSearch {
    /// A move of a root's walk in an app, with the root's container after it (for an outcome,
    /// the container as it was).
    struct RootStep {
        let move: TestMove
        let after: PlanState
    }

    /// The search from `state` alone, as an app's root is on screen when the app reaches it:
    /// the first walk to each step shown from there.
    mutating func explore(from state: PlanState) {
        add(State(stack: state, origin: .start(.root(state.top.step, flags: []), covers: []), length: 0), showing: state.top.step)
        expand()
    }

    /// The shortest walk from the search's start (`explore(from:)`) to a state `isGoal`
    /// accepts; empty when the start is one; `nil` when none is found.
    func rootSteps(reaching isGoal: (PlanState) -> Bool) -> [RootStep]? {
        states.indices.first { isGoal(states[$0].stack) }.map(rootSteps(to:))
    }

    /// The shortest walk from the search's start that ends on `outcome`, its last move's flags
    /// accepted by `isAllowed`; `nil` when none is found.
    mutating func rootSteps(endingOn outcome: StepID, allowing isAllowed: ([Bool]) -> Bool) -> [RootStep]? {
        for index in states.indices {
            let stack = states[index].stack
            guard !graph.steps[stack.top.step].isFinal else { continue }
            for option in available(on: stack) where isAllowed(option.flags) {
                let (move, _, _) = take(option, from: stack)
                guard case .finished(let entered) = move.result, entered == outcome else { continue }
                return rootSteps(to: index) + moves(of: option, ending: move, on: stack).map { RootStep(move: $0, after: stack) }
            }
        }
        return nil
    }

    /// The moves of state `index`'s walk from the search's start, each with the container after it.
    func rootSteps(to index: Int) -> [RootStep] {
        var steps: [RootStep] = []
        var current = index
        while case .move(let from, var made, _) = states[current].origin {
            if case .moved = made[made.count - 1].result { made[made.count - 1].tabs = states[current].stack.testTabs }
            // An alert shown and answered: the alert leaves the walk as it was.
            let afters = made.indices.map { $0 == made.count - 1 ? states[current].stack : states[from].stack }
            steps = zip(made, afters).map { RootStep(move: $0, after: $1) } + steps
            current = from
        }
        return steps
    }
}
