import FlowCore

extension SingleFlowChecker {
    /// Skip chains, payload agreement, reachability and traps, on the two-layer `StepGraph`.
    mutating func analyseGraph() {
        let stepGraph = StepGraph(graph)
        let reverse = stepGraph.reversed()
        let errorsBefore = errorCount
        checkSkipChains(stepGraph)
        checkSkipsIntoPayloads()
        if errorCount == errorsBefore {
            checkPayloadAgreement(reverse: reverse)
        }
        guard let start = graph.start else { return }
        let reached = stepGraph.reachable(from: graph.roots.map(stepGraph.entering))
        graph.isAnalysed = true
        markRoots(stepGraph)
        checkStack(stepGraph, reverse: reverse, reached: reached)
        // Traps: where no final step can be reached, going back included. A router need not finish.
        var trapped = [Bool](repeating: false, count: stepGraph.nodeCount)
        var trapGraph = (stepGraph, reverse)
        if flow.kind == .wizard, !finalSteps.isEmpty {
            if graph.steps.contains(where: { $0.transitions.contains { !$0.isPush } }) {
                let withBack = stepGraph.addingBackEdges(of: graph, reverse: reverse)
                trapGraph = (withBack, withBack.reversed())
            }
            let finishing = trapGraph.1.reachable(from: finalSteps.map(\.index))
            for node in trapped.indices { trapped[node] = reached[node] && !finishing[node] }
        }
        // One walk over the steps writes both facts.
        for step in graph.stepIDs {
            graph.steps[step].facts.isReachable = reached[step.index]
            graph.steps[step].facts.isTrap = trapped[step.index]
            if !reached[step.index], !graph.steps[step].facts.isAlwaysSkipped {
                diagnostics.report(CheckerMessages.unreachableStep(stepName(step), start: stepName(start), isRouter: flow.kind == .router), at: graph.steps[step].range)
            }
        }
        if trapped.contains(true) {
            reportTraps(trapped: trapped, start: start, stepGraph: trapGraph.0, reverse: trapGraph.1)
        }
    }

    /// One event of a step must lead to steps that take the same payload. Runs only when no
    /// skip rule loops or enters a payload step, so every step shown by going on through a
    /// skip rule has no payload.
    private mutating func checkPayloadAgreement(reverse: StepGraph) {
        let n = graph.steps.count
        let steps = graph.steps
        // entering u can end in a shown step when u can be shown or a skip from u can.
        let canShow = reverse.reachable(from: steps.indices.filter { !steps[$0].facts.isAlwaysSkipped }.map { n + $0 })
        func skipsOnToAShownStep(_ step: StepID) -> Bool {
            guard steps[step].facts.canBeSkipped else { return false }
            return graph.steps[step].transitions.contains { transition in
                guard transition.continuesSkip, let onward = transition.pushedStep else { return false }
                return canShow[reverse.entering(onward)]
            }
        }
        // Each way on: the step it can show and whether that step itself is shown (otherwise
        // the flow skips on from it to steps without payload), or `nil` for going back, which
        // takes no payload. Compared without building text.
        typealias WayOn = (step: StepID?, isShown: Bool)
        func payloadStep(_ way: WayOn) -> StepID? {
            guard let step = way.step else { return nil }
            return way.isShown && !steps[step].parameters.isEmpty ? step : nil
        }
        for index in graph.stepIDs {
            let transitions = graph.transitions(of: index)
            // Each event once, at its first transition; events compared by id, not by name.
            for position in transitions.indices where graph.startsEvent(position, of: index) {
                let eventID = transitions[position].eventID
                var first: WayOn?
                var other: WayOn?
                func consider(_ way: WayOn) {
                    guard let firstWay = first else { return first = way }
                    if other == nil, !samePayload(payloadStep(firstWay), payloadStep(way)) { other = way }
                }
                for later in position..<transitions.endIndex where transitions[later].eventID == eventID && transitions[later].canFire {
                    guard let target = transitions[later].pushedStep else {
                        consider((nil, false))
                        continue
                    }
                    if !steps[target].facts.isAlwaysSkipped { consider((target, true)) }
                    if skipsOnToAShownStep(target) { consider((target, false)) }
                }
                guard let first, let other else { continue }
                let event = transitions[position].event
                // A step reached by skipping: name one that is shown, found only now that it is needed.
                func note(_ way: WayOn) -> Note {
                    guard let step = way.step else {
                        let back = transitions[position...].first { $0.eventID == eventID && !$0.isPush }!
                        return diagnostics.note("it can go back, which takes no payload", at: back.range)
                    }
                    let shown = way.isShown || graph.steps[step].parameters.isEmpty ? step
                        : graph.shownSteps(after: step, event: "next").first { graph.steps[$0].parameters.isEmpty } ?? step
                    return diagnostics.note("it can show `\(stepName(shown))\(payloadSignature(shown))`", at: graph.steps[shown].range)
                }
                let at = transitions[position].range
                diagnostics.report(
                    CheckerMessages.inconsistentPayload(event: event, step: stepName(index)), at: at,
                    notes: [note(first), note(other)]
                )
            }
        }
    }

