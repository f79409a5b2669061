import FlowChecker
import FlowCore

extension PathSearch {
    /// Every item the criterion asks for, in order.
    func items(_ criterion: PathCriterion) -> [CoverageItem] {
        var items: [CoverageItem] = []
        for step in graph.stepIDs {
            let facts = graph.steps[step].facts
            switch graph.steps[step].role {
            case .outcome: items.append(.outcome(step))
            case .screen, .final, .use: if !facts.isAlwaysSkipped { items.append(.step(step)) }
            }
            if graph.steps[step].skip != nil { items += [.skip(step, applies: true), .skip(step, applies: false)] }
            if moves.hasGestureItem(step) { items.append(.gesture(step)) }
            for (position, transition) in graph.steps[step].transitions.enumerated() {
                items.append(.transition(step, position: position))
                guard let condition = transition.guardCondition else { continue }
                items += [.guardOutcome(step, position: position, holds: true), .guardOutcome(step, position: position, holds: false)]
                var read = Set<FlagID>()
                condition.collectFlags(into: &read)
                for flag in read.sorted() {
                    items += [.guardFlag(step, position: position, flag: flag, value: true), .guardFlag(step, position: position, flag: flag, value: false)]
                }
            }
        }
        items += graph.links.indices.map(CoverageItem.link)
        return items.filter { criterion.includes($0.kind) }.sorted()
    }

    /// The plan: refusals first (they cover guards failing), then a walk for each item left.
    mutating func plan(_ criterion: PathCriterion) -> TestPlan {
        let wanted = items(criterion)
        var plan = TestPlan(flow: graph.name, criterion: criterion)
        plan.refusals = refusals()
        var covered = Set(plan.refusals.flatMap(\.covers))
        let wantedSet = Set(wanted)
        for item in wanted where !covered.contains(item) {
            switch makeWalk(for: item, covered: covered, wanted: wantedSet) {
            case .success(let walk):
                covered.formUnion(walk.covers)
                plan.walks.append(walk)
            case .failure(let reason):
                plan.uncovered.append(TestPlan.Uncovered(item: item, reason: reason))
            }
        }
        plan.counts = CoverageItem.Kind.allCases.compactMap { kind in
            let all = wanted.filter { $0.kind == kind }
            return all.isEmpty ? nil : TestPlan.Count(kind: kind, covered: all.filter(covered.contains).count, total: all.count)
        }
        plan.shortestSum = wanted.filter(covered.contains).map { shortestLength($0) }.reduce(0, +)
        return plan
    }

    /// A walk that covers `item`, going on while a move a few steps ahead covers something
    /// `wanted` not yet covered; why there is none.
    private mutating func makeWalk(for item: CoverageItem, covered: Set<CoverageItem>, wanted: Set<CoverageItem>) -> Result<TestWalk, TestPlan.Reason> {
        if case .link(let index) = item {
            guard let url = sampleURL(of: graph.links[index]) else { return .failure(.needsExample) }
            var walk = TestWalk(start: .link(index, url: url), initial: linkWalk(index))
            walk.covers = [item]
            return .success(walk)
        }
        guard let state = source(of: item) else {
            let isShown = item.step.map { reached[$0.index] != nil } ?? false
            return .failure(isShown ? .unsatisfiable : .unreachable)
        }
        var walk = self.walk(to: state)
        var stack = states[state].stack
        var covered = covered.union(walk.covers)
        if !walk.covers.contains(item) {
            guard let option = available(on: stack).first(where: { covers($0, item, on: stack) }) else { return .failure(.unsatisfiable) }
            stack = append(option, to: &walk, stack: stack, covered: &covered)
        }
        // Go on while moves a few steps ahead cover something new: every round covers one item
        // more, so this ends.
        while case .moved? = walk.moves.last?.result ?? .moved(kept: 0, entered: nil),
              let route = route(from: stack, toNew: { wanted.contains($0) && !covered.contains($0) }) {
            for option in route { stack = append(option, to: &walk, stack: stack, covered: &covered) }
        }
        return walk.covers.contains(item) ? .success(walk) : .failure(.unsatisfiable)
    }

