import FlowCore

extension SingleFlowChecker {
    /// The walk of a link's stack: the steps written, or, for one step that is not a root, the
    /// shortest walk from a root to it; `nil` (reported) when it is not a legal walk.
    func linkWalk(_ declared: LinkDecl, steps: [StepID], _ graph: FlowGraph, _ diagnostics: inout Diagnostics) -> [StepID]? {
        let roots = graph.steps.indices.filter { graph.steps[$0].facts.canBeRoot }.map(StepID.init)
        if steps.count == 1, !graph.steps[steps[0]].facts.canBeRoot {
            guard let walk = shortestWalk(to: steps[0], from: roots, graph) else {
                diagnostics.report(
                    CheckerMessages.linkStackIllegal("`\(graph.stepName(steps[0]))` can't be reached from " + rootList(roots, graph)), at: declared.stack[0].step.range,
                    notes: [diagnostics.note("`\(graph.stepName(steps[0]))` is declared here", at: graph.steps[steps[0]].range)]
                )
                return nil
            }
            return walk
        }
        guard graph.steps[steps[0]].facts.canBeRoot else {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("a walk starts at " + rootList(roots, graph) + ", not at `\(graph.stepName(steps[0]))`"), at: declared.stack[0].step.range,
                notes: [diagnostics.note("name the walk from a root, or only its last step for the shortest walk", at: declared.keywordRange)]
            )
            return nil
        }
        for position in steps.indices.dropFirst() where !enteredSteps(after: steps[position - 1], graph).contains(steps[position]) {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("`\(graph.stepName(steps[position]))` can't follow `\(graph.stepName(steps[position - 1]))`: no transition of it can show that step"),
                at: declared.stack[position].step.range,
                notes: [diagnostics.note("`\(graph.stepName(steps[position - 1]))` is declared here", at: graph.steps[steps[position - 1]].range)]
            )
            return nil
        }
        return steps
    }

    private func rootList(_ roots: [StepID], _ graph: FlowGraph) -> String {
        let names = roots.map { "`\(graph.stepName($0))`" }
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
