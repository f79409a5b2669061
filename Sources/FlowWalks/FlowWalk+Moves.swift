/// The rules of a walk: what each move does to the entries on screen. The one implementation
/// that the runtime's navigator moves with and the test planner plans with; `package`, as the
/// moves, scopes and refusals are: an app moves its walk through the navigator.
extension FlowWalk {
    /// The walk after `move`, or why it can't be made. `scope` says which entries the move may
    /// take off (all above the root, or only a child flow's); `kind` names an entry's kind of
    /// step for `back to` (`nil`: an entry `back to` never stops at, such as a parent's entry
    /// seen from its child).
    package func applying<Kind>(
        _ move: FlowWalkMove<Step, Kind>, in scope: FlowWalkScope = .whole, kind: (Step) -> Kind?
    ) -> Result<FlowWalk, FlowWalkRefusal> {
        switch move {
        case .enter(let step, let presentation):
            return .success(entering(step, presentation))
        case .unwind(let unwind):
            return unwound(unwind, in: scope, kind: kind)
        case .unwindThenEnter(let unwind, let step, let presentation):
            return unwound(unwind, in: scope, kind: kind).map { $0.entering(step, presentation) }
        case .gesture(let unwind):
            guard top.presentation.allowsGesture else { return .failure(.dismissalDisabled) }
            return unwound(unwind, in: scope, kind: kind)
        }
    }

    /// The walk after `unwind`, made in `scope`.
    private func unwound<Kind>(_ unwind: FlowUnwind<Kind>, in scope: FlowWalkScope, kind: (Step) -> Kind?) -> Result<FlowWalk, FlowWalkRefusal> {
        let walk: FlowWalk
        let floor: Int
        switch scope {
        case .whole:
            (walk, floor) = (self, 1)
        case .child(let childCount):
            (walk, floor) = (self, Swift.max(count - childCount + 1, 1))
        case .continuation(let childCount):
            (walk, floor) = (keeping(Swift.max(count - childCount + 1, 1)), 1)
        }
        return walk.keptCount(after: unwind, keepingAtLeast: floor, kind: kind).map { walk.keeping($0) }
    }

    /// How many entries stay after `unwind`, when at least `floor` must stay.
    private func keptCount<Kind>(after unwind: FlowUnwind<Kind>, keepingAtLeast floor: Int, kind: (Step) -> Kind?) -> Result<Int, FlowWalkRefusal> {
        switch unwind {
        case .back:
            return count - 1 >= floor ? .success(count - 1) : .failure(.atRoot)
        case .backTo(let target):
            // The most recent entry of `target` that may stay: it stays, with those below it.
            let index = lastIndex(from: floor - 1) { kind($0.step) == target }
            return index.map { .success($0 + 1) } ?? .failure(.notInWalk)
        case .dismiss:
            // The root of the layer on top, which goes with everything above it.
            let index = lastIndex(from: floor) { $0.presentation.isPresented }
            return index.map { .success($0) } ?? .failure(.atRoot)
        case .dismissAll:
            // The lowest presented entry that may go, which goes with every layer above it.
            let index = firstIndex(from: floor) { $0.presentation.isPresented }
            return index.map { .success($0) } ?? .failure(.atRoot)
        case .toRoot:
            return count > floor ? .success(floor) : .failure(.atRoot)
        }
    }

    /// The index of the first entry at `lowest` or above that satisfies `test`.
    private func firstIndex(from lowest: Int, where test: (Entry) -> Bool) -> Int? {
        var found: Int?
        var node: Node? = topNode
        while let current = node, current.count - 1 >= lowest {
            if test(current.entry) { found = current.count - 1 }
            node = current.below
        }
        return found
    }

    /// The index of the last entry at `lowest` or above that satisfies `test`.
    private func lastIndex(from lowest: Int, where test: (Entry) -> Bool) -> Int? {
        var node: Node? = topNode
        while let current = node, current.count - 1 >= lowest {
            if test(current.entry) { return current.count - 1 }
            node = current.below
        }
        return nil
    }
}
