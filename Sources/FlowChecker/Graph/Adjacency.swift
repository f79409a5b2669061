/// A directed graph over nodes `0..<nodeCount` in compressed form: the successors of node `v`
/// are `targets[offsets[v]..<offsets[v + 1]]`, two arrays for the whole graph instead of an
/// array a node.
struct Adjacency {
    /// One edge, for building the graph.
    struct Edge {
        var from: Int
        var to: Int
    }

    let nodeCount: Int
    private let offsets: [Int]
    private let targets: [Int]

    /// The graph of `edges`, each node's successors in the order of its edges in `edges`.
    init(nodeCount: Int, edges: [Edge]) {
        self.nodeCount = nodeCount
        // Count each node's edges, turn the counts into offsets, then put each edge in its place.
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        for edge in edges { offsets[edge.from + 1] += 1 }
        for node in 0..<nodeCount { offsets[node + 1] += offsets[node] }
        var free = offsets
        var targets = [Int](repeating: 0, count: edges.count)
        for edge in edges {
            targets[free[edge.from]] = edge.to
            free[edge.from] += 1
        }
        self.offsets = offsets
        self.targets = targets
    }

    var edgeCount: Int { targets.count }

    func successors(_ node: Int) -> ArraySlice<Int> {
        targets[offsets[node]..<offsets[node + 1]]
    }
}
