import FlowWalks

/// A tabbed router's tabs: each has its own walk, and `state`, `walk`, `path`, `current` and
/// `layers` are the selected tab's. A tab is named by its root step. In a flow without tabs
/// there are none: `tab` is `nil` and every tab's move is refused `.notATab`.
extension FlowNavigator {
    /// The whole state of a tabbed router: every tab's walk, and the selected tab; `nil` in a
    /// flow without tabs.
    public var tabbedState: FlowTabs<Flow.Step>? {
        guard case .tabbed(let tabs) = walks else { return nil }
        return tabs
    }

    /// The selected tab: the root of the walk on screen; `nil` in a flow without tabs.
    public var tab: Flow.Step? { storage.observedTabs?.selected }

    /// The tabs the bar shows for the current flags, in its order (each tab's `when`).
    public var shownTabs: [Flow.Step] {
        storage.observedTabs?.tabs.filter { Flow._tabLogic.isTabShown($0.kind, flags) } ?? []
    }

    /// Selects `tab` (the bar's tap on another tab, or the app's own move): closes every
    /// presented layer of the selected tab, and shows `tab`'s stack as the user left it.
    /// Refuses `.tabHidden` for a tab the bar doesn't show, `.notATab` for a step that is no
    /// tab's root.
    @discardableResult
    public func select(_ tab: Flow.Step) -> FlowRefusal? {
        guard let tabs = tabbedState, tabs.tabs.contains(tab) else { return .notATab }
        guard Flow._tabLogic.isTabShown(tab.kind, flags) else { return .tabHidden }
        return show(tabs, after: .select(tab), event: nil)
    }

    /// The steps pushed on `tab`'s root, bottom first: the path of that tab's
    /// `NavigationStack`. Empty for a step that is no tab's root. A view reading it is
    /// redrawn when that tab moves, not when another does.
    public func path(of tab: Flow.Step) -> [Flow.Step] {
        storage.observedTabs?.walk(of: tab).map { $0.layers[0].path } ?? []
    }

    /// Takes every entry above `tab`'s root off: the selected tab's or another's, which shows
    /// it when next selected. Refuses `.notATab` for a step that is no tab's root.
    @discardableResult
    public func popToRoot(tab: Flow.Step) -> FlowRefusal? {
        guard let tabs = tabbedState, tabs.tabs.contains(tab) else { return .notATab }
        return show(tabs, after: .popToRoot(tab), event: nil)
    }

    /// The position of the selected tab among the tabs, which a transitions value keeps;
    /// `nil` in a flow without tabs.
    var selectedTabIndex: Int? {
        storage.observedTabs.flatMap { $0.tabs.firstIndex(of: $0.selected) }
    }

    /// Every tab at its root, `selected` on screen (by default the first tab the bar shows for
    /// `flags`, or the first tab when none is).
    static func startingTabs(selecting selected: Flow.Step?, flags: Flow.Flags) -> FlowTabs<Flow.Step> {
        // Tab roots need no payload, or have a default for each (the checker's `tab-root-payload`).
        let tabs = Flow._tabLogic.tabs.compactMap { Flow.Step(_payloadFree: $0) }
        let shown = tabs.first { Flow._tabLogic.isTabShown($0.kind, flags) }
        return FlowTabs(tabs: tabs, selected: selected ?? shown ?? tabs[0])
    }

    /// Moves along a tab move of the flow's logic (`-> tab t [then s]`): the step `then` enters
    /// made by `makeStep`, presented as the flow's graph says after the tab's root.
    func moveToTab(_ kind: Flow.StepKind, then: FlowEntry<Flow.StepKind>?, event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> FlowRefusal? {
        guard let tabs = tabbedState, let tab = tabs.tabs.first(where: { $0.kind == kind }) else { return .noTransition }
        guard Flow._tabLogic.isTabShown(kind, flags) else { return .tabHidden }
        guard let then else { return show(tabs, after: .select(tab), event: event) }
        guard let step = makeStep(then.step) else { return .noTransition }
        let presentation = Flow._presentation(of: step, after: tab) ?? .push
        return show(tabs, after: .selectResetting(tab, then: step, presentation), event: event)
    }

    /// Replaces the walk of the tab `steps` start at with `steps` and selects it (a link, a
    /// restored walk): the other tabs keep theirs. Refuses `.illegalWalk` when `steps` start at
    /// no tab, `.tabHidden` when the bar doesn't show that tab.
    func replaceTab(with steps: [Flow.Step], tabs: FlowTabs<Flow.Step>) -> FlowRefusal? {
        guard let tab = steps.first, tabs.tabs.contains(tab) else { return .illegalWalk }
        guard Flow._tabLogic.isTabShown(tab.kind, flags) else { return .tabHidden }
        return show(tabs, after: .replace(tab, steps), event: nil)
    }

    /// Makes the state after `move` of `tabs` the one on screen, or returns why it can't be.
    func show(_ tabs: FlowTabs<Flow.Step>, after move: FlowTabsMove<Flow.Step, Flow.StepKind>, event: Flow.Event?) -> FlowRefusal? {
        let presentation = { (step: Flow.Step, below: Flow.Step) in Flow._presentation(of: step, after: below) ?? .push }
        switch tabs.applying(move, kind: { $0.kind }, presentation: presentation) {
        case .success(let after): return show(after, event: event)
        case .failure(let refusal): return FlowRefusal(refusal)
        }
    }

    /// Makes `tabs` the state on screen, after a move along `event` (`nil` for the app's own):
    /// as `show(_:event:)` does for a walk; observers hear a move when the step on screen
    /// changed, or the same step now shows in another tab or entry. A change of tabs off
    /// screen only, or none, leaves the walk on screen, its alert and the outcome as they are.
    @discardableResult
    func show(_ tabs: FlowTabs<Flow.Step>, event: Flow.Event?) -> FlowRefusal? {
        let before = state
        walks = .tabbed(tabs)
        guard tabs.selectedWalk != before else {
            presenter?.walkChanged()
            return nil
        }
        walkMoved()
        if before.top != tabs.selectedWalk.top || before.steps != tabs.selectedWalk.steps {
            tell(.moved(FlowMove(from: before.top.step, event: event, to: tabs.selectedWalk.top.step)))
        }
        return nil
    }
}
