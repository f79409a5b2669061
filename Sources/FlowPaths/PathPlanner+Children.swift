import FlowChecker
import FlowCore

extension PathPlanner {
    /// The moves inside the child flow that a parent's `move` on a use-step ends: the child's
    /// shortest walk from its start to the outcome `move` makes, so that a replay shows the
    /// child's screens inside the parent before the parent goes on. Each move carries the
    /// parent's flags (`move`'s, with the child's own set as its walk needs them), since a
    /// replay sets the parent's flags and the child reads its own from them.
    ///
    /// `nil` when `move` is no use-step outcome of `child` that moves the parent, or when the
    /// child's walk can't be replayed as it is:
    /// - its start has a skip rule (its first screen then depends on the flags the use-step
    ///   was entered with);
    /// - a step on the way, or the outcome, needs a payload without a default (a test's
    ///   payloads are the parent's);
    /// - the flags the child's last move needs would take the parent elsewhere;
    /// - it leaves the child on a screen past its start while the parent goes on above the
    ///   use-step, which the parent's walk, holding one entry for the child, would not expect
    ///   if it came back there.
    public static func childMoves(for move: TestMove, in parent: CheckedFlow, child: CheckedFlow) -> [TestMove]? {
        let (graph, childGraph) = (parent.graph, child.graph)
        switch move.result {
        case .moved, .finished: break
        // A move that shows an alert, or answers one, is made as one.
        case .refused, .showsAlert: return nil
        }
        if case .answer = move.via { return nil }
        guard case .use(let name) = graph.steps[move.step].role, name == childGraph.name,
              childGraph.steps[child.start].skip == nil,
              let outcome = childGraph.stepIDs.first(where: { childGraph.steps[$0].role == .outcome && childGraph.steps[$0].name == move.event }),
              let walk = shortestWalk(toOutcome: outcome, in: child), !needsPayload(walk, in: childGraph)
        else { return nil }
        let moves = walk.moves.map { childMove in
            var flags = move.flags
            for (index, flag) in childGraph.flags.enumerated() {
                if let position = graph.flags.firstIndex(where: { $0.name == flag.name }) { flags[position] = childMove.flags[index] }
            }
            // A tap on a button of the child's alert, which the parent shows as its own.
            return TestMove(step: childMove.step, eventID: childMove.eventID, event: childMove.event, flags: flags, result: childMove.result, via: childMove.via)
        }
        guard let last = moves.last, let unwinds = parentGoesOn(move, in: graph, flags: last.flags) else { return nil }
        let isAtStart = walk.walks.dropLast().last.map { $0.count == 1 } ?? true
        return unwinds || isAtStart ? moves : nil
    }

    /// The child's shortest walk from its start that ends on `outcome`; `nil` when none does.
    private static func shortestWalk(toOutcome outcome: StepID, in child: CheckedFlow) -> TestWalk? {
        var search = PathSearch(child.graph)
        search.explore()
        guard let source = search.sources()[.outcome(outcome)], source.coveredBy.count == 1, let position = source.coveredBy.first else { return nil }
        var walk = search.walk(to: source.state)
        guard case .root(child.start, _) = walk.start else { return nil }
        let stack = search.states[source.state].stack
        let option = search.available(on: stack)[position]
        walk.moves += search.moves(of: option, ending: search.take(option, from: stack).move, on: stack)
        return walk
    }

    /// Whether `walk` enters a step or ends on an outcome that needs a payload without a
    /// default: a replay makes the child's steps and outcome by themselves.
    private static func needsPayload(_ walk: TestWalk, in graph: FlowGraph) -> Bool {
        walk.moves.contains { move in
            let entered: StepID
            switch move.result {
            case .moved(_, let entry?): entered = entry.step
            case .finished(let outcome): entered = outcome
            case .moved, .refused, .showsAlert: return false
            }
            return graph.steps[entered].parameters.contains { $0.defaultValue == nil }
        }
    }

    /// Whether the parent, under the flags the child's last move is made with, takes the
    /// transition `move` planned: `nil` when it doesn't (or takes none); else whether that
    /// transition unwinds, taking the child's entries off the walk.
    private static func parentGoesOn(_ move: TestMove, in graph: FlowGraph, flags: [Bool]) -> Bool? {
        let moves = FlowMoves(graph: graph)
        guard let event = graph.steps[move.step].transitions.first(where: { TestEventID($0.eventID, in: graph) == move.eventID })?.eventID else { return nil }
        let planned = moves.evaluate(event, from: move.step, flags: move.flags)
        let replayed = moves.evaluate(event, from: move.step, flags: flags)
        guard let taken = planned.taken, replayed.taken == taken, replayed.entered == planned.entered else { return nil }
        return graph.steps[move.step].transitions[taken].move.unwinding != nil
    }
}