    /// Whether two steps (`nil`: none) take the same payload: the same labels and types.
    private func samePayload(_ a: StepID?, _ b: StepID?) -> Bool {
        guard let a, let b else { return a == b }
        let left = graph.steps[a].parameters, right = graph.steps[b].parameters
        return left.count == right.count && zip(left, right).allSatisfy { $0.label.name == $1.label.name && $0.type == $1.type }
    }

    /// No skip rule may enter a payload step: nothing would supply the payload.
    private mutating func checkSkipsIntoPayloads() {
        for index in graph.stepIDs where graph.steps[index].facts.canBeSkipped {
            for transition in graph.steps[index].transitions where transition.continuesSkip {
                guard let target = transition.pushedStep, !graph.steps[target].parameters.isEmpty else { continue }
                let name = stepName(index)
                diagnostics.report(
                    CheckerMessages.skipIntoPayload(skipped: name, target: stepName(target)), at: transition.range,
                    notes: [diagnostics.note("`\(name)` is skipped here", at: graph.steps[index].skipRange ?? graph.steps[index].range)]
                )
            }
        }
    }

    private func payloadSignature(_ step: StepID) -> String {
        let parameters = graph.steps[step].parameters
        return parameters.isEmpty ? "" : "(" + parameters.map { "\($0.label.name): \($0.type)" }.joined(separator: ", ") + ")"
    }

    /// Reports each loop of skip rules once, at the first step of the loop.
    private mutating func checkSkipChains(_ stepGraph: StepGraph) {
        let n = graph.steps.count
        var color = [UInt8](repeating: 0, count: n)  // 0 new, 1 on the stack, 2 done
        var reported = [Bool](repeating: false, count: n)
        var position = [Int](repeating: -1, count: n)
        func children(_ step: Int) -> [Int] {
            stepGraph.successors(stepGraph.entering(step)).filter { $0 >= n }.map { $0 - n }.reversed()
        }
        // Steps by `StepID.index` here: the walk keeps arrays of them.
        let steps = graph.steps
        for root in 0..<n where color[root] == 0 && steps[root].facts.canBeSkipped {
            var stack: [(node: Int, next: [Int])] = [(root, children(root))]
            color[root] = 1
            position[root] = 0
            while !stack.isEmpty {
                guard let child = stack[stack.count - 1].next.popLast() else {
                    color[stack.removeLast().node] = 2
                    continue
                }
                if color[child] == 1 {
                    let cycle = stack[position[child]...].map(\.node)
                    if !cycle.contains(where: { reported[$0] }) {
                        for step in cycle { reported[step] = true }
                        reportSkipLoop(cycle.map(StepID.init))
                    }
                } else if color[child] == 0, steps[child].facts.canBeSkipped {
                    color[child] = 1
                    position[child] = stack.count
                    stack.append((child, children(child)))
                }
            }
        }
    }

    private mutating func reportSkipLoop(_ cycle: [StepID]) {
        let first = cycle.min()!
        let split = cycle.firstIndex(of: first)!
        let rotated = Array(cycle[split...] + cycle[..<split])
        let chain = (rotated + [first]).map { "`\(stepName($0))`" }.joined(separator: " → ")
        diagnostics.report(
            CheckerMessages.skipLoop(chain), at: graph.steps[first].skipRange ?? graph.steps[first].range,
            notes: rotated.dropFirst().map { diagnostics.note("`\(stepName($0))` is skipped here", at: graph.steps[$0].skipRange ?? graph.steps[$0].range) }
        )
    }
}
