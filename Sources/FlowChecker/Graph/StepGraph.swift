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
    /// Each step's traits, by step index, gathered on the same walk that builds the edges.
    let traits: [StepTraits]

    init(_ graph: FlowGraph) {
        let n = graph.steps.count
        stepCount = n
        // One walk over the steps builds both halves: the shown nodes' edges here, the entering
        // nodes' aside, appended after.
        var offsets = [0]
        var targets: [Int] = []
        var enteringOffsets: [Int] = []
        var enteringTargets: [Int] = []
        var traits: [StepTraits] = []
        offsets.reserveCapacity(2 * n + 1)
        targets.reserveCapacity(3 * n)
        enteringOffsets.reserveCapacity(n)
        enteringTargets.reserveCapacity(n + n / 4)
        traits.reserveCapacity(n)
        // Transitions read in place: a copy of one retains its guard.
        let transitions = graph.transitions
        for index in graph.steps.indices {
            let range = graph.steps[index].transitionRange
            let facts = graph.steps[index].facts
            for position in range where transitions[position].canFire {
                targets.append(n + transitions[position].target)
            }
            offsets.append(targets.count)
            if !facts.isAlwaysSkipped { enteringTargets.append(index) }
            if facts.canBeSkipped {
                for position in range where transitions[position].continuesSkip {
                    enteringTargets.append(n + transitions[position].target)
                }
            }
            enteringOffsets.append(enteringTargets.count)
            var stepTraits: StepTraits = []
            if facts.canBeSkipped { stepTraits.insert(.canBeSkipped) }
            if facts.isAlwaysSkipped { stepTraits.insert(.isAlwaysSkipped) }
            if !graph.steps[index].parameters.isEmpty { stepTraits.insert(.hasPayload) }
            traits.append(stepTraits)
        }
        let shownCount = targets.count
        targets.append(contentsOf: enteringTargets)
        for offset in enteringOffsets { offsets.append(shownCount + offset) }
        self.offsets = offsets
        self.targets = targets
        self.traits = traits
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
        return StepGraph(stepCount: stepCount, offsets: counts, targets: reversedTargets, traits: traits)
    }

    private init(stepCount: Int, offsets: [Int], targets: [Int], traits: [StepTraits]) {
        self.stepCount = stepCount
        self.offsets = offsets
        self.targets = targets
        self.traits = traits
    }
}
