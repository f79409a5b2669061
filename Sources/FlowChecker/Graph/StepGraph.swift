/// The flow as a directed graph of two kinds of node (an `Adjacency`):
/// *shown s* (node `s`, the step on screen) and *entering s* (node `n + s`, the flow about to
/// enter the step, before its skip rule is applied).
///
/// Edges: shown s → entering t for every transition of s that can fire and pushes t; entering t → shown t
/// unless t is always skipped; entering t → entering u for every `next` transition of t that can
/// fire while t's skip rule holds. Every question about reachability and skip chains is a
/// linear-time walk of this graph (or of its reverse). Back transitions are not edges here:
/// they only return to steps already on the stack, which is a path of this graph;
/// `addingBackEdges(of:reverse:)` adds them where the question is where the flow can go on.
struct StepGraph {
    let stepCount: Int
    private let edges: Adjacency

    /// The graph of `graph`'s transitions, with an edge from each entry a `then` move can land
    /// on to the step it enters (`Layers.thenEdges`), for the step below that step is the
    /// landing, not the step that moved.
    init(_ graph: FlowGraph, thenEdges: [(below: StepID, entering: StepID)] = []) {
        let n = graph.steps.count
        var edges: [Edge] = []
        edges.reserveCapacity(3 * n)
        // Steps read by index, field by field: binding a whole step copies every part of it.
        for index in graph.steps.indices {
            for transition in graph.steps[index].transitions where transition.canFire {
                switch transition.move {
                case .enter(let entry): edges.append(Edge(from: index, to: n + entry.step.index))
                // An unwinding returns to an entry on the stack; a `then` entry lands where the
                // unwinding leaves it (`thenEdges`). The graph checks read an alert's buttons'
                // moves in place of the transition that shows it (`answeringAlerts`).
                case .unwind, .unwindThenEnter, .tab, .alert, .close: continue
                }
            }
            let facts = graph.steps[index].facts
            if !facts.isAlwaysSkipped { edges.append(Edge(from: n + index, to: index)) }
            if facts.canBeSkipped {
                for transition in graph.steps[index].transitions where transition.continuesSkip {
                    switch transition.move {
                    case .enter(let entry): edges.append(Edge(from: n + index, to: n + entry.step.index))
                    case .unwind, .unwindThenEnter, .tab, .alert, .close: continue
                    }
                }
            }
        }
        for edge in thenEdges { edges.append(Edge(from: edge.below.index, to: n + edge.entering.index)) }
        self.init(stepCount: n, edges: edges)
    }

    private typealias Edge = Adjacency.Edge

    private init(stepCount: Int, edges: [Edge]) {
        self.stepCount = stepCount
        self.edges = Adjacency(nodeCount: 2 * stepCount, edges: edges)
    }

    var nodeCount: Int { 2 * stepCount }

    /// This graph with an edge for every unwinding transition that can fire: `-> back to t` from
    /// shown s to shown t, `-> back` from shown s to every step that can be shown just below s
    /// (found in `reverse`, this graph reversed), `-> dismiss` to every step that can be below
    /// the roots of s's layer, `-> dismiss all` to every base-layer step below them, and `U then t` from shown s to entering t.
    func addingBackEdges(of graph: FlowGraph, reverse: StepGraph, layers: Layers) -> StepGraph {
        var edges: [Edge] = []
        edges.reserveCapacity(self.edges.edgeCount)
        for node in 0..<nodeCount {
            for target in successors(node) { edges.append(Edge(from: node, to: target)) }
            guard node < stepCount else { continue }
            // A shown step's edges lead to entering nodes; these lead to shown steps, each once.
            var returns: [Int] = []
            for transition in graph.steps[node].transitions where transition.canFire {
                let returned: [Int]
                switch transition.move {
                case .enter, .alert, .close: continue
                case .unwind(.back): returned = reverse.shownBelow(node)
                case .unwind(.backTo(let step)): returned = [step.index]
                case .unwind(.dismiss): returned = layers.landings(of: .dismiss, from: StepID(node)).map(\.index)
                case .unwind(.dismissAll): returned = layers.landings(of: .dismissAll, from: StepID(node)).map(\.index)
                case .unwindThenEnter(_, let entry):
                    edges.append(Edge(from: node, to: entering(entry.step)))
                    continue
                case .tab(let move):
                    guard let entry = move.then else {
                        returned = [move.tab.index]
                        break
                    }
                    edges.append(Edge(from: node, to: entering(entry.step)))
                    continue
                }
                for step in returned where !returns.contains(step) {
                    returns.append(step)
                    edges.append(Edge(from: node, to: step))
                }
            }
        }
        return StepGraph(stepCount: stepCount, edges: edges)
    }

    /// In the reversed graph: the shown steps that can push `step`, directly or through
    /// skipped steps, which are the steps that can be below it on the stack.
    func shownBelow(_ step: Int) -> [Int] {
        var seen: Set<Int> = [entering(step)]
        var pending = [entering(step)]
        var shown: [Int] = []
        while let node = pending.popLast() {
            for previous in successors(node) where seen.insert(previous).inserted {
                if previous < stepCount { shown.append(previous) } else { pending.append(previous) }
            }
        }
        return shown.sorted()
    }

    func entering(_ step: Int) -> Int { stepCount + step }

    /// The node of `step` about to be entered.
    func entering(_ step: StepID) -> Int { stepCount + step.index }

    func successors(_ node: Int) -> ArraySlice<Int> {
        edges.successors(node)
    }

    /// The nodes reachable from `sources` (included).
    func reachable(from sources: [Int]) -> [Bool] {
        var seen = [Bool](repeating: false, count: nodeCount)
        var stack = sources
        for source in sources { seen[source] = true }
        while let node = stack.popLast() {
            for next in successors(node) where !seen[next] {
                seen[next] = true
                stack.append(next)
            }
        }
        return seen
    }

    /// The same nodes with every edge turned round.
    func reversed() -> StepGraph {
        var edges: [Edge] = []
        edges.reserveCapacity(self.edges.edgeCount)
        for node in 0..<nodeCount {
            for next in successors(node) { edges.append(Edge(from: next, to: node)) }
        }
        return StepGraph(stepCount: stepCount, edges: edges)
    }
}
