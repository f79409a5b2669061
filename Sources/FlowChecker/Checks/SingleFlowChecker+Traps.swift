import FlowCore

extension SingleFlowChecker {
    /// Reports, for each place where the flow can fall into a trap, the step it falls into and
    /// the loop (or the step with no way on) that holds it. Steps that are trapped only because
    /// every way on ends at a dead end are left to the dead-end error. Linear in the graph.
    func reportTraps(_ graph: FlowGraph, trapped: [Bool], start: StepID, stepGraph: StepGraph, reverse: StepGraph, _ diagnostics: inout Diagnostics) {
        let n = graph.steps.count
        // Keep the trapped nodes that can stay trapped for ever: drop dead ends, then every node
        // all of whose ways on were dropped.
        var kept = trapped
        var remaining = (0..<stepGraph.nodeCount).map { stepGraph.successors($0).count }
        var dropped = (0..<n).filter { trapped[$0] && graph.steps[$0].transitions.isEmpty }
        while let node = dropped.popLast() {
            guard kept[node] else { continue }
            kept[node] = false
            for previous in reverse.successors(node) where kept[previous] {
                remaining[previous] -= 1
                if remaining[previous] == 0 { dropped.append(previous) }
            }
        }
        // Entry points: kept shown steps that the flow enters from a node that is not trapped
        // (or from the start), through entering nodes only.
        var entries = Set<StepID>()
        var stack = (n..<stepGraph.nodeCount).filter { node in
            trapped[node] && (node == stepGraph.entering(start) || reverse.successors(node).contains { !trapped[$0] })
        }
        var seen = Set(stack)
        while let node = stack.popLast() {
            for next in stepGraph.successors(node) where trapped[next] && seen.insert(next).inserted {
                if next >= n {
                    stack.append(next)
                } else if kept[next] {
                    entries.insert(StepID(next))
                }
            }
        }
        var walk = TrapWalk(stepGraph: stepGraph, kept: kept)
        for entry in entries.sorted() {
            let note: Note
            switch walk.end(from: entry) {
            case .loop(let steps) where steps.isEmpty:
                continue  // a loop of skip rules alone, reported as such
            case .loop(let steps):
                var names = (steps + [steps[0]]).map { "`\(graph.stepName($0))`" }
                if names.count > 10 { names = Array(names.prefix(8)) + ["… (\(steps.count) steps)"] }
                note = diagnostics.note("it is caught in the loop " + names.joined(separator: " → "), at: graph.steps[steps[0]].range)
            case .stuck(let step):
                let message = step == entry
                    ? "none of its transitions can be taken"
                    : "every way on reaches `\(graph.stepName(step))`, none of whose transitions can be taken"
                note = diagnostics.note(message, at: graph.steps[step].range)
            }
            diagnostics.report(CheckerMessages.trap(graph.stepName(entry)), at: graph.steps[entry].range, notes: [note])
        }
    }
}

/// Follows, from a trapped step, the first way on that stays trapped, until the walk comes
/// round to a node it has seen or stops; remembers every answer, so all walks together take
/// linear time.
private struct TrapWalk {
    enum End: Equatable {
        /// The shown steps of the loop, in order.
        case loop([StepID])
        /// A node with no way on; for an entering node, the step it enters.
        case stuck(StepID)
    }

    let stepGraph: StepGraph
    let kept: [Bool]
    /// The end of every node walked so far.
    var ends: [Int: End] = [:]

    mutating func end(from step: StepID) -> End {
        let start = step.index
        var path: [Int] = []
        var onPath: [Int: Int] = [:]
        var node = start
        var result: End
        while true {
            if let known = ends[node] {
                result = known
                break
            }
            if let index = onPath[node] {
                result = .loop(path[index...].filter { $0 < stepGraph.stepCount }.map(StepID.init))
                break
            }
            onPath[node] = path.count
            path.append(node)
            guard let next = stepGraph.successors(node).first(where: { kept[$0] }) else {
                result = .stuck(StepID(node < stepGraph.stepCount ? node : node - stepGraph.stepCount))
                break
            }
            node = next
        }
        for visited in path { ends[visited] = result }
        return result
    }
}
