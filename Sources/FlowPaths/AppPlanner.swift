import FlowChecker
import FlowCore

/// Plans the walks that cover an app: each entry of its `start` line, each handled outcome of
/// each root (the root's flow walked to the outcome by the flows' planner, then the app's
/// move), each app event from each root (a presentation over a tabbed root from each tab),
/// each event refused where its `only when` fails, each transition of each app-level step,
/// and each link of a root held while another root is on screen and opened by the swap that
/// shows its root.
///
/// An item at a time, in order, each not yet covered gets a walk: a launch at the entry of
/// the `start` line nearest its root, the fewest swaps to that root, then the item's own
/// moves. Deterministic: the same app gives the same walks.
public enum AppPlanner {
    /// The walks covering `app`, whose roots' flows are among `flows` (the module's); an empty
    /// plan when one isn't.
    public static func plan(_ app: CheckedApp, flows: [CheckedFlow]) -> AppPlan {
        var plan = AppPlan(app: app.name)
        guard let moves = AppMoves(app, flows: flows) else { return plan }
        let wanted = items(moves)
        var pending = Set(wanted)
        // A launch alone covers a start entry, which the other items' walks mostly cover too.
        for item in wanted.filter({ $0.kind != .start }) + wanted.filter({ $0.kind == .start }) where pending.contains(item) {
            if let walk = walk(covering: item, moves) {
                plan.walks.append(walk)
                pending.subtract(walk.covers)
            } else {
                plan.uncovered.append(AppPlan.Uncovered(item: item, reason: reason(item, moves)))
                pending.remove(item)
            }
        }
        let covered = Set(plan.walks.flatMap(\.covers))
        plan.counts = AppCoverageItem.Kind.allCases.compactMap { kind in
            let all = wanted.filter { $0.kind == kind }
            return all.isEmpty ? nil : AppPlan.Count(kind: kind, covered: all.filter(covered.contains).count, total: all.count)
        }
        return plan
    }

    /// Every item of `moves`' app, in order.
    static func items(_ moves: AppMoves) -> [AppCoverageItem] {
        let app = moves.app
        var items: [AppCoverageItem] = app.starts.indices.map(AppCoverageItem.start)
        for root in app.rootIDs {
            items += app[root: root].outcomes.indices.map { .outcome(root, position: $0) }
            items += moves.graphs[root.index].links.indices.map { .heldLink(root, link: $0) }
            if app[root: root].isKept { items.append(.keptReturn(root)) }
        }
        let none = [Bool](repeating: false, count: app.flags.count)
        for (position, event) in app.events.enumerated() {
            // An event is an item on the roots where its guard can hold with the root's start
            // guard (`only when hasAccount` never arrives on `signIn when !hasAccount`).
            for root in app.rootIDs where moves.solve(none, holding: [moves.startGuard(of: root), event.guardCondition]) != nil {
                let tabs = moves.graphs[root.index].tabs
                if case .present = event.move, !tabs.isEmpty {
                    items += tabs.map { .event(position, root: root, tab: $0.root) }
                } else {
                    items.append(.event(position, root: root, tab: nil))
                }
            }
            if event.guardCondition != nil { items.append(.eventRefused(position)) }
        }
        for step in app.stepIDs { items += app[step: step].transitions.indices.map { .stepTransition(step, position: $0) } }
        return items.sorted()
    }

    /// A walk that covers `item`; `nil` when none can.
    static func walk(covering item: AppCoverageItem, _ moves: AppMoves) -> AppWalk? {
        switch item {
        case .start(let entry):
            return AppWalkBuilder(moves, entry: entry)?.walk
        case .outcome(let root, let position):
            var builder = launch(reaching: root, moves)
            guard builder?.finish(position) == true else { return nil }
            return builder?.walk
        case .event(let event, let root, let tab):
            var builder = launch(reaching: root, moves)
            if let tab, builder?.select(tab) != true { return nil }
            guard builder?.send(event) == true else { return nil }
            return builder?.walk
        case .eventRefused(let event):
            for root in moves.app.rootIDs {
                var builder = launch(reaching: root, moves)
                if builder?.send(event, refused: true) == true { return builder?.walk }
            }
            return nil
        case .stepTransition(let step, let position):
            // From each launch in turn: the event that presents the step may be refused on the
            // first root (`only when hasAccount` where the app starts signed out).
            let routes = AppRoutes(moves)
            for entry in routes.launchable {
                guard let route = routes.presenting(step, launchedAt: entry), var builder = AppWalkBuilder(moves, entry: entry),
                      builder.present(route), builder.answer(position) else { continue }
                return builder.walk
            }
            return nil
        case .heldLink(let root, let link):
            return heldLinkWalk(root, link, moves)
        case .keptReturn(let root):
            return keptReturnWalk(root, moves)
        }
    }

    /// The app launched at the entry of its `start` line nearest `root`, then swapped to it
    /// by the fewest moves; `nil` when no launch reaches it.
    static func launch(reaching root: RootID, _ moves: AppMoves) -> AppWalkBuilder? {
        guard let route = AppRoutes(moves).route(to: root), var builder = AppWalkBuilder(moves, entry: route.entry),
              builder.follow(route.edges) else { return nil }
        return builder
    }

    /// A walk that holds link `link` of `root` on another root and opens it by the swap to
    /// `root`: the first root (in declared order) that swaps to it and that a launch reaches.
    static func heldLinkWalk(_ root: RootID, _ link: Int, _ moves: AppMoves) -> AppWalk? {
        let routes = AppRoutes(moves)
        for other in moves.app.rootIDs where other != root {
            for edge in routes.edges(from: other) where edge.target == root {
                guard var builder = launch(reaching: other, moves), builder.hold(link, of: root), builder.follow([edge]) else { continue }
                return builder.walk
            }
        }
        return nil
    }

    /// A walk that moves kept `root` above its start, swaps to another root and back: the
    /// first swap away (in `AppRoutes.edges(from:)`'s order) from which a route comes back.
    static func keptReturnWalk(_ root: RootID, _ moves: AppMoves) -> AppWalk? {
        let routes = AppRoutes(moves)
        guard let left = launch(reaching: root, moves) else { return nil }
        for edge in routes.edges(from: root) {
            var builder = left
            guard builder.leaveStart(), builder.follow([edge]),
                  let back = routes.route(to: root, from: [(edge.target, 0)]), builder.follow(back.edges) else { continue }
            return builder.walk
        }
        return nil
    }

    /// Why no walk covers `item`.
    static func reason(_ item: AppCoverageItem, _ moves: AppMoves) -> TestPlan.Reason {
        switch item {
        case .outcome(let root, _), .event(_, let root, _), .heldLink(let root, _), .keptReturn(let root):
            AppRoutes(moves).route(to: root) == nil ? .unreachable : .unsatisfiable
        case .start, .eventRefused, .stepTransition:
            .unsatisfiable
        }
    }
}
