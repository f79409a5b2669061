import FlowCore

extension FlowChecker {
    /// Reachability, traps, successors, payload agreement and skip chains.
    mutating func analyseGraph() {
        let stepGraph = StepGraph(graph)
        computeSuccessors(stepGraph)
        checkSkipChains(stepGraph)
        checkPayloads()
        guard let start = graph.start else { return }
        let reached = stepGraph.reachable(from: [stepGraph.entering(start)])
        for index in graph.steps.indices {
            graph.steps[index].facts.isReachable = reached[index]
            if !reached[index], !graph.steps[index].facts.isAlwaysSkipped {
                diagnostics.report(CheckerMessages.unreachableStep(stepName(index), start: stepName(start)), at: graph.steps[index].range)
            }
        }
        let finals = graph.steps.indices.filter { graph.steps[$0].isFinal }
        guard !finals.isEmpty else { return }
        let finishing = stepGraph.reaching(finals)
        let trapped = graph.steps.indices.map { reached[$0] && !finishing[$0] && !graph.steps[$0].isFinal }
        for index in graph.steps.indices where trapped[index] {
            graph.steps[index].facts.isTrap = true
        }
        reportTraps(trapped: trapped, start: start, stepGraph: stepGraph)
    }

    private mutating func computeSuccessors(_ stepGraph: StepGraph) {
        var stamp = [Int](repeating: -1, count: stepGraph.nodeCount)
        var mark = 0
        for index in graph.steps.indices {
            let step = graph.steps[index]
            var successors: [String: [Int]] = [:]
            for event in step.events {
                let targets = step.transitions.filter { $0.event == event && $0.canFire }.map(\.target)
                successors[event] = stepGraph.shownSteps(entering: targets, stamp: &stamp, mark: mark)
                mark += 1
            }
            graph.steps[index].facts.successors = successors
        }
    }

    /// One event of a step must lead to steps that take the same payload; no skip rule may
    /// enter a payload step.
    private mutating func checkPayloads() {
        for step in graph.steps {
            for event in step.events {
                let targets = step.facts.successors[event] ?? []
                guard let first = targets.first else { continue }
                let signature = payloadSignature(first)
                if let other = targets.first(where: { payloadSignature($0) != signature }) {
                    let at = step.transitions.first { $0.event == event }!.range
                    diagnostics.report(
                        CheckerMessages.inconsistentPayload(event: event, step: step.name), at: at,
                        notes: [first, other].map { diagnostics.note("it can show `\(stepName($0))\(payloadSignature($0))`", at: graph.steps[$0].range) }
                    )
                }
            }
            guard step.facts.canBeSkipped else { continue }
            for transition in step.transitions where transition.event == "next" && transition.canFire && transition.canFireWhenSkipped
                && !graph.steps[transition.target].parameters.isEmpty {
                diagnostics.report(
                    CheckerMessages.skipIntoPayload(skipped: step.name, target: stepName(transition.target)), at: transition.range,
                    notes: [diagnostics.note("`\(step.name)` is skipped here", at: step.skipRange ?? step.range)]
                )
            }
        }
    }

