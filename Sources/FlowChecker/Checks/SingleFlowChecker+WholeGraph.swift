import FlowCore

extension SingleFlowChecker {
    /// A use-step's transition on an outcome its child never enters: in the whole graph (this
    /// flow's steps with each child's steps at its use) it is never taken.
    struct ClosedContinuation {
        let step: StepID
        let position: Int
        let child: ModuleFlows.Declaration
    }

    /// `graph` as the whole graph sees it: each use-step's transitions on outcomes its child
    /// never enters can't fire, so that reachability and traps look through every use. Which
    /// outcomes a child enters comes from checking the child, with its own children, in turn.
    func closingContinuations(_ graph: FlowGraph) -> (graph: FlowGraph, closed: [ClosedContinuation]) {
        var entered: [String: Set<String>?] = [:]
        var closed: [ClosedContinuation] = []
        var whole = graph
        for step in graph.stepIDs {
            guard case .use(let name) = graph.steps[step].role, let child = module.flow(named: name) else { continue }
            if entered[name] == nil { entered[name] = enteredOutcomes(of: child) }
            guard let outcomes = entered[name] ?? nil else { continue }
            let declared = Set(child.syntax.steps.filter(\.isOutcome).map(\.name.name))
            for position in graph.steps[step].transitions.indices {
                let event = graph.steps[step].transitions[position].event
                guard declared.contains(event), !outcomes.contains(event) else { continue }
                whole.steps[step].transitions[position].canFire = false
                closed.append(ClosedContinuation(step: step, position: position, child: child))
            }
        }
        return (whole, closed)
    }

    /// The outcomes `child` can enter, by name, from checking it on its own (and its children
    /// at their uses); `nil` when that is not known: its file did not parse, it has errors, or
    /// it is being checked already (a `recursive-use`, reported as such).
    private func enteredOutcomes(of child: ModuleFlows.Declaration) -> Set<String>? {
        guard child.isComplete, child.name != flow.name.name, !enclosing.contains(child.name) else { return nil }
        var scratch = Diagnostics(file: SourceFile(path: child.path, bytes: []))
        var checker = SingleFlowChecker(flow: child.syntax, module: module, syntaxIsComplete: true)
        checker.enclosing = enclosing.union([flow.name.name])
        let graph = checker.run(&scratch)
        guard graph.isAnalysed, !graph.hasErrors else { return nil }
        return Set(graph.steps.filter { $0.role == .outcome && $0.facts.isReachable }.map(\.name))
    }

    /// For a step the whole graph never reaches: a note at each closed continuation that would
    /// enter it.
    func closedContinuationNotes(entering step: StepID, _ closed: [ClosedContinuation], _ graph: FlowGraph, _ diagnostics: Diagnostics) -> [Note] {
        closed.compactMap { continuation in
            let transition = graph.steps[continuation.step].transitions[continuation.position]
            guard transition.move.entry?.step == step else { return nil }
            return diagnostics.note(
                "`on \(transition.event)` would enter it, but `\(continuation.child.name)` never enters `\(transition.event)`",
                at: transition.range
            )
        }
    }
}
