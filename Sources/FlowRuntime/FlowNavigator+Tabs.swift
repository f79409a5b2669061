import FlowWalks

/// A tabbed router's tabs: each has its own walk, and `state`, `walk`, `path`, `current` and
/// `layers` are the selected tab's. A tab is named by its root step. In a flow without tabs
/// there are none: `tab` is `nil` and every tab's move is refused `.notATab`.
extension FlowNavigator {
    /// The whole state of a tabbed router: every tab's walk, and the selected tab; `nil` in a
    /// flow without tabs.
    public var tabbedState: FlowTabs<Flow.Step>? {
        container.tabs
    }

    /// The selected tab: the root of the walk on screen; `nil` in a flow without tabs.
    public var tab: Flow.Step? { storage.selected.tab }

    /// The tabs the bar shows for the current flags, in its order (each tab's `when`).
    public var shownTabs: [Flow.Step] {
        storage.parts.compactMap(\.tab).filter { Flow._tabLogic.isTabShown($0.kind, flags) }
    }

    /// Selects `tab` (the bar's tap on another tab, or the app's own move): closes every
    /// presented layer of the selected tab, and shows `tab`'s stack as the user left it.
    /// Refuses `.tabHidden` for a tab the bar doesn't show, `.notATab` for a step that is no
    /// tab's root.
    @discardableResult
    public func select(_ tab: Flow.Step) -> FlowRefusal? {
        guard storage.parts.contains(.tab(tab)) else { return .notATab }
        guard Flow._tabLogic.isTabShown(tab.kind, flags) else { return .tabHidden }
        return show(after: .tabs(.select(tab)), event: nil)
    }

    /// After `flags` changed: when the bar no longer shows the selected tab, selects the first
    /// tab it shows (observers hear `.tabHidden` first); nothing when it still shows the
    /// selected tab, or shows none.
    func selectShownTabIfHidden() {
        guard let selected = tab, !Flow._tabLogic.isTabShown(selected.kind, flags), let first = shownTabs.first else { return }
        tell(.tabHidden(selected))
        _ = show(after: .tabs(.select(first)), event: nil)
    }

    /// The steps pushed on `tab`'s root, bottom first: the path of that tab's
    /// `NavigationStack`. Empty for a step that is no tab's root. A view reading it is
    /// redrawn when that tab moves, not when another does.
    public func path(of tab: Flow.Step) -> [Flow.Step] {
        storage.walk(of: .tab(tab)).map { $0.layers[0].path } ?? []
    }

    /// Takes every entry above `tab`'s root off: the selected tab's or another's, which shows
    /// it when next selected. Refuses `.notATab` for a step that is no tab's root.
    @discardableResult
    public func popToRoot(tab: Flow.Step) -> FlowRefusal? {
        guard storage.parts.contains(.tab(tab)) else { return .notATab }
        return show(after: .tabs(.popToRoot(tab)), event: nil)
    }

    /// The position of the part on screen among the container's parts, which a transitions
    /// value keeps (entries of different tabs may share a serial number).
    var selectedPartIndex: Int {
        storage.parts.firstIndex(of: storage.selected) ?? 0
    }

    /// The container the flow starts in, for `flags`: a stack at `root()`, or, in a tabbed
    /// router, every tab at its root and the first tab the bar shows selected (or the first
    /// tab when none is).
    static func startingContainer(flags: Flow.Flags, root: () -> Flow.Step) -> FlowContainer<Flow.Step> {
        // Tab roots need no payload, or have a default for each (the checker's `tab-root-payload`).
        let tabs = Flow._tabLogic.tabs.compactMap { Flow.Step(_payloadFree: $0) }
        return .starting(tabs: tabs, selected: { tabs in tabs.first { Flow._tabLogic.isTabShown($0.kind, flags) } ?? tabs[0] }, root: root)
    }

    /// Moves along a tab move of the flow's logic (`-> tab t [then s]`): the step `then` enters
    /// made by `makeStep`, presented as the flow's graph says after the tab's root.
    func moveToTab(_ kind: Flow.StepKind, then: FlowEntry<Flow.StepKind>?, event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> FlowRefusal? {
        guard let tab = storage.parts.lazy.compactMap(\.tab).first(where: { $0.kind == kind }) else { return .noTransition }
        guard Flow._tabLogic.isTabShown(kind, flags) else { return .tabHidden }
        guard let then else { return show(after: .tabs(.select(tab)), event: event) }
        guard let step = makeStep(then.step) else { return .noTransition }
        let presentation = Flow._presentation(of: step, after: tab) ?? .push
        return show(after: .tabs(.selectResetting(tab, then: step, presentation)), event: event)
    }
}
