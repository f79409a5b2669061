import FlowChecker
import FlowWalks
import FlowCore

/// Plans the walks that cover a checked flow for a criterion: model-based tests, with the
/// flag values that take each move.
///
/// A breadth-first search from the roots finds the shortest walk to each step on screen.
/// Then, item by item in a fixed order, each item not yet covered gets a walk: the shortest
/// walk to its step and the move that covers it; then, while the nearest move that covers
/// another item is no further than that item's own shortest walk, the moves there (a greedy
/// set cover over shortest paths, `PathSearch.route`). Deterministic: the same flow gives the
/// same walks.
public enum PathPlanner {
    /// The walks covering `flow` for `criterion` (refusals among their moves), and what they
    /// cover. A move on a use-step of a child among `children` (the module's flows) goes
    /// through the child's screens where it can (`TestMove.child`).
    public static func plan(_ flow: CheckedFlow, criterion: PathCriterion, children: [CheckedFlow] = []) -> TestPlan {
        var search = PathSearch(flow.graph)
        search.explore()
        var plan = search.plan(criterion)
        let byName = Dictionary(children.map { ($0.graph.name, $0) }) { first, _ in first }
        for walk in plan.walks.indices {
            for position in plan.walks[walk].moves.indices {
                let move = plan.walks[walk].moves[position]
                guard case .use(let name) = flow.graph.steps[move.step].role, let child = byName[name],
                      let moves = childMoves(for: move, in: flow, child: child) else { continue }
                plan.walks[walk].moves[position].child = TestMove.ChildWalk(flow: name, moves: moves)
            }
        }
        return plan
    }

    /// The plan generated test support replays for `flow`: `.all`'s walks, of which every
    /// coverage replays some, so that the moves are compiled once; a move on a use-step goes
    /// through the screens of the child of that name among `module` (every checked flow of the
    /// module; the first of a name).
    public static func testSupportPlan(_ flow: CheckedFlow, module: [CheckedFlow]) -> TestPlan {
        let children = Dictionary(module.map { ($0.graph.name, $0) }) { first, _ in first }
        return plan(flow, criterion: .all, children: children.keys.sorted().compactMap { children[$0] })
    }

    /// The shortest walk from a root to `step` on screen; `nil` when no walk shows it.
    public static func shortestWalk(to step: StepID, in flow: CheckedFlow) -> TestWalk? {
        var search = PathSearch(flow.graph)
        search.explore()
        return search.reached[step.index].map { search.walk(to: $0) }
    }
}

/// The search behind `PathPlanner`: the first walk found to each step on screen, by
/// breadth-first search, with every event's options at each step.
struct PathSearch {
    let graph: FlowGraph
    let moves: FlowMoves
    /// A walk found: where it started, or the walk it extends by one move.
    struct State {
        let stack: PlanState
        let origin: Origin
        /// The number of moves of the walk.
        let length: Int
        enum Origin {
            case start(TestWalk.Start, covers: [CoverageItem])
            /// The moves of one option: one, or an alert shown and answered.
            case move(from: Int, [TestMove], covers: [CoverageItem])
        }
    }
    var states: [State] = []
    /// By step index: the state of the first walk found that shows the step.
    var reached: [Int?]
    /// By step index: the first walk found that shows the step for each way it is entered
    /// (pushed, as a sheet, as a cover), which decide what `dismiss` and the gesture do there.
    var variants: [[Int]]
    private var optionCache: [[FlowMoves.Option]?]
    /// By step index: whether a route search of the plan found nothing new beyond the step.
    var exhausted: [Bool]
    /// By step index: the position of the first of the step's options that may still cover a
    /// pending item of the plan; those before it cover none, and never will again.
    var firstLive: [Int]

