/// The flow as a directed graph of two kinds of node, in compressed adjacency form:
/// *shown s* (node `s`, the step on screen) and *entering s* (node `n + s`, the flow about to
/// enter the step, before its skip rule is applied).
///
/// Edges: shown s → entering t for every transition of s that can fire; entering t → shown t
/// unless t is always skipped; entering t → entering u for every `next` transition of t that can
/// fire while t's skip rule holds. Every question about reachability and skip chains is a
/// linear-time walk of this graph.
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
        for step in graph.steps {
            for transition in step.transitions where transition.canFire {
                targets.append(n + transition.target)
            }
            offsets.append(targets.count)
        }
        for (index, step) in graph.steps.enumerated() {
            if !step.facts.isAlwaysSkipped { targets.append(index) }
            if step.facts.canBeSkipped {
                for transition in step.transitions where transition.event == "next" && transition.canFire && transition.canFireWhenSkipped {
                    targets.append(n + transition.target)
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
        for source in sources { seen[source] = true }
        while let node = stack.popLast() {
            for next in successors(node) where !seen[next] {
                seen[next] = true
                stack.append(next)
            }
        }
        return seen
    }

    /// The nodes from which one of `sinks` can be reached (included).
    func reaching(_ sinks: [Int]) -> [Bool] {
        var predecessorOffsets = [Int](repeating: 0, count: nodeCount + 1)
        for node in 0..<nodeCount {
            for next in successors(node) { predecessorOffsets[next + 1] += 1 }
        }
        for node in 0..<nodeCount { predecessorOffsets[node + 1] += predecessorOffsets[node] }
        var fill = predecessorOffsets
        var predecessors = [Int](repeating: 0, count: targets.count)
        for node in 0..<nodeCount {
            for next in successors(node) {
                predecessors[fill[next]] = node
                fill[next] += 1
            }
        }
        var seen = [Bool](repeating: false, count: nodeCount)
        var stack = sinks
        for sink in sinks { seen[sink] = true }
        while let node = stack.popLast() {
            for previous in predecessors[predecessorOffsets[node]..<predecessorOffsets[node + 1]] where !seen[previous] {
                seen[previous] = true
                stack.append(previous)
            }
        }
        return seen
    }

    /// The steps shown when the flow enters any of `steps`, after skip rules, sorted.
    /// `stamp` is scratch space of `nodeCount` entries, reused between calls.
    func shownSteps(entering steps: [Int], stamp: inout [Int], mark: Int) -> [Int] {
        var result: [Int] = []
        var stack: [Int] = []
        for step in steps where stamp[entering(step)] != mark {
            stamp[entering(step)] = mark
            stack.append(entering(step))
        }
        while let node = stack.popLast() {
            for next in successors(node) where stamp[next] != mark {
                stamp[next] = mark
                if next < stepCount { result.append(next) } else { stack.append(next) }
            }
        }
        return result.sorted()
    }
}
