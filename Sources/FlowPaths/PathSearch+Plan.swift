import FlowChecker
import FlowCore

extension PathSearch {
    /// Every item the criterion asks for, in order.
    mutating func items(_ criterion: PathCriterion) -> [CoverageItem] {
        var items: [CoverageItem] = []
        for step in graph.stepIDs {
            let facts = graph.steps[step].facts
            switch graph.steps[step].role {
            case .outcome: items.append(.outcome(step))
            case .screen, .final, .use: if !facts.isAlwaysSkipped { items.append(.step(step)) }
            }
            if graph.steps[step].skip != nil { items += [.skip(step, applies: true), .skip(step, applies: false)] }
            if moves.hasGestureItem(step) { items.append(.gesture(step)) }
            // An event refused for some flags: every transition of it has a guard, and together
            // they leave a case out (an event whose guards cover every case is never refused).
            let possible = Set(options(from: step).flatMap(\.covers))
            items += possible.filter { $0.kind == .refusal }
            items += alertItems(of: step)
            for (position, transition) in graph.steps[step].transitions.enumerated() {
                items.append(.transition(step, position: position))
                guard let condition = transition.guardCondition else { continue }
                var guardItems: [CoverageItem] = [.guardOutcome(step, position: position, holds: true), .guardOutcome(step, position: position, holds: false)]
                var read = Set<FlagID>()
                condition.collectFlags(into: &read)
                for flag in read.sorted() {
                    guardItems += [.guardFlag(step, position: position, flag: flag, value: true), .guardFlag(step, position: position, flag: flag, value: false)]
                }
                // A guard of an event written `only when` is evaluated only where the event is
                // offered, where one of its guards holds: what can't happen there is no item.
                items += graph.isFlagOnly(transition.eventID, of: step) ? guardItems.filter(possible.contains) : guardItems
            }
        }
        items += graph.links.indices.map(CoverageItem.link)
        items += tabItems()
        return items.filter { criterion.includes($0.kind) }.sorted()
    }

    /// Each line of each button of each alert `step` shows, answered over it: the alerts in
    /// the order the step's transitions first show them.
    private func alertItems(of step: StepID) -> [CoverageItem] {
        var shown: [AlertID] = []
        for transition in graph.steps[step].transitions {
            if case .alert(let alert) = transition.move, !shown.contains(alert) { shown.append(alert) }
        }
        return shown.flatMap { alert in graph.alerts[alert].transitions.indices.map { CoverageItem.alertButton(step, alert: alert, line: $0) } }
    }

    /// The plan: a walk for each item no walk planned before it covers.
    mutating func plan(_ criterion: PathCriterion) -> TestPlan {
        let wanted = items(criterion)
        var plan = TestPlan(flow: graph.name, criterion: criterion)
        // What the criterion asks for that no walk covers yet.
        var pending = PendingItems(wanted, moves: moves)
        let sources = self.sources()
        exhausted = Array(repeating: false, count: graph.steps.count)
        firstLive = Array(repeating: 0, count: graph.steps.count)
        for item in wanted where pending.contains(item) {
            switch makeWalk(for: item, sources: sources, pending: &pending) {
            case .success(let walk): plan.walks.append(walk)
            case .failure(let reason): plan.uncovered.append(TestPlan.Uncovered(item: item, reason: reason))
            }
        }
        let covered = wanted.filter { !pending.contains($0) }
        plan.counts = CoverageItem.Kind.allCases.compactMap { kind in
            let all = wanted.filter { $0.kind == kind }
            return all.isEmpty ? nil : TestPlan.Count(kind: kind, covered: covered.filter { $0.kind == kind }.count, total: all.count)
        }
        // An item a route covered that no walk from a root could counts nothing.
        plan.shortestSum = covered.map { sources[$0].map(shortestLength) ?? 0 }.reduce(0, +)
        return plan
    }

    /// A walk that covers `item`, from its source (`sources()`), going on while a move it can
    /// reach covers something still `pending`, in no more moves than a walk of its own would
    /// take to cover it; why there is none. What the walk covers leaves `pending`.
    private mutating func makeWalk(for item: CoverageItem, sources: [CoverageItem: Source], pending: inout PendingItems) -> Result<TestWalk, TestPlan.Reason> {
        if case .link(let index) = item {
            guard let url = sampleURL(of: graph.links[index]) else { return .failure(.needsExample) }
            guard let flags = linkFlags(index) else { return .failure(.tabHidden) }
            var walk = TestWalk(start: .link(index, url: url, flags: flags), initial: linkWalk(index))
            walk.initialTabs = linkState(index)?.testTabs
            walk.covers = [item]
            pending.remove([item])
            return .success(walk)
        }
        guard let source = sources[item] else {
            // The tab bar's moves are made on any step shown.
            let isShown = item.step.map { reached[$0.index] != nil } ?? true
            return .failure(isShown ? .unsatisfiable : .unreachable)
        }
        var walk = self.walk(to: source.state)
        var stack = states[source.state].stack
        pending.remove(walk.covers)
        for position in source.coveredBy { stack = append(available(on: stack)[position], to: &walk, stack: stack, pending: &pending) }
        // Go on, the user's gesture backing out of what is covered, while a move the walk can
        // reach covers something new: every round covers one item more, so this ends.
        while walk.canGoOn, let route = route(from: stack, toNew: pending),
              route.map(\.moveCount).reduce(0, +) <= ownWalkLength(after: route, from: stack, sources: sources, pending: pending) {
            for option in route { stack = append(option, to: &walk, stack: stack, pending: &pending) }
        }
        return .success(walk)
    }

