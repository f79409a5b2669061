import FlowCore

extension SingleFlowChecker {
    /// The fourth pass, on a flow whose names all resolved and whose guards were analysed: skip
    /// chains and payload agreement, then, from the start, the stack, reachability and traps,
    /// on the two-layer `StepGraph`. `graph` is the whole graph: `closed` lists the
    /// continuations it can't take, as their children never enter the outcome (notes where a
    /// step is unreached for that). `nil` when the flow has no start to walk from.
    func analyseGraph(_ graph: FlowGraph, finalSteps: [StepID], closed: [ClosedContinuation], _ diagnostics: inout Diagnostics) -> GraphFacts? {
        // The push graph first: the roots shown do not depend on `then` moves, the layers do.
        let baseGraph = StepGraph(graph)
        let canBeRoot = shownRoots(graph, baseGraph)
        let layers = Layers(graph, roots: graph.stepIDs.filter { canBeRoot[$0.index] }, presented: graph.shellEntries + graph.linkEntries.map(\.step))
        let stepGraph = layers.thenEdges.isEmpty ? baseGraph : StepGraph(graph, thenEdges: layers.thenEdges)
        let reverse = stepGraph.reversed()
        let skipsLoop = checkSkipChains(graph, stepGraph, &diagnostics)
        let skipsIntoPayloads = checkSkipsIntoPayloads(graph, &diagnostics)
        let skipsIntoOutcomes = checkSkipsIntoOutcomes(graph, &diagnostics)
        if !skipsLoop, !skipsIntoPayloads, !skipsIntoOutcomes {
            checkPayloadAgreement(graph, reverse: reverse, &diagnostics)
        }
        guard let start = graph.start else { return nil }
        // A tab move's `then` step is one its tab's root enters (`tab-then-illegal`), so the
        // walk it lands on is already a path of this graph.
        let reached = stepGraph.reachable(from: graph.walkSources.map(stepGraph.entering))
        checkStack(graph, canBeRoot: canBeRoot, stepGraph, reverse: reverse, reached: reached, &diagnostics)
        let coverRoots = alwaysCoverRoots(graph, layers, reached: reached)
        checkPresentations(graph, layers, reached: reached, coverRoots: coverRoots, &diagnostics)
        checkTabMoves(graph, layers, reached: reached, &diagnostics)
        let linkPairs = linkEntryPairs(graph, layers, reached: reached, &diagnostics)
        checkLinkEntryThen(graph, layers, reached: reached, &diagnostics)
        let (trapped, trapGraph) = traps(graph, finalSteps: finalSteps, reached: reached, stepGraph, reverse: reverse, layers: layers)
        for step in graph.stepIDs where !reached[step.index] && !graph.steps[step].facts.isAlwaysSkipped {
            let name = graph.steps[step].name
            switch graph.steps[step].role {
            case .outcome:
                diagnostics.report(
                    CheckerMessages.outcomeNeverEntered(name, flow: flow.name.name), at: graph.steps[step].range,
                    notes: outcomeNotes(step, closed, graph, diagnostics)
                )
            case .screen, .final, .use:
                diagnostics.report(
                    CheckerMessages.unreachableStep(name, start: graph.steps[start].name, isRouter: flow.kind == .router),
                    at: graph.steps[step].range, notes: closedContinuationNotes(entering: step, closed, graph, diagnostics)
                )
            }
        }
        if trapped.contains(true) {
            reportTraps(graph, trapped: trapped, start: start, stepGraph: trapGraph.graph, reverse: trapGraph.reverse, &diagnostics)
        }
        let n = graph.steps.count
        return GraphFacts(
            isReachable: Array(reached[..<n]), isTrap: Array(trapped[..<n]), canBeRoot: canBeRoot, entryPairs: Set(layers.entryPairs + linkPairs).sorted(),
            inBaseLayer: layers.inBaseLayer, layerRoots: layers.layerRoots, isAlwaysCoverRoot: coverRoots
        )
    }

    /// The nodes that are reached but from which no final step can be reached, going back
    /// included, and the graph that says so (with back edges, when the flow goes back). A
    /// router need not finish: none of its nodes is trapped.
    private func traps(
        _ graph: FlowGraph, finalSteps: [StepID], reached: [Bool], _ stepGraph: StepGraph, reverse: StepGraph, layers: Layers
    ) -> (trapped: [Bool], (graph: StepGraph, reverse: StepGraph)) {
        var trapped = [Bool](repeating: false, count: stepGraph.nodeCount)
        var trapGraph = (graph: stepGraph, reverse: reverse)
        guard flow.kind == .wizard, !finalSteps.isEmpty else { return (trapped, trapGraph) }
        if graph.steps.contains(where: { $0.transitions.contains { Self.unwinds($0.move) } }) {
            let withBack = stepGraph.addingBackEdges(of: graph, reverse: reverse, layers: layers)
            trapGraph = (withBack, withBack.reversed())
        }
        let finishing = trapGraph.reverse.reachable(from: finalSteps.map(\.index))
        for node in trapped.indices { trapped[node] = reached[node] && !finishing[node] }
        return (trapped, trapGraph)
    }

    /// Reports each loop of skip rules once, at the first step of the loop; whether there is one.
    private func checkSkipChains(_ graph: FlowGraph, _ stepGraph: StepGraph, _ diagnostics: inout Diagnostics) -> Bool {
        let n = graph.steps.count
        var found = false
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
                        reportSkipLoop(cycle.map(StepID.init), graph, &diagnostics)
                        found = true
                    }
                } else if color[child] == 0, steps[child].facts.canBeSkipped {
                    color[child] = 1
                    position[child] = stack.count
                    stack.append((child, children(child)))
                }
            }
        }
        return found
    }

    private func reportSkipLoop(_ cycle: [StepID], _ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        let first = cycle.min()!
        let split = cycle.firstIndex(of: first)!
        let rotated = Array(cycle[split...] + cycle[..<split])
        let chain = (rotated + [first]).map { "`\(graph.stepName($0))`" }.joined(separator: " → ")
        diagnostics.report(
            CheckerMessages.skipLoop(chain), at: graph.steps[first].skipRange ?? graph.steps[first].range,
            notes: rotated.dropFirst().map { diagnostics.note("`\(graph.stepName($0))` is skipped here", at: graph.steps[$0].skipRange ?? graph.steps[$0].range) }
        )
    }

    /// Whether a move unwinds (by itself or before a `then` entry): the flow can go on from
    /// an entry already on the stack, which only back edges show.
    private static func unwinds(_ move: Move) -> Bool {
        switch move {
        case .enter, .alert, .close: false
        case .unwind, .unwindThenEnter, .tab: true
        }
    }
}