    init(_ graph: FlowGraph) {
        self.graph = graph
        moves = FlowMoves(graph: graph)
        reached = Array(repeating: nil, count: graph.steps.count)
        variants = Array(repeating: [], count: graph.steps.count)
        optionCache = Array(repeating: nil, count: graph.steps.count)
        exhausted = Array(repeating: false, count: graph.steps.count)
        firstLive = Array(repeating: 0, count: graph.steps.count)
    }

    /// Every event's options at `step`, computed once.
    mutating func options(from step: StepID) -> [FlowMoves.Option] {
        if let known = optionCache[step.index] { return known }
        let options = moves.options(from: step)
        optionCache[step.index] = options
        return options
    }

    /// The options the user can take on the walk `stack`: the step on top's (on a cover's root
    /// there is no Back button and no swipe, so no `dismissed`), then in a tabbed router the
    /// tab bar's while it shows (`FlowMoves.barOptions`), the tap on the selected tab among them.
    mutating func available(on stack: PlanState) -> [FlowMoves.Option] {
        let top = stack.top
        let options = options(from: top.step)
        switch stack {
        case .stack:
            guard !top.presentation.allowsGesture else { return options }
            return options.filter { isAvailable($0, on: top) }
        case .tabs:
            return (options.filter { isAvailable($0, on: top) && $0.action != .reselect } + moves.barOptions(on: stack, stepOptions: options))
                .compactMap { moves.keepingSelectedTabShown($0, on: stack) }
        }
    }

    /// Whether the user can make `option` on `top`: not the gesture where the walk allows
    /// none (a cover's root).
    func isAvailable(_ option: FlowMoves.Option, on top: Walk.Entry) -> Bool {
        top.presentation.allowsGesture || option.event != .builtIn(.dismissed)
    }

    /// Where walks start, each with its flags: each root for each way its skip rules go; in a
    /// tabbed router, the launch, every tab at its root and the first the bar shows selected
    /// (flags all false, or the first values that show a tab).
    func starts() -> [Start] {
        switch PlanState(startOf: graph) {
        case .stack:
            return graph.roots.flatMap { root in
                let read = moves.flagsRead(entering: root).sorted().prefix(FlowMoves.flagLimit)
                return (0..<(1 << read.count)).map { number -> Start in
                    var flags = [Bool](repeating: false, count: graph.flags.count)
                    for (bit, flag) in read.enumerated() where number & (1 << bit) != 0 { flags[flag.index] = true }
                    let shown = moves.enter(root, style: .push, flags: flags)
                    return Start(start: .root(root, flags: flags), state: .stack(Walk(root: shown.entry.step)), covers: shown.skips + [.step(shown.entry.step)])
                }
            }
        case .tabs:
            return tabbedStarts()
        }
    }

    /// A tabbed router's one start: the launch, every tab at its root and the first the bar
    /// shows selected (flags all false, or the first values that show a tab).
    private func tabbedStarts() -> [Start] {
        let none = [Bool](repeating: false, count: graph.flags.count)
        let launch = graph.tabs.first { moves.isShown($0.root, flags: none) }.map { ($0.root, none) }
            ?? graph.tabs.lazy.compactMap { tab in moves.selectFlags[tab.root].map { (tab.root, $0) } }.first
        guard let (selected, flags) = launch else { return [] }
        return [Start(start: .root(selected, flags: flags), state: launchState(selecting: selected), covers: [.step(selected)])]
    }

    /// A walk's start: how it starts, the state then, and what that covers.
    struct Start {
        let start: TestWalk.Start
        let state: PlanState
        let covers: [CoverageItem]
    }

    /// A tabbed router's state at launch: every tab at its root, `selected` on screen.
    func launchState(selecting selected: StepID) -> PlanState {
        .tabs(FlowTabs(tabs: graph.roots, selected: selected))
    }

    /// Finds the first walk to each step, from each start (`starts()`); in a tabbed router,
    /// to each step in each tab.
    mutating func explore() {
        // A step only a link presents (a link-only entry) is reached by opening the link.
        for start in starts() + linkEntryStarts() {
            guard reached[start.state.top.step.index] == nil else { continue }
            add(State(stack: start.state, origin: .start(start.start, covers: start.covers), length: 0), showing: start.state.top.step)
        }
        expand()
    }

