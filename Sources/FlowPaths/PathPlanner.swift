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
        let stack: Walk
        let origin: Origin
        /// The number of moves of the walk.
        let length: Int
        enum Origin {
            case start(TestWalk.Start, covers: [CoverageItem])
            case move(from: Int, TestMove, covers: [CoverageItem])
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

    /// The options of the step on top of the walk `stack` that the user can take there: on a
    /// cover's root there is no Back button and no swipe, so no `dismissed`.
    mutating func available(on stack: Walk) -> [FlowMoves.Option] {
        let top = stack.top
        let options = options(from: top.step)
        guard !top.presentation.allowsGesture else { return options }
        return options.filter { isAvailable($0, on: top) }
    }

    /// Whether the user can make `option` on `top`: not the gesture where the walk allows
    /// none (a cover's root).
    func isAvailable(_ option: FlowMoves.Option, on top: Walk.Entry) -> Bool {
        top.presentation.allowsGesture || option.event != BuiltInEvent.dismissed.name
    }

    /// Finds the first walk to each step, from each root for each way its skip rules go.
    mutating func explore() {
        for root in graph.roots {
            let read = moves.flagsRead(entering: root).sorted().prefix(FlowMoves.flagLimit)
            for number in 0..<(1 << read.count) {
                var flags = [Bool](repeating: false, count: graph.flags.count)
                for (bit, flag) in read.enumerated() where number & (1 << bit) != 0 { flags[flag.index] = true }
                let shown = moves.enter(root, style: .push, flags: flags)
                guard reached[shown.entry.step.index] == nil else { continue }
                let stack = Walk(root: shown.entry.step)
                let covers = shown.skips + [.step(shown.entry.step)]
                add(State(stack: stack, origin: .start(.root(root, flags: flags), covers: covers), length: 0), showing: shown.entry.step)
            }
        }
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
                if !variants[shown.step.index].contains(where: { states[$0].stack.top.presentation == shown.presentation }) {
                    add(State(stack: stack, origin: .move(from: state, move, covers: covers), length: states[state].length + 1), showing: shown.step)
                }
            }
        }
    }

    private mutating func add(_ state: State, showing step: StepID) {
        if reached[step.index] == nil { reached[step.index] = states.count }
        variants[step.index].append(states.count)
        states.append(state)
    }

    /// `option` made on the walk `stack`: the move, the walk after it, and what it covers.
    mutating func take(_ option: FlowMoves.Option, from stack: Walk) -> (move: TestMove, stack: Walk, covers: [CoverageItem]) {
        let step = stack.top.step
        let (result, after) = moves.apply(option, to: stack)
        var covers = option.covers
        switch result {
        case .moved: covers.append(.step(after.top.step))
        case .finished(let outcome): covers.append(.outcome(outcome))
        case .refused: covers.removeAll { item in
            switch item {
            case .transition, .gesture: true
            default: false
            }
        }
        }
        return (TestMove(step: step, event: option.event, flags: option.flags, result: result), after, covers)
    }

    /// The walk that state `index` ends, from its start.
    func walk(to index: Int) -> TestWalk {
        var moves: [TestMove] = []
        var covers: [CoverageItem] = []
        var current = index
        while true {
            switch states[current].origin {
            case .move(let from, let move, let moved):
                moves.append(move)
                covers = moved + covers
                current = from
            case .start(let start, let started):
                var walk = TestWalk(start: start, initial: states[current].stack.entries.map(WalkEntry.init))
                walk.moves = moves.reversed()
                walk.covers = started + covers
                return walk
            }
        }
    }
}
