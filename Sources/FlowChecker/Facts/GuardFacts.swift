/// Which transitions can fire and which skip rules can or must apply: the facts of the guard
/// pass (`SingleFlowChecker.analyseGuards`).
struct GuardFacts {
    /// One step's facts.
    struct Step {
        /// For each of the step's transitions, in order: whether some flag values make it the
        /// one taken (`FlowGraph.Transition.canFire`).
        var canFire: [Bool]
        /// For each of them: whether it can be taken while the skip rule holds
        /// (`FlowGraph.Transition.canFireWhenSkipped`).
        var canFireWhenSkipped: [Bool]
        var canBeSkipped = false
        var isAlwaysSkipped = false

        init(transitionCount: Int) {
            canFire = Array(repeating: true, count: transitionCount)
            canFireWhenSkipped = Array(repeating: true, count: transitionCount)
        }
    }

    /// By `StepID.index`.
    var steps: [Step] = []

    /// Writes the facts into the graph they were found on.
    func apply(to graph: inout FlowGraph) {
        for step in graph.stepIDs {
            let facts = steps[step.index]
            for position in graph.steps[step].transitions.indices {
                graph.steps[step].transitions[position].canFire = facts.canFire[position]
                graph.steps[step].transitions[position].canFireWhenSkipped = facts.canFireWhenSkipped[position]
            }
            graph.steps[step].facts.canBeSkipped = facts.canBeSkipped
            graph.steps[step].facts.isAlwaysSkipped = facts.isAlwaysSkipped
        }
    }
}
