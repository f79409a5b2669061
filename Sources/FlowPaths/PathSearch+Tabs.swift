import FlowChecker
import FlowCore

extension PathSearch {
    /// A tabbed router's items, in order (none for another flow): the bar's tap on each tab
    /// while another is selected; for each tab whose stack can grow above its root, coming
    /// back to it with its stack kept, and the tap on it while it is selected; each of the
    /// bar's own actions. With one tab, no tab is selected from another.
    func tabItems() -> [CoverageItem] {
        let several = graph.tabs.count > 1
        var items: [CoverageItem] = []
        if several { items += graph.tabs.map { .tab($0.root) } }
        for tab in graph.tabs where canGrow(tab.root) {
            if several { items.append(.tabReturn(tab.root)) }
            items.append(.reselect(tab.root))
        }
        items += graph.shell.indices.filter { graph.shell[$0].enteredStep != nil }.map(CoverageItem.shellAction)
        return items
    }

    /// Whether the stack of the tab rooted at `tab` can hold a step pushed above its root: its
    /// root pushes one, or a tab move enters one in it.
    private func canGrow(_ tab: StepID) -> Bool {
        let pushes = { (entry: Entry?) in entry.map { $0.style == .push && self.graph.steps[$0.step].role != .outcome } ?? false }
        if graph.movesWithAlertsAnswered(of: tab).contains(where: { pushes($0.move.entry) }) { return true }
        return graph.stepIDs.contains { step in
            graph.transitions(of: step).contains { transition in
                guard case .tab(let move) = transition.move, move.tab == tab else { return false }
                return pushes(move.then)
            }
        }
    }

    /// For each tab whose return no single move covers, a walk that does: the first state
    /// found with the tab selected, its stack above its root and the bar showing, then the
    /// bar's tap on another tab, then on this one.
    mutating func tabReturnSources() -> [CoverageItem: Source] {
        var sources: [CoverageItem: Source] = [:]
        for tab in graph.tabs {
            guard let state = states.indices.first(where: { index in
                let stack = states[index].stack
                return stack.selected == .tab(tab.root) && stack.showsTabBar && stack.walk.count > 1
            }) else { continue }
            let there = available(on: states[state].stack)
            guard let away = there.firstIndex(where: { if case .select = $0.action { true } else { false } }) else { continue }
            let after = take(there[away], from: states[state].stack).stack
            guard let back = available(on: after).firstIndex(where: { $0.action == .select(tab.root) }) else { continue }
            sources[.tabReturn(tab.root)] = Source(state: state, coveredBy: [away, back])
        }
        return sources
    }

    /// The state after link `index` opens at launch: in a tabbed router, the tab its walk
    /// starts at selected, with the link's walk, the other tabs at their roots.
    /// A walk's start for each link whose last step the link presents by itself (`FlowGraph.
    /// linkEntries`), opened at launch: the only way to such a step when no transition enters it.
    func linkEntryStarts() -> [Start] {
        graph.linkEntries.compactMap { entry in
            guard entry.link < graph.links.count, let url = sampleURL(of: graph.links[entry.link]), let flags = linkFlags(entry.link),
                  let state = linkState(entry.link)
            else { return nil }
            return Start(start: .link(entry.link, url: url, flags: flags), state: state, covers: [.link(entry.link), .step(entry.step)])
        }
    }

    func linkState(_ index: Int) -> PlanState? {
        let walk = graph.links[index].walk
        guard let launch = starts().first?.state else { return nil }
        return launch.applying(.replace(walk), presentation: moves.presentation)
    }

    /// The flag values link `index` is opened with at launch: every flag false, or in a
    /// tabbed router the first values, in binary order over the flags its tab's `when` reads,
    /// that show the tab the link opens in (the tab bar's tap uses the same,
    /// `FlowMoves.flagsShowing`); `nil` when none does, and the navigator refuses the link.
    func linkFlags(_ index: Int) -> [Bool]? {
        let none = [Bool](repeating: false, count: graph.flags.count)
        guard let tab = graph.links[index].walk.first, graph.tab(rootedAt: tab) != nil else { return none }
        return moves.selectFlags[tab]
    }
}
