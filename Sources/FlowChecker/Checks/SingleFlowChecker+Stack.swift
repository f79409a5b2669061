import FlowCore

extension SingleFlowChecker {
    /// For each step, whether a walk can show it first, at the bottom of the stack: the steps
    /// the flow can show on entering a root, after skip rules.
    func shownRoots(_ graph: FlowGraph, _ stepGraph: StepGraph) -> [Bool] {
        var canBeRoot = [Bool](repeating: false, count: graph.steps.count)
        var seen = Set(graph.roots.map(stepGraph.entering))
        var pending = Array(seen)
        while let node = pending.popLast() {
            for next in stepGraph.successors(node) where seen.insert(next).inserted {
                if next < stepGraph.stepCount {
                    canBeRoot[next] = true
                } else {
                    pending.append(next)
                }
            }
        }
        return canBeRoot
    }

    /// Checks back transitions against the stack of shown steps, and warns about pushes of a
    /// step that is always on the stack already.
    ///
    /// The stack is always a path of pushes from a root (going back only shortens it), and the
    /// flags may change at any moment, so every such path is a possible stack: `S` is on the
    /// stack on every walk that reaches `X` exactly when shown `S` dominates shown `X` in the
    /// push graph.
    func checkStack(
        _ graph: FlowGraph, canBeRoot: [Bool], _ stepGraph: StepGraph, reverse: StepGraph, reached: [Bool], _ diagnostics: inout Diagnostics
    ) {
        let steps = graph.steps
        // Dominators only when some transition asks: a back to, or a push of a step that could be below.
        let needsDominators = graph.stepIDs.contains { index in
            reached[index.index] && steps[index].transitions.contains { transition in
                guard transition.canFire else { return false }
                switch transition.move {
                case .unwind(.backTo), .unwindThenEnter(.backTo, _): return true
                case .enter(let entry): return isPlainPush(entry, from: index, graph)
                case .unwind, .unwindThenEnter, .tab, .alert, .close: return false
                }
            }
        }
        let dominators = needsDominators
            ? Dominators(stepGraph, reverse: reverse, sources: graph.walkSources.map(stepGraph.entering)) : nil
        for index in graph.stepIDs where reached[index.index] {
            for transition in steps[index].transitions where transition.canFire {
                switch transition.move {
                case .unwind(let unwind), .unwindThenEnter(let unwind, _):
                    checkUnwind(unwind, of: transition, from: index, graph, canBeRoot: canBeRoot, dominators, stepGraph, &diagnostics)
                case .tab:
                    continue  // `checkTabMoves`
                case .alert, .close:
                    continue  // the graph checks see each button's move instead
                case .enter(let entry):
                    guard let dominators, isPlainPush(entry, from: index, graph), dominators.dominates(entry.step.index, index.index) else { continue }
                    let target = graph.stepName(entry.step)
                    diagnostics.report(
                        CheckerMessages.duplicatePush(target), at: transition.targetRange,
                        notes: [diagnostics.note("every walk to `\(graph.stepName(index))` passes `\(target)`", at: steps[entry.step].range)]
                            + takenNote(transition, by: index, graph, diagnostics),
                        // A shared set's line is every step's of the set, and `back to` a step
                        // from itself is `back-to-self`: only a step's own line, to another step.
                        fixIts: transition.origin == .step && entry.step != index
                            ? [.replace(transition.targetRange, with: "back to " + target, "go back to `\(target)`")] : []
                    )
                }
            }
        }
    }

