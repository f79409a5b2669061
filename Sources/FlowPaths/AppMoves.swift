import FlowChecker
import FlowCore

/// What an app's moves do, as `FlowAppNavigator` makes them: the root each start entry, swap
/// and event shows, the app-level steps over the top, the kept roots' walks and the held link.
/// The planner's model of the app; the moves inside a root are its flow's (`FlowMoves`).
struct AppMoves {
    let app: CheckedApp
    /// By root index: the root's flow.
    let graphs: [FlowGraph]
    /// By root index: the moves of the root's flow.
    let flowMoves: [FlowMoves]
    /// By root index, by the flow's flag index: the app's flag of the same name.
    let flagIndex: [[Int]]

    /// `nil` when a root's flow is not among `flows`.
    init?(_ app: CheckedApp, flows: [CheckedFlow]) {
        let byName = Dictionary(flows.map { ($0.graph.name, $0.graph) }) { first, _ in first }
        var graphs: [FlowGraph] = []
        for root in app.roots {
            guard let graph = byName[root.flow.name], graph.start != nil else { return nil }
            graphs.append(graph)
        }
        self.app = app
        self.graphs = graphs
        flowMoves = graphs.map { FlowMoves(graph: $0) }
        flagIndex = graphs.map { graph in graph.flags.map { flag in app.flags.firstIndex(of: flag.name) ?? -1 } }
    }

    /// The app as the planner holds it along a walk.
    struct Situation: Hashable {
        var root: RootID
        var container: PlanState
        /// The kept roots' walks, while another root is on screen.
        var kept: [RootID: PlanState] = [:]
        var overTop: [AppTestState.AppEntry] = []
        var held: AppTestState.HeldLink?
    }

    /// The guard of `root`'s entry of the `start` line: while the root is on screen it must
    /// hold, or a change of the flags leaves the root. `nil` for a root without one.
    func startGuard(of root: RootID) -> Guard? {
        app.starts.first { $0.root == root }?.guardCondition
    }

    /// The root flow's flag values for the app's `flags`.
    func flowFlags(_ root: RootID, _ flags: [Bool]) -> [Bool] {
        flagIndex[root.index].map { $0 >= 0 && flags[$0] }
    }

    /// The app's flags that a move of `root`'s flow made with `flowFlags` fixes.
    func fixed(_ root: RootID, _ flowFlags: [Bool]) -> [Int: Bool] {
        var fixed: [Int: Bool] = [:]
        for (flag, index) in flagIndex[root.index].enumerated() where index >= 0 { fixed[index] = flowFlags[flag] }
        return fixed
    }

    /// The entry of the `start` line the app launches at for `flags`.
    func startEntry(_ flags: [Bool]) -> Int {
        app.starts.firstIndex { $0.guardCondition?.evaluate { flags[$0.index] } ?? true } ?? app.starts.count - 1
    }

    /// The app launched with `flags`.
    func launch(_ flags: [Bool]) -> Situation {
        let root = app.starts[startEntry(flags)].root
        return Situation(root: root, container: fresh(root, flags))
    }

    /// `root`'s flow at its start for `flags`: its first root with its skip rules applied, or
    /// in a tabbed router every tab at its root, the first the bar shows selected.
    func fresh(_ root: RootID, _ flags: [Bool]) -> PlanState {
        let graph = graphs[root.index], moves = flowMoves[root.index]
        let values = flowFlags(root, flags)
        switch PlanState(startOf: graph) {
        case .stack:
            return .stack(Walk(root: moves.enter(graph.start!, style: .push, flags: values).entry.step))
        case .tabs:
            let selected = graph.tabs.first { moves.isShown($0.root, flags: values) }?.root ?? graph.tabs[0].root
            return .tabs(FlowTabs(tabs: graph.roots, selected: selected))
        }
    }

    /// `move` made by the app, the flags `flags`; `byOutcome` when the root on screen ended
    /// on an outcome, and a kept root then starts afresh next time.
    func apply(_ move: CheckedApp.AppMove, to situation: Situation, flags: [Bool], byOutcome: Bool = false) -> Situation {
        var after = situation
        switch move {
        case .swap(let root):
            if app[root: situation.root].isKept, !byOutcome { after.kept[situation.root] = situation.container }
            after.overTop = []
            after.root = root
            after.container = after.kept.removeValue(forKey: root) ?? fresh(root, flags)
            if let held = situation.held {
                after.held = nil
                if held.root == root, let opened = opening(held.link, of: root, on: after.container) { after.container = opened }
            }
        case .present(let step, let style):
            after.overTop.append(AppTestState.AppEntry(step: step, style: style))
        case .dismiss:
            after.overTop.removeLast()
        }
        return after
    }

    /// `container` of `root`'s flow after its link `link` opens: the link's walk replaces the
    /// stack (the tab's, in a tabbed router).
    func opening(_ link: Int, of root: RootID, on container: PlanState) -> PlanState? {
        container.applying(.replace(graphs[root.index].links[link].walk), presentation: flowMoves[root.index].presentation)
    }

    /// What a test expects of `situation`.
    func state(_ situation: Situation) -> AppTestState {
        AppTestState(
            root: situation.root, walk: situation.container.walk.entries.map(WalkEntry.init), tab: situation.container.selected.tab,
            overTop: situation.overTop, heldLink: situation.held
        )
    }

    /// The first values, from `base`, with `fixed` set, for which each of `holding` holds and
    /// each of `failing` fails: the other flags flipped from `base` in binary order (the
    /// fewest read first); `nil` when none.
    func solve(_ base: [Bool], fixed: [Int: Bool] = [:], holding: [Guard?], failing: [Guard?] = []) -> [Bool]? {
        var start = base
        for (flag, value) in fixed { start[flag] = value }
        var read = Set<FlagID>()
        for condition in (holding + failing).compactMap({ $0 }) { condition.collectFlags(into: &read) }
        let free = read.sorted().map(\.index).filter { fixed[$0] == nil }.prefix(FlowMoves.flagLimit)
        for number in 0..<(1 << free.count) {
            var flags = start
            for (bit, flag) in free.enumerated() where number & (1 << bit) != 0 { flags[flag].toggle() }
            let value: (FlagID) -> Bool = { flags[$0.index] }
            if holding.allSatisfy({ $0?.evaluate(value) ?? true }), failing.allSatisfy({ $0.map { !$0.evaluate(value) } ?? false }) {
                return flags
            }
        }
        return nil
    }
}
