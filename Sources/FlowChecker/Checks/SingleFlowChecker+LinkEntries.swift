import FlowCore

extension SingleFlowChecker {
    /// The entries the flow's links make by themselves, by name, reporting nothing: a name that
    /// doesn't resolve is the link check's to report, later. A link whose last step is pushed
    /// makes none: a walk only pushes what some transition pushes.
    func findLinkEntries(_ declarations: Declarations, tabs: [FlowGraph.Tab]) -> [FlowGraph.LinkEntry] {
        flow.links.enumerated().compactMap { index, link in
            guard let last = link.stack.last, last.childStep == nil, last.style.isPresented,
                  let step = declarations.stepsByName[last.step.name]
            else { return nil }
            let range = last.styleRange.map(last.step.range.union) ?? last.step.range
            let below: FlowGraph.LinkEntry.Below
            if let over = link.over {
                switch (over.tab, tabs.isEmpty) {
                case (let tab?, false):
                    guard let root = declarations.stepsByName[tab.name], tabs.contains(where: { $0.root == root }) else { return nil }
                    below = .tab(root)
                case (nil, true): below = .stack
                case (_?, true), (nil, false): return nil
                }
            } else {
                guard link.stack.count >= 2, let previous = declarations.stepsByName[link.stack[link.stack.count - 2].step.name] else { return nil }
                below = .step(previous)
            }
            return FlowGraph.LinkEntry(link: index, step: step, style: last.style, below: below, range: range)
        }
    }

    /// The pairs the links' entries add to a walk (the step each presents, over each step it
    /// can be presented over), after reporting `link-over-illegal` where the entry is not legal:
    /// over a final step, or over a step that enters the same step another way (the runtime
    /// reads a walk's styles from its pairs, so each pair has one).
    func linkEntryPairs(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], _ diagnostics: inout Diagnostics) -> [FlowGraph.EntryPair] {
        let pairs = layers.entryPairs
        var added: [FlowGraph.EntryPair] = []
        for entry in graph.linkEntries {
            let belows = steps(below: entry, graph, pairs, layers, reached: reached)
            for below in belows {
                let why: String?
                if graph.steps[below].isFinal {
                    why = "`\(graph.stepName(below))` is final: the flow has ended there"
                } else if let other = pairs.first(where: { $0.below == below && $0.step == entry.step && $0.style != entry.style }) {
                    why = "`\(graph.stepName(below))` already enters `\(graph.stepName(entry.step))` \(CheckerMessages.describe(other.style)), and a step follows another one way"
                } else {
                    why = nil
                }
                if let why {
                    diagnostics.report(
                        CheckerMessages.linkOverIllegal(
                            "`\(graph.stepName(entry.step))`", style: entry.style.name, over: place(entry.below, graph), below: entry.below == .step(below) ? nil : "`\(graph.stepName(below))`", why
                        ),
                        at: entry.range, notes: [diagnostics.note("`\(graph.stepName(below))` is declared here", at: graph.steps[below].range)]
                    )
                    break
                }
                added.append(FlowGraph.EntryPair(below: below, step: entry.step, style: entry.style))
            }
        }
        return added
    }

    /// `link-entry-then`: `back then s` from a step a link presents, or `dismiss [all] then s`
    /// from a step of a layer it presents (or above it), lands on a step nothing knows (the walk's `then` pairs have
    /// no landing there), as from the tab bar's layer (`shell-then`).
    func checkLinkEntryThen(_ graph: FlowGraph, _ layers: Layers, reached: [Bool], _ diagnostics: inout Diagnostics) {
        let entries = graph.linkEntries.map(\.step)
        guard !entries.isEmpty else { return }
        for step in graph.stepIDs where reached[step.index] {
            for transition in graph.steps[step].transitions where transition.canFire {
                guard case .unwindThenEnter(let unwind, _) = transition.move else { continue }
                let roots: [StepID]
                switch unwind {
                case .back: roots = entries.filter { $0 == step }
                case .dismiss: roots = layers.layerRoots[step.index].filter(entries.contains)
                case .dismissAll: roots = layers.rootsBelow(step).filter(entries.contains)
                case .backTo: continue
                }
                guard let root = roots.first, let entry = graph.linkEntries.first(where: { $0.step == root }) else { continue }
                diagnostics.report(
                    CheckerMessages.linkEntryThen(diagnostics.file.text(transition.targetRange), from: graph.stepName(step), root: graph.stepName(root)),
                    at: transition.targetRange,
                    notes: [diagnostics.note("a link presents `\(graph.stepName(root))` here; a tab move (`-> tab t then s`) from its layer can be checked", at: entry.range)]
                )
            }
        }
    }

    /// The steps an entry can be presented over: the step written below it, or every reached
    /// step of the tab's (or the router's) base layer, pushed from its root.
    private func steps(
        below entry: FlowGraph.LinkEntry, _ graph: FlowGraph, _ pairs: [FlowGraph.EntryPair], _ layers: Layers, reached: [Bool]
    ) -> [StepID] {
        let sources: [StepID]
        switch entry.below {
        case .step(let step): return [step]
        case .tab(let root): sources = [root]
        case .stack: sources = graph.roots
        }
        var seen = Set(sources.filter { reached[$0.index] })
        var pending = Array(seen)
        while let step = pending.popLast() {
            for pair in pairs where pair.below == step && pair.style == .push && !graph.steps[pair.step].isOutcome && seen.insert(pair.step).inserted {
                pending.append(pair.step)
            }
        }
        return seen.sorted()
    }

    /// "the current stack of tab `codes`", or "the current stack", or "`codes`".
    private func place(_ below: FlowGraph.LinkEntry.Below, _ graph: FlowGraph) -> String {
        switch below {
        case .step(let step): "`\(graph.stepName(step))`"
        case .tab(let root): "the current stack of tab `\(graph.stepName(root))`"
        case .stack: "the current stack"
        }
    }
}