    /// `-> back` from a step that can be the root, `-> back to` itself, or `-> back to` a step
    /// that some walk to it doesn't pass; `then` moves' unwindings included.
    private func checkUnwind(
        _ unwind: Unwind, of transition: FlowGraph.Transition, from index: StepID, _ graph: FlowGraph, canBeRoot: [Bool],
        _ dominators: Dominators?, _ stepGraph: StepGraph, _ diagnostics: inout Diagnostics
    ) {
        let steps = graph.steps
        switch unwind {
        case .back:
            guard canBeRoot[index.index] else { return }
            let note = diagnostics.note("`\(graph.stepName(index))` can be the first step shown", at: steps[index].range)
            if transition.eventID == graph.dismissedEvent, graph.steps.contains(where: { $0.role == .outcome }) {
                // A child's first screen: its gesture is its use-step's, written there.
                let written = diagnostics.file.text(transition.range)
                diagnostics.report(
                    CheckerMessages.dismissedAtChildStart(graph.stepName(index), flow: graph.name, written: written), at: transition.range,
                    notes: [note] + useNotes(of: graph.name, written: written)
                )
                return
            }
            diagnostics.report(
                CheckerMessages.backFromRoot(graph.stepName(index)), at: transition.range,
                notes: takenNote(transition, by: index, graph, diagnostics) + [note]
            )
        case .backTo(let target) where target == index:
            diagnostics.report(
                CheckerMessages.backToSelf(graph.stepName(index)), at: transition.targetRange,
                notes: [diagnostics.note("the transition belongs to `\(graph.stepName(index))`", at: steps[index].range)]
                    + takenNote(transition, by: index, graph, diagnostics)
            )
        case .backTo(let returnedTo):
            guard let dominators, !dominators.dominates(returnedTo.index, index.index) else { return }
            diagnostics.report(
                CheckerMessages.backTargetNotOnStack(graph.stepName(returnedTo), from: graph.stepName(index)), at: transition.targetRange,
                notes: takenNote(transition, by: index, graph, diagnostics) + [walkNote(to: index, avoiding: returnedTo, graph, stepGraph, diagnostics)]
            )
        case .dismiss, .dismissAll:
            return  // `checkPresentations`
        }
    }

    /// A note at each use-step of the module that uses flow `name`: where `written`, an
    /// `on dismissed` of the child's first screen, takes effect.
    private func useNotes(of name: String, written: String) -> [Note] {
        module.declarations.flatMap { user in
            user.syntax.steps.filter { $0.usedFlow?.name == name }.map { use in
                Note("write `\(written)` here, in use-step `\(use.name.name)`", path: user.path, range: use.name.range)
            }
        }
    }

    /// A push that `back to` could replace: of another step without a payload, which is
    /// always shown when entered (no skip rule that can apply). A payload step pushed again
    /// shows new values, and a step that pushes itself is not on the stack twice by mistake.
    private func isPlainPush(_ entry: Entry, from index: StepID, _ graph: FlowGraph) -> Bool {
        switch entry.style {
        case .push: break
        case .sheet, .modalSheet, .cover: return false
        }
        let target = entry.step
        return target != index && graph.steps[target].parameters.isEmpty
            && !graph.steps[target].facts.canBeSkipped && !graph.steps[target].facts.isAlwaysSkipped
    }

    /// "a walk that reaches `x` without `s`: `a` → `b` → `x`", the shortest one.
    private func walkNote(to step: StepID, avoiding avoided: StepID, _ graph: FlowGraph, _ stepGraph: StepGraph, _ diagnostics: Diagnostics) -> Note {
        let sources = graph.walkSources.map(stepGraph.entering)
        var previous = [Int?](repeating: nil, count: stepGraph.nodeCount)
        var seen = [Bool](repeating: false, count: stepGraph.nodeCount)
        var queue = sources.filter { $0 != avoided.index }
        for source in queue { seen[source] = true }
        var head = 0
        while head < queue.count, !seen[step.index] {
            let node = queue[head]
            head += 1
            for next in stepGraph.successors(node) where !seen[next] && next != avoided.index {
                seen[next] = true
                previous[next] = node
                queue.append(next)
            }
        }
        var walk: [StepID] = []
        var node: Int? = step.index
        while let current = node {
            if current < stepGraph.stepCount { walk.append(StepID(current)) }
            node = previous[current]
        }
        var names = walk.reversed().map { "`\(graph.stepName($0))`" }
        if names.count > 10 { names = Array(names.prefix(4)) + ["…"] + Array(names.suffix(4)) }
        return diagnostics.note(
            "a walk that reaches `\(graph.stepName(step))` without `\(graph.stepName(avoided))`: " + names.joined(separator: " → "),
            at: graph.steps[step].range
        )
    }
}
