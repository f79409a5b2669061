import FlowCore

extension SingleFlowChecker {
    /// The rules of presented layers, on a flow whose layers were found (`Layers`): each walk
    /// entry's style follows from the step below it, one move presents at most one layer,
    /// `dismiss` needs a presented layer, and a cover has a written way out.
    func checkPresentations(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], coverRoots: [Bool], _ diagnostics: inout Diagnostics) {
        let steps = graph.steps
        func transition(_ origin: Layers.Origin) -> FlowGraph.Transition { steps[origin.step].transitions[origin.position] }
        var reportedTwice: Set<Layers.Origin> = []
        for (origin, skipped, shown) in layers.presentsTwice where reached[origin.step.index] && reportedTwice.insert(origin).inserted {
            diagnostics.report(
                CheckerMessages.skipChainPresentsTwice(graph.stepName(shown)), at: transition(origin).targetRange,
                notes: [diagnostics.note(
                    "`\(graph.stepName(skipped))` can be skipped, and its `next` presents `\(graph.stepName(shown))` in the same move",
                    at: steps[skipped].skipRange ?? steps[skipped].range
                )]
            )
        }
        // The first style each pair of steps was seen with, and the transition that made it.
        var firstStyle: [Pair: Layers.Pair] = [:]
        var conflicting: Set<Layers.Origin> = []
        for pair in layers.pairs where reached[pair.origin.step.index] {
            let key = Pair(below: pair.below, step: pair.step)
            guard let first = firstStyle[key] else {
                firstStyle[key] = pair
                continue
            }
            guard first.style != pair.style, conflicting.insert(pair.origin).inserted else { continue }
            diagnostics.report(
                CheckerMessages.inconsistentPresentation(graph.stepName(pair.step), after: graph.stepName(pair.below), pair.style, first.style),
                at: transition(pair.origin).targetRange,
                notes: [diagnostics.note("entered \(CheckerMessages.describe(first.style)) here", at: transition(first.origin).targetRange)]
                    + takenNote(transition(pair.origin), by: pair.origin.step, graph, diagnostics)
            )
        }
        for step in graph.stepIDs where reached[step.index] && layers.inBaseLayer[step.index] {
            for transition in steps[step].transitions where transition.canFire {
                guard let written = Self.dismissal(transition.move) else { continue }
                diagnostics.report(
                    CheckerMessages.dismissFromBaseLayer(graph.stepName(step), written: written), at: transition.targetRange,
                    notes: [diagnostics.note(
                        graph.roots.contains(step)
                            ? "`\(graph.stepName(step))` is a root: the walk's base layer starts there"
                            : "`\(graph.stepName(step))` can be reached from the first step by pushes alone",
                        at: steps[step].range
                    )] + takenNote(transition, by: step, graph, diagnostics)
                )
            }
        }
        checkCoverExits(graph, layers, reached: reached, &diagnostics)
        checkGesturesOnCoverRoots(graph, layers, reached: reached, coverRoots: coverRoots, &diagnostics)
        checkPresentedFinalSteps(graph, layers, reached: reached, &diagnostics)
    }

    /// For each step (by `StepID.index`): whether every way in from a reached step presents it
    /// as a cover or a modal sheet, the layers without a gesture, and it is not a root
    /// (`StepFacts.isAlwaysCoverRoot`).
    func alwaysCoverRoots(_ graph: FlowGraph, _ layers: Layers, reached: [Bool]) -> [Bool] {
        var styles = [Set<FlowPresentation>](repeating: [], count: graph.steps.count)
        for pair in layers.pairs where reached[pair.origin.step.index] { styles[pair.step.index].insert(pair.style) }
        return graph.stepIDs.map { step in
            !styles[step.index].isEmpty && styles[step.index].allSatisfy { $0.isPresented && !$0.allowsGesture } && !graph.roots.contains(step)
        }
    }

    /// A cover's root has no Back button and no swipe: `on dismissed` on a step that every way
    /// in presents as a cover is never taken (a warning, at each such transition).
    private func checkGesturesOnCoverRoots(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], coverRoots: [Bool], _ diagnostics: inout Diagnostics) {
        guard let gesture = graph.dismissedEvent else { return }
        for step in graph.stepIDs where coverRoots[step.index] {
            let ways = layers.pairs.filter { $0.step == step && reached[$0.origin.step.index] }
            // A modal sheet's way first, so that the message names both kinds of layer.
            guard let way = ways.first(where: { $0.style == .modalSheet }) ?? ways.first else { continue }
            let origin = graph.steps[way.origin.step].transitions[way.origin.position]
            for transition in graph.steps[step].transitions where transition.eventID == gesture && transition.canFire {
                diagnostics.report(
                    CheckerMessages.gestureOnCoverRoot(graph.stepName(step), way.style), at: transition.range,
                    notes: [diagnostics.note("`\(graph.stepName(step))` is presented \(CheckerMessages.describe(way.style)) here", at: origin.targetRange)]
                        + takenNote(transition, by: step, graph, diagnostics)
                )
            }
        }
    }

    /// Two steps, the lower first.
    private struct Pair: Hashable {
        var below: StepID
        var step: StepID
    }

    /// Every step presented `as cover` needs a written move, from a step of its layer, that
    /// unwinds below it: the cover's root has no Back button and no swipe, so `dismissed`
    /// never fires there and is no way out. A sheet whose swipe-down its guards can disable
    /// (`on dismissed -> back when !hasDraft`, no unguarded one) needs one too, or the user is
    /// stuck while they hold: a warning, since the guards may be meant to hold only briefly.
    private func checkCoverExits(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], _ diagnostics: inout Diagnostics) {
        let steps = graph.steps
        let gesture = graph.dismissedEvent
        var checked: Set<StepID> = []
        for pair in layers.pairs where reached[pair.origin.step.index] {
            let root = pair.step
            let dismissals = steps[root].transitions.filter { $0.eventID == gesture }
            let canBeStuck: Bool
            switch pair.style {
            case .push: continue  // not a layer's root
            case .sheet: canBeStuck = !dismissals.isEmpty && dismissals.allSatisfy { $0.guardCondition != nil }
            case .modalSheet, .cover: canBeStuck = true
            }
            guard checked.insert(root).inserted, canBeStuck else { continue }
            let layer = Array(graph.stepIDs.filter { layers.layerRoots[$0.index].contains(root) })
            guard !hasWrittenExit(layer, root: root, graph) else { continue }
            let origin = steps[pair.origin.step].transitions[pair.origin.position]
            let fix = diagnostics.note(
                "add `-> dismiss` (or `-> back` on `\(graph.stepName(root))`) to a step of its layer: "
                    + layer.filter { !steps[$0].isOutcome }.map { "`\(graph.stepName($0))`" }.joined(separator: ", "),
                at: steps[root].range
            )
            switch pair.style {
            case .push:
                continue  // not a layer's root, as above
            case .sheet:
                diagnostics.report(
                    CheckerMessages.sheetWithoutExit(graph.stepName(root)), at: origin.targetRange,
                    notes: [diagnostics.note("the swipe-down is disabled whenever no `on dismissed` guard of `\(graph.stepName(root))` holds", at: dismissals[0].range), fix]
                )
            case .modalSheet:
                diagnostics.report(CheckerMessages.modalSheetWithoutExit(graph.stepName(root)), at: origin.targetRange, notes: [fix])
            case .cover:
                diagnostics.report(CheckerMessages.coverWithoutExit(graph.stepName(root)), at: origin.targetRange, notes: [fix])
            }
        }
    }

    /// Whether a step of `layer` has a written move, other than the gesture's `dismissed`,
    /// that unwinds below the layer's root or enters an outcome (which ends the flow, and
    /// with it every layer).
    private func hasWrittenExit(_ layer: [StepID], root: StepID, _ graph: FlowGraph) -> Bool {
        let gesture = graph.dismissedEvent
        return layer.contains { step in
            graph.steps[step].transitions.contains { transition in
                guard transition.canFire, transition.eventID != gesture else { return false }
                switch transition.move {
                case .enter(let entry): return graph.steps[entry.step].isOutcome
                case .alert, .close: return false
                // A tab move closes every presented layer.
                case .unwind(.dismiss), .unwindThenEnter(.dismiss, _), .unwind(.dismissAll), .unwindThenEnter(.dismissAll, _), .tab: return true
                case .unwindThenEnter(_, let entry) where graph.steps[entry.step].isOutcome: return true
                case .unwind(.back), .unwindThenEnter(.back, _): return step == root
                case .unwind(.backTo(let target)), .unwindThenEnter(.backTo(let target), _): return !layer.contains(target)
                }
            }
        }
    }

    /// How a move that dismisses presented layers (by itself or before a `then` entry) writes
    /// its unwinding, `dismiss` or `dismiss all`; `nil` for any other move.
    private static func dismissal(_ move: Move) -> String? {
        switch move {
        case .unwind(.dismiss), .unwindThenEnter(.dismiss, _): "dismiss"
        case .unwind(.dismissAll), .unwindThenEnter(.dismissAll, _): "dismiss all"
        case .enter, .unwind, .unwindThenEnter, .tab, .alert, .close: nil
        }
    }
}
