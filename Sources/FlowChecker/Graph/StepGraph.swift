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
    /// The edges of node `v` are `targets[offsets[v]..<offsets[v + 1]]`.
    private let offsets: [Int]
    private let targets: [Int]

    init(_ graph: FlowGraph) {
        let n = graph.steps.count
        var edges: [[Int]] = Array(repeating: [], count: 2 * n)
        // Steps read by index, field by field: binding a whole step copies every part of it.
        for index in graph.steps.indices {
            let transitions = graph.steps[index].transitions
            let facts = graph.steps[index].facts
            edges[index] = transitions.filter(\.canFire).map { n + $0.target }
            if !facts.isAlwaysSkipped { edges[n + index].append(index) }
            if facts.canBeSkipped {
                edges[n + index] += transitions.filter(\.continuesSkip).map { n + $0.target }
            }
        }
        self.init(stepCount: n, edges: edges)
    }

    private init(stepCount: Int, edges: [[Int]]) {
        self.stepCount = stepCount
        var offsets = [0]
        offsets.reserveCapacity(edges.count + 1)
        for nodeEdges in edges { offsets.append(offsets[offsets.count - 1] + nodeEdges.count) }
        self.offsets = offsets
        self.targets = edges.flatMap { $0 }
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

    /// The same nodes with every edge turned round.
    func reversed() -> StepGraph {
        var edges: [[Int]] = Array(repeating: [], count: nodeCount)
        for node in 0..<nodeCount {
            for next in successors(node) { edges[next].append(node) }
        }
        return StepGraph(stepCount: stepCount, edges: edges)
    }
}
