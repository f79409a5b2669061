import FlowChecker

/// The items a plan still asks for: those no walk covers yet, and, for each step, how many of
/// them a move made on it may cover (its transitions, guards, refusals, gesture and alerts' buttons, and the
/// steps, skip rules and outcomes its moves enter), which a route search reads before it
/// looks at the step's moves or makes the walk there.
struct PendingItems {
    private var items: Set<CoverageItem>
    private var fromStep: [Int]
    /// By step index: the steps a move on which may enter it (`FlowMoves.stepsEntered`).
    private let enteredFrom: [[StepID]]

    init(_ items: some Sequence<CoverageItem>, moves: FlowMoves) {
        let graph = moves.graph
        var enteredFrom = Array(repeating: [StepID](), count: graph.steps.count)
        for step in graph.stepIDs {
            for entered in moves.stepsEntered(from: step).sorted() { enteredFrom[entered.index].append(step) }
        }
        self.enteredFrom = enteredFrom
        self.items = Set(items)
        fromStep = Array(repeating: 0, count: graph.steps.count)
        for item in self.items { count(item, by: 1) }
    }

    func contains(_ item: CoverageItem) -> Bool { items.contains(item) }

    /// How many of the tab bar's moves are pending, which a move on any step may reach.
    private(set) var barItems = 0

    /// Whether some move made on `step` may cover a pending item.
    func hasMoves(from step: StepID) -> Bool { fromStep[step.index] > 0 }

    mutating func remove(_ covered: some Sequence<CoverageItem>) {
        for item in covered where items.remove(item) != nil { count(item, by: -1) }
    }

    private mutating func count(_ item: CoverageItem, by change: Int) {
        switch item {
        case .transition(let step, _), .guardOutcome(let step, _, _), .guardFlag(let step, _, _, _), .gesture(let step), .refusal(let step, _),
             .alertButton(let step, _, _):
            fromStep[step.index] += change
        case .step(let step), .outcome(let step), .skip(let step, _):
            for origin in enteredFrom[step.index] { fromStep[origin.index] += change }
        case .tab, .tabReturn, .reselect, .shellAction:
            barItems += change
        case .link:
            break
        }
    }
}
