import FlowChecker

/// The ways an app's planner goes between roots: the swaps of app events and of roots'
/// outcomes, and the shortest route from a launch to a root or to an app-level step on top.
struct AppRoutes {
    let moves: AppMoves

    init(_ moves: AppMoves) {
        self.moves = moves
    }

    var app: CheckedApp { moves.app }

    /// A swap from one root to another.
    struct Edge: Hashable {
        let kind: Kind
        let target: RootID

        enum Kind: Hashable {
            /// The app event at this position of `CheckedApp.events`.
            case event(Int)
            /// The outcome move at this position of the root's `outcomes`.
            case outcome(Int)
        }
    }

    /// A launch at an entry of the `start` line, then swaps.
    struct Route {
        let entry: Int
        let edges: [Edge]
    }

    /// A launch, an app event that presents an app-level step, then transitions of the steps
    /// on top (by position) that present the next, up to the step wanted.
    struct Presenting {
        let entry: Int
        let event: Int
        let answers: [Int]
    }

    /// The swaps from `root` to another root: its app events' whose guard can hold while the
    /// root is on screen, then its outcomes'.
    func edges(from root: RootID) -> [Edge] {
        let none = [Bool](repeating: false, count: app.flags.count)
        var edges: [Edge] = []
        for (position, event) in app.events.enumerated() {
            guard case .swap(let target) = event.move, target != root,
                  moves.solve(none, holding: [moves.startGuard(of: root), event.guardCondition]) != nil else { continue }
            edges.append(Edge(kind: .event(position), target: target))
        }
        for (position, outcome) in app[root: root].outcomes.enumerated() {
            guard case .swap(let target) = outcome.move, target != root else { continue }
            edges.append(Edge(kind: .outcome(position), target: target))
        }
        return edges
    }

    /// The entries of the `start` line some flags launch at, in order.
    var launchable: [Int] {
        app.starts.indices.filter { AppWalkBuilder(moves, entry: $0) != nil }
    }

    /// The fewest swaps to `target` from a launch: breadth first from every launchable
    /// entry's root, in the `start` line's order; `nil` when none reaches it.
    func route(to target: RootID) -> Route? {
        route(to: target, from: launchable.map { (app.starts[$0].root, $0) })
    }

    /// The fewest swaps to `target` from each of `sources` (a root, and the entry of the
    /// `start` line the route names), breadth first in their order.
    func route(to target: RootID, from sources: [(root: RootID, entry: Int)]) -> Route? {
        var found: [RootID: Route] = [:]
        var queue: [RootID] = []
        for source in sources where found[source.root] == nil {
            found[source.root] = Route(entry: source.entry, edges: [])
            queue.append(source.root)
        }
        var head = 0
        while head < queue.count, found[target] == nil {
            let root = queue[head]
            head += 1
            for edge in edges(from: root) where found[edge.target] == nil {
                found[edge.target] = Route(entry: found[root]!.entry, edges: found[root]!.edges + [edge])
                queue.append(edge.target)
            }
        }
        return found[target]
    }

    /// The fewest moves that put `step` on top, from the launch at `entry`: an app event that
    /// presents a step, then transitions that present the next; `nil` when none does.
    func presenting(_ step: AppStepID, launchedAt entry: Int) -> Presenting? {
        var found: [AppStepID: Presenting] = [:]
        var queue: [AppStepID] = []
        for (position, event) in app.events.enumerated() {
            guard case .present(let shown, _) = event.move, found[shown] == nil else { continue }
            found[shown] = Presenting(entry: entry, event: position, answers: [])
            queue.append(shown)
        }
        var head = 0
        while head < queue.count, found[step] == nil {
            let current = queue[head]
            head += 1
            for (position, transition) in app[step: current].transitions.enumerated() {
                guard case .present(let shown, _) = transition.move, found[shown] == nil else { continue }
                let before = found[current]!
                found[shown] = Presenting(entry: entry, event: before.event, answers: before.answers + [position])
                queue.append(shown)
            }
        }
        return found[step]
    }
}

extension AppWalkBuilder {
    /// Makes each swap of `edges`, in order; `false` when one can't be made.
    mutating func follow(_ edges: [AppRoutes.Edge]) -> Bool {
        for edge in edges {
            switch edge.kind {
            case .event(let event): guard send(event) else { return false }
            case .outcome(let position): guard finish(position) else { return false }
            }
        }
        return true
    }

    /// Puts the step `route` ends at on top: its event sent, then its transitions taken.
    mutating func present(_ route: AppRoutes.Presenting) -> Bool {
        guard send(route.event) else { return false }
        for position in route.answers {
            guard answer(position) else { return false }
        }
        return true
    }
}
