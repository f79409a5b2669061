import FlowChecker
import FlowCore
import FlowWalks

/// A tabbed router's moves: a transition's move to a tab, and the tab bar's own moves (the tap
/// on another tab, on the selected one, and the bar's actions), each made on the state by
/// FlowWalks' rules.
extension FlowMoves {
    /// A move to a tab (`-> tab t [then s]`) made on `state`: refused while the bar hides the
    /// tab, as the runtime refuses it (`.tabHidden`).
    func apply(_ tabMove: TabMove, _ option: Option, to state: PlanState) -> (result: TestMove.Result, state: PlanState) {
        guard isShown(tabMove.tab, flags: option.flags) else { return (.refused, state) }
        let move: FlowTabsMove<StepID, StepID>
        if tabMove.then != nil {
            guard let entered = option.entered else { return (.refused, state) }
            move = .selectResetting(tabMove.tab, then: entered.step, entered.style)
        } else {
            move = .select(tabMove.tab)
        }
        guard let after = state.applying(.tabs(move), presentation: presentation) else { return (.refused, state) }
        return (.moved(kept: after.walk.count - (option.entered == nil ? 0 : 1), entered: option.entered), after)
    }

    /// `option` as a walk on `state` makes it: new flags that hide the selected tab make the
    /// runtime select another (`FlowNavigator.flags`), so the flags its `when` reads and the
    /// option's move doesn't take the first values that show the tab (`selectFlags`); `nil`
    /// when the move's own flags hide it (a tap on another tab reads that tab's `when`).
    func keepingSelectedTabShown(_ option: Option, on state: PlanState) -> Option? {
        guard let tab = state.selected.tab, !isShown(tab, flags: option.flags) else { return option }
        guard let showing = selectFlags[tab] else { return nil }
        let read = flagsRead(by: option, from: state.top.step)
        var flags = option.flags
        var tabFlags = Set<FlagID>()
        graph.tab(rootedAt: tab)?.condition?.collectFlags(into: &tabFlags)
        for flag in tabFlags where !read.contains(flag) { flags[flag.index] = showing[flag.index] }
        guard isShown(tab, flags: flags) else { return nil }
        var kept = Option(event: option.event, flags: flags, taken: option.taken, action: option.action, entered: option.entered, covers: option.covers)
        kept.answer = option.answer
        return kept
    }

    /// The flags `option`, made on `step`, reads: its event's guards and skip rules, the
    /// guard of the bar's action, or the `when` of the tab a tap selects.
    private func flagsRead(by option: Option, from step: StepID) -> Set<FlagID> {
        var read = Set<FlagID>()
        switch option.action {
        case .select(let target):
            graph.tab(rootedAt: target)?.condition?.collectFlags(into: &read)
        case .shell(let position):
            graph.shell[position].guardCondition?.collectFlags(into: &read)
            if let entry = graph.shell[position].move.entry { read.formUnion(flagsRead(entering: entry.step)) }
        case .event, .gesture, .reselect, .reselectToRoot:
            let name = option.event.name(in: graph)
            if let event = graph.eventIDs.first(where: { graph.event($0) == name }) { read = flagsRead(from: step, event: event) }
        }
        return read
    }

    /// Whether the bar shows the tab rooted at `tab` for `flags` (its `when`).
    func isShown(_ tab: StepID, flags: [Bool]) -> Bool {
        graph.tab(rootedAt: tab)?.condition?.evaluate { flags[$0.index] } ?? true
    }

    /// The tab bar's moves on `state`, while it can be tapped (the selected tab presents
    /// nothing): the tap on each other tab the bar can show, in its order; the tap on the
    /// selected tab above its root (the top step's `on reselected` options, `stepOptions`, or
    /// else back to the root); then the bar's own actions.
    func barOptions(on state: PlanState, stepOptions: [Option]) -> [Option] {
        guard let tabs = state.tabs, state.showsTabBar else { return [] }
        var options: [Option] = []
        for tab in tabs.tabs where tab != tabs.selected {
            guard let flags = selectFlags[tab] else { continue }
            let isDeep = (tabs.walk(of: tab)?.count ?? 1) > 1
            let covers: [CoverageItem] = isDeep ? [.tab(tab), .tabReturn(tab)] : [.tab(tab)]
            // A tap on a tab is the event `reselected` of the bar, whichever tab it selects.
            options.append(Option(event: .builtIn(.reselected), flags: flags, taken: nil, action: .select(tab), entered: nil, covers: covers))
        }
        if state.walk.count > 1 {
            let written = stepOptions.filter { $0.action == .reselect }
            let flags = [Bool](repeating: false, count: graph.flags.count)
            options += written.isEmpty
                ? [Option(event: .builtIn(.reselected), flags: flags, taken: nil, action: .reselectToRoot, entered: nil, covers: [])]
                : written
        }
        return options + shellOptions
    }

    /// The ways the bar's action at `position` of `FlowGraph.shell` can go: for each flag
    /// values its guard (and the skip rules of the step it presents) read, in binary order,
    /// where the guard holds, each distinct way once.
    func shellOptions(of position: Int) -> [Option] {
        let action = graph.shell[position]
        guard let entry = action.move.entry else { return [] }
        var read = flagsRead(entering: entry.step)
        action.guardCondition?.collectFlags(into: &read)
        let varied = Array(read.sorted().prefix(Self.flagLimit))
        var options: [Option] = []
        var seen: Set<[CoverageItem]> = []
        for number in 0..<(1 << varied.count) {
            var flags = [Bool](repeating: false, count: graph.flags.count)
            for (bit, flag) in varied.enumerated() where number & (1 << bit) != 0 { flags[flag.index] = true }
            guard action.guardCondition?.evaluate({ flags[$0.index] }) ?? true else { continue }
            let shown = enter(entry.step, style: entry.style, flags: flags)
            let covers = [CoverageItem.shellAction(position)] + shown.skips
            guard seen.insert(covers).inserted else { continue }
            options.append(Option(event: TestEventID(action.eventID, in: graph), flags: flags, taken: nil, action: .shell(position), entered: shown.entry, covers: covers))
        }
        return options
    }

    /// The first flag values, in binary order over the flags its `when` reads, for which the
    /// bar shows `tab`; `nil` when none does.
    func flagsShowing(_ tab: FlowGraph.Tab) -> [Bool]? {
        var read = Set<FlagID>()
        tab.condition?.collectFlags(into: &read)
        let varied = Array(read.sorted().prefix(Self.flagLimit))
        for number in 0..<(1 << varied.count) {
            var flags = [Bool](repeating: false, count: graph.flags.count)
            for (bit, flag) in varied.enumerated() where number & (1 << bit) != 0 { flags[flag.index] = true }
            if isShown(tab.root, flags: flags) { return flags }
        }
        return nil
    }

    /// Whether only the tab bar's actions enter `step`, each as a cover or a modal sheet: shown,
    /// it is the root of a layer with no gesture (the checker's `isAlwaysCoverRoot` counts the steps' ways
    /// in, and the bar's are none of them).
    func isOnlyBarCover(_ step: StepID) -> Bool {
        let bar = graph.shell.compactMap { $0.move.entry }.filter { $0.step == step }
        guard !bar.isEmpty, bar.allSatisfy({ $0.style.isPresented && !$0.style.allowsGesture }) else { return false }
        return !graph.entryPairs.contains { $0.step == step }
    }
}