    private func payloadSignature(_ step: Int) -> String {
        let parameters = graph.steps[step].parameters
        return parameters.isEmpty ? "" : "(" + parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// Reports each loop of skip rules once, at the first step of the loop.
    private mutating func checkSkipChains(_ stepGraph: StepGraph) {
        let n = graph.steps.count
        var color = [UInt8](repeating: 0, count: n)  // 0 new, 1 on the stack, 2 done
        var reported = [Bool](repeating: false, count: n)
        var position = [Int](repeating: -1, count: n)
        for root in 0..<n where color[root] == 0 && graph.steps[root].facts.canBeSkipped {
            var stack: [(node: Int, next: [Int])] = []
            func children(_ step: Int) -> [Int] {
                stepGraph.successors(stepGraph.entering(step)).filter { $0 >= n }.map { $0 - n }.reversed()
            }
            color[root] = 1
            position[root] = 0
            stack.append((root, children(root)))
            while !stack.isEmpty {
                guard let child = stack[stack.count - 1].next.popLast() else {
                    let done = stack.removeLast().node
                    color[done] = 2
                    continue
                }
                if color[child] == 1 {
                    let cycle = stack[position[child]...].map(\.node)
                    if !cycle.contains(where: { reported[$0] }) {
                        for step in cycle { reported[step] = true }
                        let first = cycle.min()!
                        let rotated = Array(cycle[cycle.firstIndex(of: first)!...] + cycle[..<cycle.firstIndex(of: first)!])
                        let chain = (rotated + [first]).map { "`\(stepName($0))`" }.joined(separator: " → ")
                        diagnostics.report(
                            CheckerMessages.skipLoop(chain), at: graph.steps[first].skipRange ?? graph.steps[first].range,
                            notes: rotated.dropFirst().map { diagnostics.note("`\(stepName($0))` is skipped here", at: graph.steps[$0].skipRange ?? graph.steps[$0].range) }
                        )
                    }
                } else if color[child] == 0, graph.steps[child].facts.canBeSkipped {
                    color[child] = 1
                    position[child] = stack.count
                    stack.append((child, children(child)))
                }
            }
        }
    }

    /// Reports, for each place where the flow can fall into a trap, the step it falls into and
    /// the loop (or the step with no way on) that holds it. Steps that are trapped only because
    /// every way on ends at a dead end are left to the dead-end error.
    private mutating func reportTraps(trapped: [Bool], start: Int, stepGraph: StepGraph) {
        let n = graph.steps.count
        func successors(_ step: Int) -> [Int] {
            graph.steps[step].events.flatMap { graph.steps[step].facts.successors[$0] ?? [] }
        }
        // Keep trapped steps that can stay trapped forever: drop dead ends, then steps whose every way on was dropped.
        var kept = trapped
        var remaining = [Int](repeating: 0, count: n)
        var predecessors = [[Int]](repeating: [], count: n)
        var queue: [Int] = []
        for step in 0..<n where trapped[step] {
            let next = Set(successors(step).filter { trapped[$0] })
            remaining[step] = next.count
            for target in next { predecessors[target].append(step) }
            if stepDecls[step].transitions.isEmpty { queue.append(step) }
        }
        while let step = queue.popLast() {
            guard kept[step] else { continue }
            kept[step] = false
            for previous in predecessors[step] where kept[previous] {
                remaining[previous] -= 1
                if remaining[previous] == 0 { queue.append(previous) }
            }
        }
        // Entry points: kept steps shown first, or right after a step that is not trapped.
        var entries = Set<Int>()
        var stamp = [Int](repeating: -1, count: stepGraph.nodeCount)
        for step in stepGraph.shownSteps(entering: [start], stamp: &stamp, mark: 0) where kept[step] {
            entries.insert(step)
        }
        for step in 0..<n where graph.steps[step].facts.isReachable && !trapped[step] {
            for next in successors(step) where kept[next] { entries.insert(next) }
        }
        for entry in entries.sorted() {
            diagnostics.report(CheckerMessages.trap(stepName(entry)), at: graph.steps[entry].range, notes: [trapNote(from: entry, kept: kept, successors: successors)])
        }
    }

    private func trapNote(from entry: Int, kept: [Bool], successors: (Int) -> [Int]) -> Note {
        var order: [Int] = []
        var seenAt: [Int: Int] = [:]
        var step = entry
        while seenAt[step] == nil {
            seenAt[step] = order.count
            order.append(step)
            guard let next = successors(step).first(where: { kept[$0] }) else {
                return diagnostics.note("every way on reaches `\(stepName(step))`, none of whose transitions can be taken", at: graph.steps[step].range)
            }
            step = next
        }
        let loop = Array(order[seenAt[step]!...]) + [step]
        var names = loop.map { "`\(stepName($0))`" }
        if names.count > 10 { names = Array(names.prefix(8)) + ["… (\(loop.count - 1) steps)"] }
        return diagnostics.note("it is caught in the loop " + names.joined(separator: " → "), at: graph.steps[step].range)
    }
}
