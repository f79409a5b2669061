import FlowChecker
import FlowCore

extension PathSearch {
    /// A walk found while routing: the search node and option it extends (`parent` `-1` for
    /// where the search starts), and the walk it reaches, made when the node is searched from
    /// (`nil` until then: a push's step is known without making the walk).
    private struct RouteNode {
        var stack: PlanState?
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
    /// What an option covers is predicted from the option before the walk after it is made,
    /// and a pushed step's walk is made only when the search reaches it, so a step with many
    /// ways on costs little more than a look at each. (A `back` lands where the walk below
    /// says, so a step exhausted on one walk may lead elsewhere on another; at worst a walk
    /// ends early, and the next item's own walk from its root covers what it missed.)
    mutating func route(from stack: PlanState, toNew pending: PendingItems) -> [FlowMoves.Option]? {
        var nodes = [RouteNode(stack: stack, parent: -1, option: nil)]
        var seen: Set<StepID> = [stack.top.step]
        var head = 0
        while head < nodes.count {
            let index = head
            head += 1
            guard let here = walk(of: index, in: &nodes) else { continue }
            let step = here.top.step
            guard !graph.steps[step].isFinal else { continue }
            if pending.hasMoves(from: step) || (pending.barItems > 0 && here.showsTabBar), let found = newMove(on: here, pending) {
                return route(to: index, in: nodes) + [found]
            }
            let options = available(on: here)
            // One step further where a move on the step pushed has something new: a look
            // before the walk there is made, so a step with many covered ways on costs little.
            for option in options {
                guard let pushed = pushedStep(option, from: step), pending.hasMoves(from: pushed) else { continue }
                let (move, after, _) = take(option, from: here)
                guard case .moved = move.result, let found = newMove(on: after, pending) else { continue }
                return route(to: index, in: nodes) + [option, found]
            }
            for option in options {
                if let pushed = pushedStep(option, from: step) {
                    guard !exhausted[pushed.index], seen.insert(pushed).inserted else { continue }
                    nodes.append(RouteNode(stack: nil, parent: index, option: option))
                    continue
                }
                let (move, after, _) = take(option, from: here)
                let shown = after.top.step
                guard case .moved = move.result, !exhausted[shown.index], seen.insert(shown).inserted else { continue }
                nodes.append(RouteNode(stack: after, parent: index, option: option))
            }
        }
        for step in seen { exhausted[step.index] = true }
        return nil
    }

    /// The walk search node `index` reaches, made now if it wasn't; `nil` when its move
    /// doesn't move.
    private mutating func walk(of index: Int, in nodes: inout [RouteNode]) -> PlanState? {
        if let stack = nodes[index].stack { return stack }
        guard let option = nodes[index].option, let below = nodes[nodes[index].parent].stack else { return nil }
        let (move, after, _) = take(option, from: below)
        guard case .moved = move.result else { return nil }
        nodes[index].stack = after
        return after
    }

    /// The step `option` shows when it only pushes or presents one (no unwinding first): what
    /// it shows is then known without the walk.
    private func pushedStep(_ option: FlowMoves.Option, from step: StepID) -> StepID? {
        guard !option.isGesture, let entered = option.entered, let move = moves.move(of: option, from: step),
              move.unwinding == nil,
              graph.steps[entered.step].role != .outcome else { return nil }
        return entered.step
    }

    /// The first option available on the walk `stack` that covers a pending item (a refused
    /// event covers what it evaluates, and the walk stays where it is). What an option covers
    /// is predicted before its walk is made: its own items, and the step or outcome it enters
    /// (a move that unwinds and enters nothing shows a step the walk has shown, covered
    /// already). The options before the first that may still cover something are passed over.
    private mutating func newMove(on stack: PlanState, _ pending: PendingItems) -> FlowMoves.Option? {
        let top = stack.top
        let options = options(from: top.step)
        var isLive = false
        for position in firstLive[top.step.index]..<options.count {
            let option = options[position]
            let entered = option.entered.map { graph.steps[$0.step].role == .outcome ? CoverageItem.outcome($0.step) : .step($0.step) }
            guard option.covers.contains(where: pending.contains) || entered.map(pending.contains) == true else {
                if !isLive { firstLive[top.step.index] = position + 1 }
                continue
            }
            isLive = true
            guard isAvailable(option, on: top), option.action != .reselect, let option = moves.keepingSelectedTabShown(option, on: stack) else { continue }
            let made = take(option, from: stack)
            if isReplayable(option, made.move.result), made.covers.contains(where: pending.contains) { return option }
        }
        // The tab bar's moves, whose covers depend on the tabs' walks: each made to see.
        for option in moves.barOptions(on: stack, stepOptions: options).compactMap({ moves.keepingSelectedTabShown($0, on: stack) }) {
            let made = take(option, from: stack)
            if isReplayable(option, made.move.result), made.covers.contains(where: pending.contains) { return option }
        }
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
