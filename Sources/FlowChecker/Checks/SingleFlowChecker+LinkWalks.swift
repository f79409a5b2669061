import FlowCore

extension SingleFlowChecker {
    /// Where a link's walk is checked: this flow's graph, from its roots, or a child's graph
    /// inside a use-step, from the child's start. Names in messages carry `prefix`
    /// (`addressBook.`), and notes point into the graph's own file.
    struct WalkScope {
        let graph: FlowGraph
        let roots: [StepID]
        /// Each written step's range in the link.
        let ranges: [SourceRange]
        var prefix = ""

        func name(_ step: StepID) -> String { "`" + prefix + graph.stepName(step) + "`" }

        func note(_ message: String, at step: StepID) -> Note {
            Note(message, path: graph.path, range: graph.steps[step].range)
        }
    }

    /// The walk of a link's stack: the steps written, or, for one step that is not a root, the
    /// shortest walk from a root to it; `nil` (reported) when it is not a legal walk.
    func linkWalk(_ declared: LinkDecl, steps: [StepID], _ scope: WalkScope, _ diagnostics: inout Diagnostics) -> [StepID]? {
        let graph = scope.graph
        let roots = scope.roots
        if steps.count == 1, !roots.contains(steps[0]) {
            guard let walk = shortestWalk(to: steps[0], from: roots, graph) else {
                diagnostics.report(
                    CheckerMessages.linkStackIllegal("\(scope.name(steps[0])) can't be reached from " + rootList(roots, scope)), at: scope.ranges[0],
                    notes: [scope.note("\(scope.name(steps[0])) is declared here", at: steps[0])]
                )
                return nil
            }
            return walk
        }
        guard roots.contains(steps[0]) else {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("a walk starts at " + rootList(roots, scope) + ", not at \(scope.name(steps[0]))"), at: scope.ranges[0],
                notes: [diagnostics.note("name the walk from a root, or only its last step for the shortest walk", at: declared.keywordRange)]
            )
            return nil
        }
        for position in steps.indices.dropFirst() where !enteredSteps(after: steps[position - 1], graph).contains(steps[position]) {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("\(scope.name(steps[position])) can't follow \(scope.name(steps[position - 1])): no transition of it can show that step"),
                at: scope.ranges[position],
                notes: [scope.note("\(scope.name(steps[position - 1])) is declared here", at: steps[position - 1])]
            )
            return nil
        }
        return steps
    }

    private func rootList(_ roots: [StepID], _ scope: WalkScope) -> String {
        let names = roots.map(scope.name)
        return names.count == 1 ? names[0] : "a root (" + names.joined(separator: ", ") + ")"
    }

    /// The steps any event of `step` can push and show, after skip rules.
    private func enteredSteps(after step: StepID, _ graph: FlowGraph) -> Set<StepID> {
        var shown = Set<StepID>()
        let transitions = graph.steps[step].transitions
        for position in transitions.indices where graph.startsEvent(position, of: step) {
            shown.formUnion(graph.shownSteps(after: step, event: transitions[position].eventID))
        }
        return shown
    }

    /// The shortest walk from one of `roots` to `target`, by breadth-first search over shown steps.
    private func shortestWalk(to target: StepID, from roots: [StepID], _ graph: FlowGraph) -> [StepID]? {
        var previous = [StepID?](repeating: nil, count: graph.steps.count)
        var seen = Set(roots)
        var queue = roots
        var head = 0
        while head < queue.count, !seen.contains(target) {
            let step = queue[head]
            head += 1
            for next in enteredSteps(after: step, graph).sorted() where seen.insert(next).inserted {
                previous[next.index] = step
                queue.append(next)
            }
        }
        guard seen.contains(target) else { return nil }
        var walk = [target]
        while let step = previous[walk[walk.count - 1].index] { walk.append(step) }
        return walk.reversed()
    }
}
