import FlowWalks

/// Saving and restoring the navigator's container (the saved-walk format's version 4,
/// `FlowSavedContainer`), a walk of an earlier version among them.
extension FlowNavigator {
    /// The state to save, encoded as version 4: the walk of a stack, or every tab's walk and
    /// the selected tab.
    public var saved: FlowSavedContainer<Flow.Step> {
        FlowSavedContainer(container)
    }

    /// The state to save of a tabbed router, as `saved`; `nil` in a flow without tabs.
    public var savedTabs: FlowSavedTabs<Flow.Step>? {
        tabbedState.map { FlowSavedTabs($0) }
    }

    /// Restores the whole container from a saved one; a part not saved starts at its root
    /// (`FlowSavedContainer` says why a walk of an earlier version resets the other tabs).
    ///
    /// A stack restores its walk as `restore(_:)` does. In tabs, each tab keeps the longest
    /// legal prefix of its saved walk that starts at its root; a tab not saved, or whose walk
    /// starts elsewhere, starts at its root. The saved tab is selected when the bar shows it,
    /// else the first tab the bar shows; only the selected tab keeps presented entries. A walk
    /// of an earlier version (one array) restores into the tab whose root it starts at.
    ///
    /// Refuses `.notARoot`, leaving the state as it is, for a walk that starts at no root (in
    /// tabs, at no tab's root), and `.notATab` for saved tabs in a flow without. Refuses
    /// `.illegalWalk`, having restored the rest, when steps were dropped (observers hear which,
    /// `.dropped`) or something saved did not decode.
    @discardableResult
    public func restore(_ saved: FlowSavedContainer<Flow.Step>) -> FlowRefusal? {
        let selected: Flow.StepKind?
        let savedWalks: [Flow.StepKind: [Flow.Step]]
        let roots: [Flow.Step]
        switch (container, saved.saved) {
        case (.stack, .stack(let walk)):
            return restore(walk)
        case (.stack, .tabs):
            return .notATab
        case (.tabs(let current), .stack(let walk)):
            guard let root = walk.steps.first, current.tabs.contains(root) else { return .notARoot }
            (roots, selected, savedWalks) = (current.tabs, root.kind, [root.kind: walk.steps])
        case (.tabs(let current), .tabs(let tab, let walks)):
            (roots, selected, savedWalks) = (current.tabs, tab, walks.mapValues(\.steps))
        }
        var dropped: [Flow.Step] = []
        let restored = restoredTabs(savedWalks, of: roots, selecting: selected, dropped: &dropped)
        show(.tabs(restored), event: nil)
        if !dropped.isEmpty { tell(.dropped(dropped)) }
        return dropped.isEmpty && saved.isComplete ? nil : .illegalWalk
    }

    /// `roots` at their roots, then each saved walk's longest legal prefix from its tab's root
    /// (the base layer only, for a tab that isn't selected); `dropped` gains the steps left
    /// out, tab by tab in the bar's order. The tab of `kind` is selected when the bar shows
    /// it, else the first tab the bar shows (else the first tab).
    private func restoredTabs(
        _ walks: [Flow.StepKind: [Flow.Step]], of roots: [Flow.Step], selecting kind: Flow.StepKind?, dropped: inout [Flow.Step]
    ) -> FlowTabs<Flow.Step> {
        let shown = roots.filter { Flow._tabLogic.isTabShown($0.kind, flags) }
        let selected = shown.first { $0.kind == kind } ?? shown.first ?? roots[0]
        var tabs = FlowTabs(tabs: roots, selected: selected)
        let presentation = { (step: Flow.Step, below: Flow.Step) in Flow._presentation(of: step, after: below) ?? .push }
        for tab in roots {
            guard let steps = walks[tab.kind] else { continue }
            var length = steps.first == tab ? Flow.legalPrefixLength(of: steps) : 0
            if tab != selected {
                // Only the selected tab may hold presented entries: another keeps its base layer.
                length = min(length, steps.indices.dropFirst().first { presentation(steps[$0], steps[$0 - 1]) != .push } ?? steps.count)
            }
            dropped += steps.dropFirst(length)
            guard length > 1 else { continue }
            tabs = tabs.setting(FlowWalk(steps: Array(steps.prefix(length)), presentation: presentation), of: tab)
        }
        return tabs
    }
}
