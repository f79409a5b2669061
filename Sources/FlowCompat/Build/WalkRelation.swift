import FlowChecker
import FlowCore

/// The relation `restore` judges a walk with (`FlowGraph.walkSuccessors` and `shownRoots`, the
/// ones the generated code states), with how each successor is entered: as the flow's layers
/// say, else pushed.
struct WalkRelation {
    /// By `StepID.index`: the steps that can follow it, and how each is entered, sorted.
    let successors: [[(step: StepID, style: FlowPresentation)]]
    let shownRoots: [StepID]

    init(_ graph: FlowGraph) {
        let pairs = Dictionary(grouping: graph.entryPairs.filter { !graph.steps[$0.step].isOutcome }, by: \.below)
        successors = zip(graph.stepIDs, graph.walkSuccessors).map { step, following in
            let layered = (pairs[step] ?? []).map { (step: $0.step, style: $0.style) }
            let pushed = following.filter { next in !layered.contains { $0.step == next } }.map { (step: $0, style: FlowPresentation.push) }
            return (layered + pushed).sorted { ($0.step, $0.style.name) < ($1.step, $1.style.name) }
        }
        shownRoots = graph.shownRoots
    }

    /// Whether `step` can follow `below` in a walk.
    func follows(_ step: StepID, _ below: StepID) -> Bool {
        successors[below.index].contains { $0.step == step }
    }
}