    /// The fewest moves a walk of its own takes to cover an item that the last move of `route`,
    /// made from the walk `stack`, covers anew: a route longer than that ends the walk, and
    /// the item gets a walk of its own. So no item costs the walks more than its own shortest
    /// walk, and the walks together are never longer than one shortest walk an item.
    private mutating func ownWalkLength(after route: [FlowMoves.Option], from stack: PlanState, sources: [CoverageItem: Source], pending: PendingItems) -> Int {
        var current = stack
        var covers: [CoverageItem] = []
        for option in route { (_, current, covers) = take(option, from: current) }
        // An item no walk of its own can cover (none found from the roots) takes the route.
        return covers.filter(pending.contains).map { sources[$0].map(shortestLength) ?? .max }.min() ?? 0
    }

    private mutating func append(_ option: FlowMoves.Option, to walk: inout TestWalk, stack: PlanState, pending: inout PendingItems) -> PlanState {
        var (move, after, covers) = take(option, from: stack)
        if case .moved = move.result { move.tabs = after.testTabs }
        walk.moves += moves(of: option, ending: move, on: stack)
        walk.covers += covers
        pending.remove(covers)
        return after
    }

    /// Where a walk covering an item starts: a state of the search, and, unless the state's
    /// own walk covers the item, the positions of the options to make from there, each among
    /// those available after the one before, the last covering it.
    struct Source {
        let state: Int
        let coveredBy: [Int]
        /// The moves those options make: one each, two for an alert shown and answered.
        let moves: Int

        init(state: Int, coveredBy: [Int], moves: Int? = nil) {
            self.state = state
            self.coveredBy = coveredBy
            self.moves = moves ?? coveredBy.count
        }
    }

    /// For every item a walk can cover, its source: the first walk found that covers it itself
    /// (a step shown, a skip rule met on the way in, a root's), or else the first from which
    /// one more move covers it; for a transition or a guard, the first walk showing its step
    /// from which one move covers it. One pass over the states, each option predicted once.
    mutating func sources() -> [CoverageItem: Source] {
        var sources: [CoverageItem: Source] = [:]
        for (step, state) in reached.enumerated() {
            guard let state else { continue }
            sources[.step(graph.stepIDs[step])] = Source(state: state, coveredBy: [])
        }
        for state in states.indices {
            // Only moves that show a step make states, so no state's walk ends on an outcome.
            for item in originCovers(states[state]) where item.kind == .skip {
                if sources[item] == nil { sources[item] = Source(state: state, coveredBy: []) }
            }
        }
        var byMove: [CoverageItem: Source] = [:]
        for state in states.indices {
            let stack = states[state].stack
            for (position, option) in available(on: stack).enumerated() {
                let (move, _, covers) = take(option, from: stack)
                guard isReplayable(option, move.result) else { continue }
                for item in option.covers + covers where item.kind != .step {
                    if byMove[item] == nil { byMove[item] = Source(state: state, coveredBy: [position], moves: option.moveCount) }
                }
            }
        }
        return sources.merging(byMove) { first, _ in first }.merging(tabReturnSources()) { first, _ in first }
    }

    /// What the start or the last move of a state's walk covers.
    private func originCovers(_ state: State) -> [CoverageItem] {
        switch state.origin {
        case .start(_, let covers), .move(_, _, let covers): covers
        }
    }

    /// The moves the shortest walk to cover an item alone would take: to its `source`, then
    /// one more unless the source's walk covers it.
    private func shortestLength(from source: Source) -> Int {
        states[source.state].length + source.moves
    }

    /// The walk link `index` lands on: its steps, each entered as the flow enters it.
    private func linkWalk(_ index: Int) -> [WalkEntry] {
        let walk = graph.links[index].walk
        return walk.indices.map { position in
            let style = position == 0 ? nil : graph.entryPairs.first { $0.below == walk[position - 1] && $0.step == walk[position] }?.style
            return WalkEntry(step: walk[position], style: style ?? .push)
        }
    }

    /// A URL that opens `link`: its first example, or its pattern with a sample value for each
    /// placeholder of a standard type; `nil` for another type without an example.
    func sampleURL(of link: FlowGraph.Link) -> String? {
        if let example = link.examples.first { return example.url }
        let samples = ["Int": "1", "Int64": "1", "Double": "1.5", "Bool": "true", "String": "x", "UUID": "00000000-0000-0000-0000-000000000001"]
        let values = link.placeholderTypes.map { type in samples[type.hasSuffix("?") ? String(type.dropLast()) : type] }
        guard !values.contains(nil) else { return nil }
        return link.pattern.url(values)
    }
}
