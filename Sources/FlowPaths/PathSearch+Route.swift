import FlowChecker
import FlowCore

extension PathSearch {
    /// A walk found while routing: the walk it reaches, and the search node and option it
    /// extends (`parent` `-1` for where the search starts).
    private struct RouteNode {
        let stack: Int
        let parent: Int
        let option: FlowMoves.Option?
    }

    /// The moves from the walk `stack` to the nearest move that covers an item `isNew`
    /// accepts, breadth first over the steps the walk can show next (each step once, the
    /// user's gesture included, so a walk backs out of a branch it has covered); `nil` when
    /// none can.
    ///
    /// The steps a fruitless search saw are marked exhausted, and no later search of the plan
    /// enters them: the items covered only grow, so nothing new lies beyond them later either.
    /// Each search then costs about the moves it finds, or what no search sees again, which
    /// keeps planning linear in the walks' length. (A `back` lands where the walk below says,
    /// so a step exhausted on one walk may lead elsewhere on another; at worst a walk ends
    /// early, and the next item's own walk from its root covers what it missed.)
    mutating func route(from stack: Int, toNew isNew: (CoverageItem) -> Bool) -> [FlowMoves.Option]? {
        var nodes = [RouteNode(stack: stack, parent: -1, option: nil)]
        var seen: Set<StepID> = [stacks.top(stack).step]
        var head = 0
        while head < nodes.count {
            let index = head
            head += 1
            let node = nodes[index]
            guard !graph.steps[stacks.top(node.stack).step].isFinal else { continue }
            // A refused event covers what it evaluates, and the walk stays where it is.
            let options = available(on: node.stack)
            let taken = options.map { take($0, from: node.stack) }
            if let found = options.indices.first(where: { position in
                isReplayable(options[position], taken[position].move.result)
                    && (options[position].covers.contains(where: isNew) || taken[position].covers.contains(where: isNew))
            }) {
                return route(to: index, in: nodes) + [options[found]]
            }
            for (option, (move, after, _)) in zip(options, taken) {
                let step = stacks.top(after).step
                guard case .moved = move.result, !exhausted[step.index], seen.insert(step).inserted else { continue }
                nodes.append(RouteNode(stack: after, parent: index, option: option))
            }
        }
        for step in seen { exhausted[step.index] = true }
        return nil
    }

    /// Whether a walk may make `option`, which had `result`: a move, an outcome, or a refusal
    /// because no transition applies. Not a transition that can't unwind this walk (a
    /// `back to` a step not in it), which the navigator refuses for another reason.
    func isReplayable(_ option: FlowMoves.Option, _ result: TestMove.Result) -> Bool {
        guard case .refused = result else { return true }
        return option.taken == nil && !option.isGesture
    }

    /// The options from the search's start to node `index`, in order.
    private func route(to index: Int, in nodes: [RouteNode]) -> [FlowMoves.Option] {
        var options: [FlowMoves.Option] = []
        var current = index
        while let option = nodes[current].option {
            options.append(option)
            current = nodes[current].parent
        }
        return options.reversed()
    }
}
