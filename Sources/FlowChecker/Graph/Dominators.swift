/// Which nodes of a `StepGraph` lie on every path from its sources to a node: the question
/// behind `-> back to`, since the stack of shown steps is always a path of pushes from a root.
///
/// The immediate dominators come from the iterative algorithm of Cooper, Harvey and Kennedy
/// ("A Simple, Fast Dominance Algorithm"), over reverse postorder from a virtual node before
/// every source; the dominator tree is then numbered in preorder, so
/// `dominates(_:_:)` is two comparisons.
struct Dominators {
    /// Each node's preorder number in the dominator tree, and the highest number in its
    /// subtree; -1 for nodes no source reaches.
    private var preorder: [Int]
    private var subtreeEnd: [Int]

    init(_ graph: StepGraph, reverse: StepGraph, sources: [Int]) {
        let order = Self.postorder(graph, from: sources)
        let idom = Self.immediateDominators(order: order, reverse: reverse, sources: sources, nodeCount: graph.nodeCount)
        (preorder, subtreeEnd) = Self.numberTree(idom: idom, order: order, nodeCount: graph.nodeCount)
    }

    /// The nodes the sources reach, in postorder, by an iterative depth-first walk.
    private static func postorder(_ graph: StepGraph, from sources: [Int]) -> [Int] {
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: graph.nodeCount)
        for source in sources where !seen[source] {
            seen[source] = true
            var stack: [(node: Int, next: Int)] = [(source, 0)]
            while let (node, next) = stack.last {
                let successors = graph.successors(node)
                if next < successors.count {
                    stack[stack.count - 1].next += 1
                    let child = successors[successors.startIndex + next]
                    if !seen[child] {
                        seen[child] = true
                        stack.append((child, 0))
                    }
                } else {
                    order.append(node)
                    stack.removeLast()
                }
            }
        }
        return order
    }

    /// Each node's immediate dominator, the virtual node (`nodeCount`) for a source and -1 for a
    /// node no source reaches, iterated over reverse postorder until nothing changes.
    private static func immediateDominators(order: [Int], reverse: StepGraph, sources: [Int], nodeCount count: Int) -> [Int] {
        let virtual = count
        // Position in postorder; the virtual node comes last, so it is the highest.
        var position = [Int](repeating: -1, count: count + 1)
        for (index, node) in order.enumerated() { position[node] = index }
        position[virtual] = order.count
        var isSource = [Bool](repeating: false, count: count)
        for source in sources { isSource[source] = true }
        var idom = [Int](repeating: -1, count: count + 1)
        idom[virtual] = virtual
        func intersect(_ a: Int, _ b: Int) -> Int {
            var a = a, b = b
            while a != b {
                while position[a] < position[b] { a = idom[a] }
                while position[b] < position[a] { b = idom[b] }
            }
            return a
        }
        // Each node's reached predecessors, deepest first (lowest in postorder): the candidate then
        // climbs towards the sources one predecessor at a time, and a step that many steps of
        // one chain enter (a router's `status`, which every list opens) costs a walk up the chain
        // once, not once a predecessor. Measured with Benchmarks/shared-actions.sh: without the
        // order, checking 24,000 list steps that share ten row actions took 22 s, quadratic.
        let predecessors = order.map { node in
            reverse.successors(node).filter { position[$0] >= 0 }.sorted { position[$0] < position[$1] }
        }
        var changed = true
        while changed {
            changed = false
            for (index, node) in order.enumerated().reversed() {
                var candidate = isSource[node] ? virtual : -1
                for predecessor in predecessors[index] where idom[predecessor] != -1 {
                    candidate = candidate == -1 ? predecessor : intersect(predecessor, candidate)
                }
                if candidate != -1, idom[node] != candidate {
                    idom[node] = candidate
                    changed = true
                }
            }
        }
        return idom
    }

    /// The dominator tree numbered in preorder from the virtual node: each node's number and the
    /// highest number in its subtree. A node comes after its immediate dominator in reverse
    /// postorder, so subtree sizes add up in postorder, and each node then takes the next free
    /// number in its dominator's block, in reverse postorder, and keeps a block its size.
    private static func numberTree(idom: [Int], order: [Int], nodeCount count: Int) -> (preorder: [Int], subtreeEnd: [Int]) {
        let virtual = count
        let reached = order.filter { idom[$0] != -1 }
        var size = [Int](repeating: 1, count: count + 1)
        for node in reached { size[idom[node]] += size[node] }
        var preorder = [Int](repeating: -1, count: count + 1)
        var subtreeEnd = [Int](repeating: -1, count: count + 1)
        var nextFree = [Int](repeating: -1, count: count + 1)
        (preorder[virtual], subtreeEnd[virtual], nextFree[virtual]) = (0, size[virtual] - 1, 1)
        for node in reached.reversed() {
            preorder[node] = nextFree[idom[node]]
            subtreeEnd[node] = preorder[node] + size[node] - 1
            nextFree[idom[node]] += size[node]
            nextFree[node] = preorder[node] + 1
        }
        return (preorder, subtreeEnd)
    }

    /// Whether every path from a source to `node` passes through `dominator` (a node dominates
    /// itself); false when no source reaches either.
    func dominates(_ dominator: Int, _ node: Int) -> Bool {
        guard preorder[dominator] >= 0, preorder[node] >= 0 else { return false }
        return preorder[dominator] <= preorder[node] && preorder[node] <= subtreeEnd[dominator]
    }
}