    /// Searches on from every state found, breadth first: the first walk to each step shown.
    mutating func expand() {
        var head = 0
        while head < states.count {
            let state = head
            head += 1
            let top = states[state].stack.top.step
            guard !graph.steps[top].isFinal else { continue }
            for option in available(on: states[state].stack) {
                let (move, stack, covers) = take(option, from: states[state].stack)
                guard case .moved = move.result else { continue }
                let shown = stack.top
                let part = stack.selected
                if !variants[shown.step.index].contains(where: { states[$0].stack.top.presentation == shown.presentation && states[$0].stack.selected == part }) {
                    let made = moves(of: option, ending: move, on: states[state].stack)
                    add(State(stack: stack, origin: .move(from: state, made, covers: covers), length: states[state].length + made.count), showing: shown.step)
                }
            }
        }
    }

    mutating func add(_ state: State, showing step: StepID) {
        if reached[step.index] == nil { reached[step.index] = states.count }
        variants[step.index].append(states.count)
        states.append(state)
    }

    /// `option` made on the walk `stack`: the move, the walk after it, and what it covers.
    mutating func take(_ option: FlowMoves.Option, from stack: PlanState) -> (move: TestMove, stack: PlanState, covers: [CoverageItem]) {
        let step = stack.top.step
        let (result, after) = moves.apply(option, to: stack)
        var covers = option.covers
        switch result {
        case .moved:
            if let tab = stack.selected.tab, option.action == .reselect || option.action == .reselectToRoot { covers.append(.reselect(tab)) }
            covers.append(.step(after.top.step))
        case .finished(let outcome): covers.append(.outcome(outcome))
        case .refused: covers.removeAll { item in
            switch item {
            case .transition, .gesture, .alertButton: true
            default: false
            }
        }
        case .showsAlert: break
        }
        var move = TestMove(step: step, event: option.event, in: graph, flags: option.flags, result: result)
        switch option.action {
        case .event, .gesture: break
        case .select(let tab): move.via = .selectTab(tab)
        case .reselect, .reselectToRoot: move.via = .reselectTab(stack.selected.tab ?? step)
        case .shell(let position): move.via = .shellAction(position)
        }
        // The tap on the alert's button: what follows is its move's.
        if let answer = option.answer {
            move = TestMove(step: step, event: TestEventID(answer.button, in: graph), in: graph, flags: option.flags, result: result)
            move.via = .answer(answer.alert)
        }
        return (move, after, covers)
    }

    /// The moves a walk makes for `option`, which `take` made on the walk `stack` as `move`:
    /// `move`, after the move that shows the alert where `move` answers it.
    func moves(of option: FlowMoves.Option, ending move: TestMove, on stack: PlanState) -> [TestMove] {
        guard let answer = option.answer else { return [move] }
        var shows = TestMove(step: move.step, event: option.event, in: graph, flags: option.flags, result: .showsAlert(answer.alert))
        if option.action == .reselect { shows.via = .reselectTab(stack.selected.tab ?? move.step) }
        return [shows, move]
    }

    /// The walk that state `index` ends, from its start.
    func walk(to index: Int) -> TestWalk {
        var moves: [TestMove] = []
        var covers: [CoverageItem] = []
        var current = index
        while true {
            switch states[current].origin {
            case .move(let from, var made, let moved):
                if case .moved = made[made.count - 1].result { made[made.count - 1].tabs = states[current].stack.testTabs }
                moves += made.reversed()
                covers = moved + covers
                current = from
            case .start(let start, let started):
                var walk = TestWalk(start: start, initial: states[current].stack.walk.entries.map(WalkEntry.init))
                walk.initialTabs = states[current].stack.testTabs
                walk.moves = moves.reversed()
                walk.covers = started + covers
                return walk
            }
        }
    }
}
