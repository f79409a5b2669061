import FlowCore

extension SingleFlowChecker {
    /// The checks of tab moves on reached steps: `then` enters a step its tab's root enters,
    /// the tab can't be hidden when the move is taken, and the move doesn't close a sheet whose
    /// swipe-down is guarded; a push of a tab's root, which was meant as a tab move; and an
    /// unwinding `then` that can land below the tab bar's layer.
    func checkTabMoves(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], _ diagnostics: inout Diagnostics) {
        guard case .tabs = graph.container else { return }
        for step in graph.stepIDs where reached[step.index] {
            for (position, transition) in graph.steps[step].transitions.enumerated() where transition.canFire {
                switch transition.move {
                case .tab(let move):
                    checkTabThen(move, transition, graph, &diagnostics)
                    checkTabShown(move, at: position, of: step, graph, &diagnostics)
                    checkDiscardedSheets(move, transition, from: step, graph, layers, &diagnostics)
                case .enter(let entry):
                    guard entry.style == .push, entry.step != step, graph.tab(rootedAt: entry.step) != nil else { continue }
                    let root = graph.stepName(entry.step)
                    diagnostics.report(
                        CheckerMessages.pushOfTabRoot(root), at: transition.targetRange,
                        notes: [diagnostics.note("`\(root)` is a tab's root here", at: graph.tab(rootedAt: entry.step)!.range)]
                            + takenNote(transition, by: step, graph, diagnostics),
                        // To a tab that can be hidden, the move would be `tab-move-to-hidden-tab`.
                        fixIts: graph.tab(rootedAt: entry.step)!.condition == nil
                            ? [.replace(transition.targetRange, with: "tab " + root, "move to tab `\(root)`")] : []
                    )
                case .unwindThenEnter(let unwind, _):
                    checkShellThen(unwind, transition, from: step, graph, layers, &diagnostics)
                case .unwind, .alert, .close:
                    continue
                }
            }
        }
    }

    /// `shell-then`: `back then s` from a step the tab bar presents, or `dismiss [all] then s`
    /// from a step of a layer it presents (or above it), lands on whichever tab's top the bar's layer covered, so
    /// nothing says `s` can follow it (the walk's `then` pairs have no landing there).
    private func checkShellThen(
        _ unwind: Unwind, _ transition: FlowGraph.Transition, from step: StepID, _ graph: FlowGraph, _ layers: Layers, _ diagnostics: inout Diagnostics
    ) {
        let shellRoots: [StepID]
        switch unwind {
        case .back: shellRoots = graph.shellEntries.filter { $0 == step }
        case .dismiss: shellRoots = layers.layerRoots[step.index].filter(graph.shellEntries.contains)
        case .dismissAll: shellRoots = layers.rootsBelow(step).filter(graph.shellEntries.contains)
        case .backTo: return
        }
        guard let root = shellRoots.first, let action = graph.shell.first(where: { $0.enteredStep == root }) else { return }
        diagnostics.report(
            CheckerMessages.shellThen(diagnostics.file.text(transition.targetRange), from: graph.stepName(step), root: graph.stepName(root)),
            at: transition.targetRange,
            notes: [diagnostics.note("the tab bar presents `\(graph.stepName(root))` here, over any tab; a tab move (`-> tab t then s`) from its layer can be checked", at: action.targetRange)]
        )
    }

    /// `tab-then-illegal`: the root of the tab has no transition that enters the step as written.
    private func checkTabThen(_ move: TabMove, _ transition: FlowGraph.Transition, _ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        guard let entry = move.then else { return }
        let enters = graph.steps[move.tab].transitions.contains { candidate in
            guard candidate.canFire, case .enter(let entered) = candidate.move else { return false }
            return entered == entry
        }
        guard !enters else { return }
        diagnostics.report(
            CheckerMessages.tabThenIllegal(graph.stepName(entry.step), tab: graph.stepName(move.tab), style: entry.style), at: transition.targetRange,
            notes: [diagnostics.note("the move resets tab `\(graph.stepName(move.tab))` to its root, declared here", at: graph.steps[move.tab].range)]
        )
    }

    /// `tab-move-to-hidden-tab`: some flag values take the move (its guard holds and no earlier
    /// transition of its event does) while the tab's `when` is false.
    private func checkTabShown(_ move: TabMove, at position: Int, of step: StepID, _ graph: FlowGraph, _ diagnostics: inout Diagnostics) {
        guard let tab = graph.tab(rootedAt: move.tab), let shown = tab.condition else { return }
        let transitions = graph.steps[step].transitions
        let transition = transitions[position]
        // An alert's button lines are tried among themselves, when the button is tapped.
        let earlier = transitions[..<position].filter { $0.eventID == transition.eventID && $0.origin.alert == transition.origin.alert }
        guard let space = GuardSpace(earlier.lazy.map(\.guardCondition) + [transition.guardCondition], and: shown) else { return }
        var pre = space.table(.constant(false))
        for other in earlier { pre = pre || space.table(other.guardCondition) }
        let hidden = space.table(transition.guardCondition) && !pre && !space.table(shown)
        guard let assignment = hidden.firstTrueAssignment else { return }
        let condition = shown.description(flagNames: graph.flagNames)
        let values = space.values(of: assignment).map { "\(graph.flags[$0.flag].name) is \($0.value)" }
        diagnostics.report(
            CheckerMessages.tabMoveToHiddenTab(graph.stepName(move.tab), from: graph.stepName(step), when: values.isEmpty ? "always" : "when " + values.joined(separator: " and ")),
            at: transition.targetRange,
            notes: [diagnostics.note("tab `\(graph.stepName(move.tab))` is shown only when \(condition)", at: tab.range)]
                + takenNote(transition, by: step, graph, diagnostics),
            // An alert button's only line, guarded, would move nothing (`alert-button-without-move`).
            fixIts: transition.guardCondition == nil && transition.origin.alert == nil
                ? [.replace(SourceRange(at: transition.targetRange.upperBound), with: " when " + condition, "take the move only when the tab is shown")] : []
        )
    }

    /// `tab-move-discards-guarded-layer`: the move closes every presented layer; a layer below
    /// the moving step's own whose root is a sheet with guarded `on dismissed` transitions only
    /// would be thrown away without its guards being asked.
    private func checkDiscardedSheets(
        _ move: TabMove, _ transition: FlowGraph.Transition, from step: StepID, _ graph: FlowGraph, _ layers: Layers, _ diagnostics: inout Diagnostics
    ) {
        guard let gesture = graph.dismissedEvent else { return }
        var pending = layers.layerRoots[step.index]
        var seen = Set(pending)
        while let root = pending.popLast() {
            for below in layers.below[root.index] {
                for lower in layers.layerRoots[below.index] where seen.insert(lower).inserted {
                    pending.append(lower)
                    let dismissals = graph.steps[lower].transitions.filter { $0.eventID == gesture }
                    guard !dismissals.isEmpty, dismissals.allSatisfy({ $0.guardCondition != nil }) else { continue }
                    diagnostics.report(
                        CheckerMessages.tabMoveDiscardsGuardedLayer(graph.stepName(move.tab), sheet: graph.stepName(lower)), at: transition.targetRange,
                        notes: [diagnostics.note("`\(graph.stepName(lower))`'s swipe-down is guarded here", at: dismissals[0].range)]
                    )
                    return
                }
            }
        }
    }
}
