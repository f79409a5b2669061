import FlowChecker

/// The steps of a drawing within a number of moves of one step: those it reaches in at most that
/// many moves, and those that reach it in at most that many (`Drawing.around(_:depth:)`).
///
/// A move is an edge between two steps that a walk takes: a transition that enters, unwinds, or
/// unwinds then enters, and a skip rule's bypass. The start, the end, deep links and transitions
/// that are never taken are not moves. Breadth first over lists of neighbours, so the cost grows
/// with the steps and edges drawn, once each.
struct Neighbourhood {
    /// The step itself and every step within the depth, forwards or backwards.
    let steps: Set<StepID>

    init(of center: StepID, depth: Int, in drawing: Drawing) {
        var successors = [[StepID]](repeating: [], count: drawing.stepNames.count)
        var predecessors = successors
        func add(_ from: StepID, _ to: StepID) {
            successors[from.index].append(to)
            predecessors[to.index].append(from)
        }
        for edge in drawing.edges + drawing.bypasses where Self.isMove(edge.kind) {
            guard case .step(let from) = edge.from, case .step(let to) = edge.to else { continue }
            add(from, to)
        }
        // A shared set's move is a move of each step that takes it (a global set's, of every step).
        for set in drawing.sharedSets {
            let takers = set.takenBy.isEmpty ? drawing.stepNodes.compactMap(\.id.step) : set.takenBy.compactMap(\.from.step)
            for edge in set.edges where Self.isMove(edge.kind) {
                guard case .step(let to) = edge.to else { continue }
                for from in takers { add(from, to) }
            }
        }
        // An alert's button's move is a move of each step that shows it and leads there.
        for alert in drawing.alerts {
            for edge in alert.edges where Self.isMove(edge.kind) {
                guard case .step(let to) = edge.to else { continue }
                for from in alert.shownOver[edge] ?? [] { add(from, to) }
            }
        }
        steps = Self.reached(from: center, depth: depth, following: successors)
            .union(Self.reached(from: center, depth: depth, following: predecessors))
    }

    /// Whether an edge of this kind is a move a walk takes between two steps.
    static func isMove(_ kind: Drawing.Edge.Kind) -> Bool {
        switch kind {
        case .enters, .unwinds, .unwindsThenEnters, .movesToTab, .bypass: true
        case .entry, .neverTaken, .exit, .link, .cutOff, .takes, .showsAlert, .closesAlert: false
        }
    }

    /// `center` and the steps within `depth` moves of it along `next` (by `StepID.index`).
    static func reached(from center: StepID, depth: Int, following next: [[StepID]]) -> Set<StepID> {
        var reached: Set = [center]
        var frontier = [center]
        var moves = 0
        while moves < depth, !frontier.isEmpty {
            var following: [StepID] = []
            for step in frontier {
                for neighbour in next[step.index] where reached.insert(neighbour).inserted {
                    following.append(neighbour)
                }
            }
            frontier = following
            moves += 1
        }
        return reached
    }
}
