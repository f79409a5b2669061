import FlowChecker
import FlowCore

/// One app walk as it is planned: the app as the planner holds it (`AppMoves.Situation`), the
/// flags in force, and the moves made so far. Each move keeps the start guard of the root on
/// screen holding, as a flags change that fails it would leave the root.
struct AppWalkBuilder {
    let moves: AppMoves
    private(set) var situation: AppMoves.Situation
    private(set) var flags: [Bool]
    private(set) var walk: AppWalk

    var app: CheckedApp { moves.app }

    /// The app launched at the entry at `entry` of its `start` line: the first flag values
    /// for which the entry's guard holds and every guard before it fails; `nil` when none do.
    init?(_ moves: AppMoves, entry: Int) {
        let starts = moves.app.starts
        let none = [Bool](repeating: false, count: moves.app.flags.count)
        guard let flags = moves.solve(none, holding: [starts[entry].guardCondition], failing: starts[..<entry].map(\.guardCondition)) else { return nil }
        self.moves = moves
        self.flags = flags
        situation = moves.launch(flags)
        walk = AppWalk(flags: flags, initial: moves.state(situation))
        walk.covers = [.start(entry)]
    }

    private mutating func record(_ action: AppTestMove.Action, _ result: AppTestMove.Result, covers: [AppCoverageItem]) {
        walk.moves.append(AppTestMove(action: action, flags: flags, result: result))
        walk.covers += covers
    }

    /// The app's `move`, made by the move just set up: a swap into the root a held link
    /// belongs to opens the link; a swap into a kept root brings its walk back.
    private mutating func make(_ move: CheckedApp.AppMove, byOutcome: Bool = false) -> [AppCoverageItem] {
        let before = situation
        situation = moves.apply(move, to: situation, flags: flags, byOutcome: byOutcome)
        guard case .swap(let root) = move else { return [] }
        var covered: [AppCoverageItem] = []
        if let kept = before.kept[root], kept != moves.fresh(root, flags) { covered.append(.keptReturn(root)) }
        if let held = before.held, held.root == root { covered.append(.heldLink(root, link: held.link)) }
        return covered
    }

    /// Sends app event `event`, its guard holding (or failing, when `refused`); `false` when
    /// no flags keep the root on screen and do that.
    mutating func send(_ event: Int, refused: Bool = false) -> Bool {
        let declared = app.events[event]
        let rootGuard = moves.startGuard(of: situation.root)
        let made = refused
            ? moves.solve(flags, holding: [rootGuard], failing: [declared.guardCondition])
            : solve(holding: [rootGuard, declared.guardCondition], swapping: declared.move)
        guard let made else { return false }
        flags = made
        if refused {
            record(.event(event), .refused, covers: [.eventRefused(event)])
            return true
        }
        var tab: StepID?
        if case .present = declared.move, app[root: situation.root].isTabbed { tab = situation.container.selected.tab }
        let covered = [AppCoverageItem.event(event, root: situation.root, tab: tab)] + make(declared.move)
        record(.event(event), .moved(moves.state(situation)), covers: covered)
        return true
    }

    /// Takes the transition at `position` of the app-level step on top; `false` when no flags
    /// keep the root on screen and take it.
    mutating func answer(_ position: Int) -> Bool {
        guard let top = situation.overTop.last?.step else { return false }
        let transitions = app[step: top].transitions
        let earlier = transitions[..<position].filter { $0.event == transitions[position].event }.map(\.guardCondition)
        guard let made = solve(holding: [moves.startGuard(of: situation.root), transitions[position].guardCondition], failing: earlier, swapping: transitions[position].move)
        else { return false }
        flags = made
        let covered = [AppCoverageItem.stepTransition(top, position: position)] + make(transitions[position].move)
        record(.answer(top, position: position), .moved(moves.state(situation)), covers: covered)
        return true
    }

    /// Opens link `link` of `root`'s flow while another root is on screen: the app holds it.
    mutating func hold(_ link: Int, of root: RootID) -> Bool {
        guard root != situation.root, let made = moves.solve(flags, holding: [moves.startGuard(of: situation.root)]),
              let url = PathSearch(moves.graphs[root.index]).sampleURL(of: moves.graphs[root.index].links[link]) else { return false }
        flags = made
        situation.held = AppTestState.HeldLink(root: root, link: link, url: url)
        record(.openLink(root, link: link, url: url), .moved(moves.state(situation)), covers: [])
        return true
    }

