/// The flow as a directed graph of two kinds of node, in compressed adjacency form:
/// *shown s* (node `s`, the step on screen) and *entering s* (node `n + s`, the flow about to
/// enter the step, before its skip rule is applied).
///
/// Edges: shown s → entering t for every transition of s that can fire; entering t → shown t
/// unless t is always skipped; entering t → entering u for every `next` transition of t that can
/// fire while t's skip rule holds. Every question about reachability and skip chains is a
/// linear-time walk of this graph (or of its reverse).
struct StepGraph {
    let stepCount: Int
    private let offsets: [Int]
    private let targets: [Int]

    init(_ graph: FlowGraph) {
        let n = graph.steps.count
        stepCount = n
        var offsets = [0]
        var targets: [Int] = []
        offsets.reserveCapacity(2 * n + 1)
        targets.reserveCapacity(3 * n)
        // Transitions read in place: a copy of one retains its guard.
        let transitions = graph.transitions
        for index in graph.steps.indices {
            for position in graph.steps[index].transitionRange where transitions[position].canFire {
                targets.append(n + transitions[position].target)
            }
            offsets.append(targets.count)
        }
        for index in graph.steps.indices {
            let facts = graph.steps[index].facts
            if !facts.isAlwaysSkipped { targets.append(index) }
            if facts.canBeSkipped {
                for position in graph.steps[index].transitionRange where transitions[position].continuesSkip {
                    targets.append(n + transitions[position].target)
                }
            }
            offsets.append(targets.count)
        }
        self.offsets = offsets
        self.targets = targets
    }

    var nodeCount: Int { 2 * stepCount }

    func entering(_ step: Int) -> Int { stepCount + step }

    func successors(_ node: Int) -> ArraySlice<Int> {
        targets[offsets[node]..<offsets[node + 1]]
    }

    /// The nodes reachable from `sources` (included).
    func reachable(from sources: [Int]) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var stack = sources
        stack.reserveCapacity(nodeCount)
        // Over the buffers: a slice of `targets` a node would retain and release the array.
        offsets.withUnsafeBufferPointer { offsets in
            targets.withUnsafeBufferPointer { targets in
                seen.withUnsafeMutableBufferPointer { seen in
                    for source in sources { seen[source] = true }
                    while let node = stack.popLast() {
                        for position in offsets[node]..<offsets[node + 1] {
                            let next = targets[position]
                            if !seen[next] {
                                seen[next] = true
                                stack.append(next)
                            }
                        }
                    }
                }
            }
        }
        return seen
    }

    /// The same nodes with every edge turned round.
    func reversed() -> StepGraph {
        var counts = [Int](repeating: 0, count: nodeCount + 1)
        var reversedTargets = [Int](repeating: 0, count: targets.count)
        let nodeCount = nodeCount
        offsets.withUnsafeBufferPointer { offsets in
            targets.withUnsafeBufferPointer { targets in
                counts.withUnsafeMutableBufferPointer { counts in
                    for next in targets { counts[next + 1] += 1 }
                    for node in 0..<nodeCount { counts[node + 1] += counts[node] }
                }
                var fill = counts
                fill.withUnsafeMutableBufferPointer { fill in
                    reversedTargets.withUnsafeMutableBufferPointer { reversedTargets in
                        for node in 0..<nodeCount {
                            for position in offsets[node]..<offsets[node + 1] {
                                let next = targets[position]
                                reversedTargets[fill[next]] = node
                                fill[next] += 1
                            }
                        }
                    }
                }
            }
        }
        return StepGraph(stepCount: stepCount, offsets: counts, targets: reversedTargets)
    }

    private init(stepCount: Int, offsets: [Int], targets: [Int]) {
        self.stepCount = stepCount
        self.offsets = offsets
        self.targets = targets
    }
}
