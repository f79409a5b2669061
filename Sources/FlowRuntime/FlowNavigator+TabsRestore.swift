import FlowWalks

/// Saving and restoring every tab of a tabbed router (the saved-walk format's version 4,
/// `FlowSavedTabs`), and restoring into one a walk an untabbed router saved.
extension FlowNavigator {
    /// The state to save: every tab's walk and the selected tab, encoded as version 4; `nil` in
    /// a flow without tabs, which saves `walk`.
    public var savedTabs: FlowSavedTabs<Flow.Step>? {
        tabbedState.map { FlowSavedTabs($0) }
    }

    /// Restores every tab from a saved state. Each tab keeps the longest legal prefix of its
    /// saved walk that starts at its root; a tab not saved, or whose walk starts elsewhere,
    /// starts at its root. The saved tab is selected when the bar shows it, else the first tab
    /// the bar shows; only the selected tab keeps presented entries. A walk of an earlier
    /// version (one array) restores into the tab whose root it starts at, every other tab at
    /// its root.
    ///
    /// Refuses `.notARoot`, leaving the state as it is, for a walk of an earlier version that
    /// starts at no tab's root (and `.notATab` in a flow without tabs, for version 4). Refuses
    /// `.illegalWalk`, having restored the rest, when steps were dropped (observers hear which,
    /// `.dropped`) or something saved did not decode. An untabbed flow restores an earlier
    /// version's walk as `restore(_:)` does.
    @discardableResult
    public func restore(_ saved: FlowSavedTabs<Flow.Step>) -> FlowRefusal? {
        guard let current = tabbedState else {
            guard case .walk(let walk) = saved.saved else { return .notATab }
            return restore(walk)
        }
        let selected: Flow.StepKind?
        let savedWalks: [Flow.StepKind: [Flow.Step]]
        switch saved.saved {
        case .tabs(let tab, let walks):
            selected = tab
            savedWalks = walks.mapValues(\.steps)
        case .walk(let walk):
            guard let root = walk.steps.first, current.tabs.contains(root) else { return .notARoot }
            selected = root.kind
            savedWalks = [root.kind: walk.steps]
        }
        var dropped: [Flow.Step] = []
        let restored = restoredTabs(savedWalks, of: current.tabs, selecting: selected, dropped: &dropped)
        show(restored, event: nil)
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