    /// Makes the moves of the root on screen, `steps`, each keeping the root's start guard
    /// holding; the last, where it ends on an outcome, makes the outcome move at `position`
    /// (its guard holding, and those of the moves before it for the same outcome failing).
    mutating func makeRootSteps(_ steps: [PathSearch.RootStep], outcome position: Int? = nil) -> Bool {
        let root = situation.root
        for step in steps {
            let isFinishing = if case .finished = step.move.result { true } else { false }
            let guards = outcomeGuards(isFinishing ? position : nil)
            let swapping = isFinishing ? position.map { app[root: root].outcomes[$0].move } : nil
            guard let made = solve(fixed: moves.fixed(root, step.move.flags), holding: guards.holding + [moves.startGuard(of: root)], failing: guards.failing, swapping: swapping)
            else { return false }
            flags = made
            guard case .finished = step.move.result, let position else {
                situation.container = step.after
                record(.root(root, step.move), .moved(moves.state(situation)), covers: [])
                continue
            }
            let covered = [AppCoverageItem.outcome(root, position: position)] + make(app[root: root].outcomes[position].move, byOutcome: true)
            record(.root(root, step.move), .moved(moves.state(situation)), covers: covered)
        }
        return true
    }

    /// The first flags from the walk's that keep `holding` holding and `failing` failing,
    /// with `fixed` set; where `move` swaps, those that hold the start guard of the root it
    /// shows too when there are any, so that the root isn't left at once.
    func solve(fixed: [Int: Bool] = [:], holding: [Guard?], failing: [Guard?] = [], swapping move: CheckedApp.AppMove?) -> [Bool]? {
        if case .swap(let root)? = move, let shown = moves.solve(flags, fixed: fixed, holding: holding + [moves.startGuard(of: root)], failing: failing) {
            return shown
        }
        return moves.solve(flags, fixed: fixed, holding: holding, failing: failing)
    }

    /// The guards the outcome move at `position` of the root on screen needs: its own
    /// holding, those of the moves before it for the same outcome failing.
    func outcomeGuards(_ position: Int?) -> (holding: [Guard?], failing: [Guard?]) {
        guard let position else { return ([], []) }
        let outcomes = app[root: situation.root].outcomes
        let earlier = outcomes[..<position].filter { $0.outcome == outcomes[position].outcome }.map(\.guardCondition)
        return ([outcomes[position].guardCondition], earlier)
    }

    /// Ends the root on screen on the outcome of its outcome move at `position`, by the
    /// shortest walk from where the root is; `false` when none can.
    mutating func finish(_ position: Int) -> Bool {
        let root = situation.root
        let graph = moves.graphs[root.index]
        let name = app[root: root].outcomes[position].outcome
        guard situation.overTop.isEmpty, let outcome = graph.stepIDs.first(where: { graph.steps[$0].name == name }) else { return false }
        var search = PathSearch(graph)
        search.explore(from: situation.container)
        let guards = outcomeGuards(position)
        let (flags, rootGuard) = (self.flags, moves.startGuard(of: root))
        let steps = search.rootSteps(endingOn: outcome) { values in
            moves.solve(flags, fixed: moves.fixed(root, values), holding: guards.holding + [rootGuard], failing: guards.failing) != nil
        }
        guard let steps else { return false }
        return makeRootSteps(steps, outcome: position)
    }

    /// Moves the root on screen above its start, by the shortest walk that does through
    /// steps without a payload (which a replay makes by itself), else by the shortest.
    mutating func leaveStart() -> Bool {
        guard situation.overTop.isEmpty else { return false }
        let start = moves.fresh(situation.root, flags)
        let graph = moves.graphs[situation.root.index]
        var search = PathSearch(graph)
        search.explore(from: situation.container)
        let isPayloadFree = { (state: PlanState) in
            state.walk.entries.allSatisfy { entry in graph.steps[entry.step].parameters.allSatisfy { $0.defaultValue != nil } }
        }
        guard let steps = search.rootSteps(reaching: { $0 != start && isPayloadFree($0) }) ?? search.rootSteps(reaching: { $0 != start }) else { return false }
        return makeRootSteps(steps)
    }

    /// Selects `tab` of the tabbed root on screen, by the shortest walk there.
    mutating func select(_ tab: StepID) -> Bool {
        guard situation.overTop.isEmpty else { return false }
        var search = PathSearch(moves.graphs[situation.root.index])
        search.explore(from: situation.container)
        guard let steps = search.rootSteps(reaching: { $0.selected.tab == tab }) else { return false }
        return makeRootSteps(steps)
    }
}
