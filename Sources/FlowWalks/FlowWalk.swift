/// What the user has on screen: the entries of a walk, root first, each with how it was
/// entered and an identity of its own. A value: a move makes a new walk
/// (`applying(_:in:kind:)`), and the walk before it is unchanged.
///
/// The runtime's navigator holds one of its flow's steps; the test planner holds thousands of
/// the checker's step ids. Walks share their lower entries, so a move copies none of them.
public struct FlowWalk<Step: Hashable & Sendable>: Sendable {
    /// One entry of a walk.
    public struct Entry: Hashable, Sendable {
        /// The step shown.
        public let step: Step
        /// How the entry joined the walk: `.push` for the root.
        public let presentation: FlowPresentation
        /// A serial number given when the entry was made, never given again in this walk or
        /// any walk made from it: a screen's transitions move the walk only while their entry
        /// is on top, even when a later entry shows the same step.
        public let id: UInt64
    }

    /// An entry on top of the walk below it.
    final class Node: Sendable {
        let entry: Entry
        let below: Node?
        /// The number of entries from the root up to this one.
        let count: Int

        init(_ entry: Entry, below: Node?) {
            self.entry = entry
            self.below = below
            count = (below?.count ?? 0) + 1
        }
    }

    var topNode: Node
    /// The last serial number given.
    private var lastID: UInt64

    /// A walk of `root` alone.
    public init(root: Step) {
        lastID = 0
        topNode = Node(Entry(step: root, presentation: .push, id: 0), below: nil)
    }

    /// A walk of `steps` (at least one), each after the first entered as `presentation` says
    /// for it and the step below it.
    public init(steps: [Step], presentation: (_ step: Step, _ below: Step) -> FlowPresentation) {
        precondition(!steps.isEmpty, "a walk has a root")
        self = FlowWalk(root: steps[0]).replacingSteps(with: steps, presentation: presentation)
    }

    /// The number of entries.
    public var count: Int { topNode.count }

    /// The entry on top: the screen the user sees.
    public var top: Entry { topNode.entry }

    /// The entries, root first.
    public var entries: [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        var node: Node? = topNode
        while let current = node {
            entries.append(current.entry)
            node = current.below
        }
        return entries.reversed()
    }

    /// The steps of the entries, root first.
    public var steps: [Step] { entries.map(\.step) }

    /// The entry at `index`, the root at 0.
    public subscript(index: Int) -> Entry {
        precondition(index >= 0 && index < count, "no entry \(index) in a walk of \(count)")
        var node = topNode
        while node.count > index + 1, let below = node.below { node = below }
        return node.entry
    }

    /// The walk split into layers, the base layer first: a new layer at each presented entry,
    /// the pushed entries above it in its path.
    public var layers: [FlowLayer<Step>] {
        var layers: [FlowLayer<Step>] = []
        for entry in entries {
            switch entry.presentation {
            case .push where !layers.isEmpty:
                layers[layers.count - 1].path.append(entry.step)
            case .push, .sheet, .modalSheet, .cover:
                layers.append(FlowLayer(root: entry.step, path: [], presentation: entry.presentation))
            }
        }
        return layers
    }

    /// This walk with `step` entered on top, as a new entry.
    public func entering(_ step: Step, _ presentation: FlowPresentation) -> FlowWalk {
        var walk = self
        walk.lastID &+= 1
        walk.topNode = Node(Entry(step: step, presentation: presentation, id: walk.lastID), below: topNode)
        return walk
    }

    /// The first `count` entries of this walk (at least one), which keep their identities.
    public func keeping(_ count: Int) -> FlowWalk {
        precondition(count >= 1 && count <= self.count, "a walk keeps its root")
        var walk = self
        while walk.topNode.count > count, let below = walk.topNode.below { walk.topNode = below }
        return walk
    }

    /// A walk of `steps` (at least one), made from this one: the entries this walk and `steps`
    /// begin with alike (the same steps, entered alike) keep their identities, and every entry
    /// after them is new. `presentation` says how each step after the first is entered.
    public func replacingSteps(with steps: [Step], presentation: (_ step: Step, _ below: Step) -> FlowPresentation) -> FlowWalk {
        precondition(!steps.isEmpty, "a walk has a root")
        let old = entries
        let wanted = steps.indices.map { $0 == 0 ? FlowPresentation.push : presentation(steps[$0], steps[$0 - 1]) }
        var shared = 0
        while shared < min(old.count, steps.count), old[shared].step == steps[shared], old[shared].presentation == wanted[shared] {
            shared += 1
        }
        var walk = self
        if shared == 0 {
            walk.lastID &+= 1
            walk.topNode = Node(Entry(step: steps[0], presentation: .push, id: walk.lastID), below: nil)
            shared = 1
        } else {
            walk = keeping(shared)
        }
        for index in shared..<steps.count {
            walk = walk.entering(steps[index], wanted[index])
        }
        return walk
    }
}

extension FlowWalk: Hashable {
    public static func == (lhs: FlowWalk, rhs: FlowWalk) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var left: Node? = lhs.topNode
        var right: Node? = rhs.topNode
        while let l = left, let r = right {
            if l === r { return true }
            guard l.entry == r.entry else { return false }
            left = l.below
            right = r.below
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(top)
    }
}

extension FlowWalk: CustomStringConvertible {
    public var description: String {
        entries.map { entry in
            switch entry.presentation {
            case .push: "\(entry.step)"
            case .sheet: "\(entry.step) (sheet)"
            case .modalSheet: "\(entry.step) (sheet modal)"
            case .cover: "\(entry.step) (cover)"
            }
        }.joined(separator: " › ")
    }
}
