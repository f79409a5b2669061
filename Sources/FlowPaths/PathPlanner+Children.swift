import FlowChecker
import FlowCore

extension PathPlanner {
    /// The moves inside the child flow that a parent's `move` on a use-step ends: the child's
    /// shortest walk from its start to the outcome `move` makes, so that a replay shows the
    /// child's screens inside the parent before the parent goes on. Each move carries the
    /// parent's flags (`move`'s, with the child's own set as its walk needs them), since a
    /// replay sets the parent's flags and the child reads its own from them.
    ///
    /// `nil` when `move` is no use-step outcome of `child`, or when the child's walk can't be
    /// replayed as it is: its start has a skip rule (its first screen then depends on the
    /// flags the use-step was entered with), a step on the way or the outcome needs a payload
    /// without a default (a test's payloads are the parent's), or the flags the child's last
    /// move needs would take the parent elsewhere.
    public static func childMoves(for move: TestMove, in parent: CheckedFlow, child: CheckedFlow) -> [TestMove]? {
        let (graph, childGraph) = (parent.graph, child.graph)
        guard case .use(let name) = graph.steps[move.step].role, name == childGraph.name,
              childGraph.steps[child.start].skip == nil,
              let outcome = childGraph.stepIDs.first(where: { childGraph.steps[$0].role == .outcome && childGraph.steps[$0].name == move.event })
        else { return nil }
        var search = PathSearch(childGraph)
        search.explore()
        guard let source = search.sources()[.outcome(outcome)], let position = source.coveredBy else { return nil }
        var walk = search.walk(to: source.state)
        guard case .root(child.start, _) = walk.start else { return nil }
        let option = search.available(on: search.states[source.state].stack)[position]
        walk.moves.append(search.take(option, from: search.states[source.state].stack).move)
        // A replay makes the child's steps and outcome by themselves: none may need a payload.
        let needsPayload = walk.moves.contains { childMove in
            let entered: StepID
            switch childMove.result {
            case .moved(_, let entry?): entered = entry.step
            case .finished(let outcome): entered = outcome
            case .moved, .refused: return false
            }
            return childGraph.steps[entered].parameters.contains { $0.defaultValue == nil }
        }
        guard !needsPayload else { return nil }
        let moves = walk.moves.map { childMove in
            var flags = move.flags
            for (index, flag) in childGraph.flags.enumerated() {
                if let position = graph.flags.firstIndex(where: { $0.name == flag.name }) { flags[position] = childMove.flags[index] }
            }
            return TestMove(step: childMove.step, event: childMove.event, flags: flags, result: childMove.result)
        }
        // The child's last move ends it, and the parent goes on under the same flags.
        let parentMoves = FlowMoves(graph: graph)
        guard let event = graph.steps[move.step].transitions.first(where: { $0.event == move.event })?.eventID,
              let last = moves.last
        else { return nil }
        let planned = parentMoves.evaluate(event, from: move.step, flags: move.flags)
        let replayed = parentMoves.evaluate(event, from: move.step, flags: last.flags)
        guard replayed.taken == planned.taken, replayed.entered == planned.entered else { return nil }
        return moves
    }
}