    /// The moves from the walk `stack` to one that covers an item of `new`: at most
    /// `lookahead` moves that each show a step, found breadth first, then that move; `nil`
    /// when none is that close.
    private mutating func route(from stack: Int, toNew isNew: (CoverageItem) -> Bool) -> [FlowMoves.Option]? {
        let lookahead = 4
        var frontier: [(stack: Int, path: [FlowMoves.Option])] = [(stack, [])]
        var seen: Set<StepID> = [stacks.top(stack).step]
        for _ in 0...lookahead {
            var next: [(stack: Int, path: [FlowMoves.Option])] = []
            for (node, path) in frontier where !graph.steps[stacks.top(node).step].isFinal {
                let options = available(on: node).filter { $0.taken != nil || $0.isGesture }
                // What a move covers apart from the step it shows needs no walk to find out.
                if let option = options.first(where: { $0.covers.contains(where: isNew) || take($0, from: node).2.contains(where: isNew) }) {
                    return path + [option]
                }
                for option in options {
                    let (move, after, _) = take(option, from: node)
                    if case .moved = move.result, seen.insert(stacks.top(after).step).inserted, seen.count < 64 {
                        next.append((after, path + [option]))
                    }
                }
            }
            frontier = next
        }
        return nil
    }


    private mutating func append(_ option: FlowMoves.Option, to walk: inout TestWalk, stack: Int, covered: inout Set<CoverageItem>) -> Int {
        let (move, after, covers) = take(option, from: stack)
        walk.moves.append(move)
        walk.covers += covers
        covered.formUnion(covers)
        return after
    }

    /// What `option` covers when made on `stack`, without keeping the walk it makes.
    private mutating func predictedCovers(_ option: FlowMoves.Option, on stack: Int) -> [CoverageItem] {
        take(option, from: stack).2
    }

    private mutating func covers(_ option: FlowMoves.Option, _ item: CoverageItem, on stack: Int) -> Bool {
        option.covers.contains(item) || predictedCovers(option, on: stack).contains(item)
    }

    /// The state a walk covering `item` starts from: the first walk found that covers it
    /// itself (a step shown, a skip rule met on the way in, a root's included), or else the
    /// first from which one more move covers it.
    private mutating func source(of item: CoverageItem) -> Int? {
        switch item {
        case .step(let step):
            return reached[step.index]
        case .transition(let step, _), .guardOutcome(let step, _, _), .guardFlag(let step, _, _, _), .gesture(let step):
            let shown = variants[step.index]
            return shown.first { state in available(on: states[state].stack).contains { covers($0, item, on: states[state].stack) } } ?? shown.first
        case .outcome, .skip:
            if let state = states.indices.first(where: { originCovers(states[$0]).contains(item) }) { return state }
            return states.indices.first { state in
                available(on: states[state].stack).contains { covers($0, item, on: states[state].stack) }
            }
        case .link:
            return nil
        }
    }

    /// What the start or the last move of a state's walk covers.
    private func originCovers(_ state: State) -> [CoverageItem] {
        switch state.origin {
        case .start(_, let covers), .move(_, _, let covers): covers
        }
    }

    /// The moves the shortest walk to cover `item` alone would take: to its source, then one
    /// more unless the source's walk covers it.
    private mutating func shortestLength(_ item: CoverageItem) -> Int {
        guard let state = source(of: item) else { return 0 }
        var length = originCovers(states[state]).contains(item) ? 0 : 1
        var current = state
        while case .move(let from, _, _) = states[current].origin {
            length += 1
            current = from
        }
        return length
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
    private func sampleURL(of link: FlowGraph.Link) -> String? {
        if let example = link.examples.first { return example.url }
        let samples = ["Int": "1", "Int64": "1", "Double": "1.5", "Bool": "true", "String": "x", "UUID": "00000000-0000-0000-0000-000000000001"]
        let values = link.placeholderTypes.map { type in samples[type.hasSuffix("?") ? String(type.dropLast()) : type] }
        guard !values.contains(nil) else { return nil }
        return link.pattern.url(values)
    }

    /// For each step on screen and each event, the first flag values under which no
    /// transition applies: the shortest walk to the step, then the refused move.
    private mutating func refusals() -> [TestWalk] {
        var refusals: [TestWalk] = []
        for step in graph.stepIDs {
            guard let state = reached[step.index] else { continue }
            var events = Set<String>()
            for option in available(on: states[state].stack) where option.taken == nil && !option.isGesture && events.insert(option.event).inserted {
                var walk = walk(to: state)
                var covered = Set<CoverageItem>()
                _ = append(option, to: &walk, stack: states[state].stack, covered: &covered)
                refusals.append(walk)
            }
        }
        return refusals
    }
}
