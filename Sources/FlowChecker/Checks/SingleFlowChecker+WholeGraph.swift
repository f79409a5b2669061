import FlowCore

extension SingleFlowChecker {
    /// A use-step's transition on an outcome its child never enters: in the whole graph (this
    /// flow's steps with each child's steps at its use) it is never taken.
    struct ClosedContinuation {
        let step: StepID
        let position: Int
        /// The child's name.
        let child: String
    }

    /// `graph` as the whole graph sees it: each use-step's transitions on outcomes its child
    /// (among `children`) never enters can't fire, so that reachability and traps look through
    /// every use.
    func closingContinuations(_ graph: FlowGraph, children: [String: FlowGraph]) -> (graph: FlowGraph, closed: [ClosedContinuation]) {
        var closed: [ClosedContinuation] = []
        var whole = graph
        for step in graph.stepIDs {
            guard case .use(let name) = graph.steps[step].role, let child = children[name] else { continue }
            let outcomes = child.steps.filter { $0.role == .outcome }
            for position in graph.steps[step].transitions.indices {
                let event = graph.steps[step].transitions[position].event
                guard outcomes.contains(where: { $0.name == event && !$0.facts.isReachable }) else { continue }
                whole.steps[step].transitions[position].canFire = false
                closed.append(ClosedContinuation(step: step, position: position, child: name))
            }
        }
        return (whole, closed)
    }

    /// For a step the whole graph never reaches: a note at each closed continuation that would
    /// enter it.
    func closedContinuationNotes(entering step: StepID, _ closed: [ClosedContinuation], _ graph: FlowGraph, _ diagnostics: Diagnostics) -> [Note] {
        closed.compactMap { continuation in
            let transition = graph.steps[continuation.step].transitions[continuation.position]
            guard Self.move(transition.move, enters: step) else { return nil }
            return diagnostics.note(
                "`on \(transition.event)` would enter it, but `\(continuation.child)` never enters `\(transition.event)`",
                at: transition.range
            )
        }
    }

    /// Why an outcome is never entered: the closed continuations that would enter it, else the
    /// first transition to it (which can't be taken, or isn't reached), else the flow, none of
    /// whose transitions names it.
    func outcomeNotes(_ outcome: StepID, _ closed: [ClosedContinuation], _ graph: FlowGraph, _ diagnostics: Diagnostics) -> [Note] {
        let notes = closedContinuationNotes(entering: outcome, closed, graph, diagnostics)
        guard notes.isEmpty else { return notes }
        for step in graph.stepIDs {
            if let transition = graph.steps[step].transitions.first(where: { Self.move($0.move, enters: outcome) }) {
                return [diagnostics.note("this transition to it is never taken from a reached step", at: transition.range)]
            }
        }
        return [diagnostics.note("no transition of `\(graph.name)` names `\(graph.stepName(outcome))`", at: graph.nameRange)]
    }

    /// Whether `move` enters `step`, by itself or after unwinding.
    private static func move(_ move: Move, enters step: StepID) -> Bool {
        switch move {
        case .enter(let entry), .unwindThenEnter(_, let entry): entry.step == step
        case .tab(let move): move.then?.step == step
        case .unwind, .alert, .close: false
        }
    }
}
