import FlowChecker
import FlowCore

/// The relation `restore` judges a walk with, as generated code states it: the steps a walk may
/// start at (the roots, and what their skip rules show), and for each step the steps that can
/// follow it (`successors(of:)`: what its events push and show after skip rules, and the pairs
/// of the flow's layers, `then` moves included), each with how it is entered. Outcomes never
/// follow a step in a walk.
struct WalkRelation {
    /// By `StepID.index`: the steps that can follow it, and how each is entered, sorted.
    let successors: [[(step: StepID, style: FlowPresentation)]]
    let shownRoots: [StepID]

    init(_ graph: FlowGraph) {
        successors = graph.stepIDs.map { step in
            var shown = Set<StepID>()
            for event in graph.eventIDs { shown.formUnion(graph.shownSteps(after: step, event: event)) }
            // In a flow with layers its pairs say how each step is entered; else it is pushed.
            let layered = graph.entryPairs.filter { $0.below == step }.map { (step: $0.step, style: $0.style) }
            let pushed = shown.filter { next in !layered.contains { $0.step == next } }.map { (step: $0, style: FlowPresentation.push) }
            return (layered + pushed).filter { !graph.steps[$0.step].isOutcome }
                .sorted { ($0.step, $0.style.name) < ($1.step, $1.style.name) }
        }
        shownRoots = Self.shownRoots(graph)
    }

    /// Whether `step` can follow `below` in a walk.
    func follows(_ step: StepID, _ below: StepID) -> Bool {
        successors[below.index].contains { $0.step == step }
    }

    /// The roots, each followed by the steps its skip rule can lead to, without the steps
    /// that are always skipped.
    private static func shownRoots(_ graph: FlowGraph) -> [StepID] {
        var shown: [StepID] = []
        var entered = Set<StepID>()
        var pending = graph.roots
        while !pending.isEmpty {
            let step = pending.removeFirst()
            guard entered.insert(step).inserted else { continue }
            let facts = graph.steps[step].facts
            if !facts.isAlwaysSkipped { shown.append(step) }
            guard facts.canBeSkipped else { continue }
            for transition in graph.steps[step].transitions where transition.continuesSkip {
                if let target = transition.enteredStep, !pending.contains(target) { pending.append(target) }
            }
        }
        return shown
    }
}
