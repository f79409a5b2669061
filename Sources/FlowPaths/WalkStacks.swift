import FlowChecker

/// Walks that share their lower entries: each node is an entry on top of the node below it,
/// so that a planner exploring thousands of walks copies none. Node `-1` is no walk.
struct WalkStacks {
    private var entries: [WalkEntry] = []
    private var below: [Int] = []
    private var depths: [Int] = []

    /// A walk of `entry` on top of `node` (`-1` for a root): its node.
    mutating func push(_ entry: WalkEntry, on node: Int) -> Int {
        entries.append(entry)
        below.append(node)
        depths.append(node < 0 ? 1 : depths[node] + 1)
        return entries.count - 1
    }

    func top(_ node: Int) -> WalkEntry { entries[node] }

    /// The number of entries of the walk.
    func depth(_ node: Int) -> Int { depths[node] }

    /// The walk left after `unwind`, as the runtime unwinds: `back` removes the top, `back to`
    /// removes every entry above the most recent entry of the step, `dismiss` the layer on top
    /// from its presented root up; `nil` when the walk can't unwind so.
    func unwound(_ unwind: Unwind, from node: Int) -> Int? {
        switch unwind {
        case .back:
            return below[node] >= 0 ? below[node] : nil
        case .backTo(let target):
            var current = below[node]
            while current >= 0, entries[current].step != target { current = below[current] }
            return current >= 0 ? current : nil
        case .dismiss:
            var current = node
            while below[current] >= 0, !entries[current].style.presents { current = below[current] }
            return below[current] >= 0 ? below[current] : nil
        }
    }

    /// The walk's entries, root first.
    func walk(_ node: Int) -> [WalkEntry] {
        var walk: [WalkEntry] = []
        var current = node
        while current >= 0 {
            walk.append(entries[current])
            current = below[current]
        }
        return walk.reversed()
    }
}
