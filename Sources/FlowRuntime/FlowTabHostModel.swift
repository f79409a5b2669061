/// The logic of FlowUI's `FlowTabHost`, apart from SwiftUI so that tests drive it on Linux:
/// what each binding of the host reads, and what it does when SwiftUI writes it.
///
/// - The tab bar's selection (`selection`, `choose(_:)`): the tab on screen; a tap on another
///   tab selects it, a tap on the selected tab reselects it, a tap on one of the bar's
///   `actions` performs it and never becomes the selection.
/// - Each tab's `NavigationStack` path (`path(of:)`, `setPath(_:of:)`): the stack as shown; the
///   user's Back in the selected tab.
/// - The presented layers (`presentedLayer(above:)`, `dismissedLayer(above:)`): the first
///   hangs on the `TabView`, each further one on the layer below, as in `FlowHost`.
///
/// Every getter reads what the presenter shows, never the walk ahead of it: during a tab
/// switch the bar still shows the tab being left, and a tab off screen shows the stack SwiftUI
/// last saw until it is selected. So a write that the navigator refuses is undone by the next
/// read.
///
///     let navigator = FlowNavigator<Club>(flags: flags)
///     let model = FlowTabHostModel(FlowPresenter(navigator, clock: clock))
///     model.choose(.tab(.settings))   // the user tapped the settings tab
@_spi(Testing)
@MainActor
public struct FlowTabHostModel<Flow: FlowDefinitionWithTabs> {
    /// What the host shows, and the navigator it shows.
    public let presenter: FlowPresenter<Flow>

    /// The logic of a host showing `presenter`'s navigator.
    public init(_ presenter: FlowPresenter<Flow>) {
        self.presenter = presenter
    }

    /// The navigator shown.
    public var navigator: FlowNavigator<Flow> { presenter.navigator }

    /// The tabs the bar shows for the current flags, in order: one `NavigationStack` each.
    public var tabs: [Flow.Step] { navigator.shownTabs }

    /// The bar's own actions, in the bar's order (`shell`): items that are not tabs.
    public var actions: [Flow.ShellAction] { Array(Flow.ShellAction.allCases) }

    /// The item the bar shows selected: the tab on screen (in a flow without tabs, the walk's
    /// root, which no item shows).
    public var selection: FlowTabItem<Flow> {
        .tab(presenter.shownTab ?? presenter.shown[0].root)
    }

    /// The user tapped `item` in the bar (SwiftUI set the selection): another tab is selected
    /// (`FlowNavigator.select(_:)`); the tab on screen is reselected
    /// (`FlowNavigator.reselect(_:)`: back to its root, by default); an action is performed
    /// (`FlowNavigator.perform(_:)`) and the selection stays on the tab shown. Returns the
    /// navigator's refusal, or `nil`; either way the next read of `selection` is the tab on
    /// screen, which undoes SwiftUI's write of anything else.
    @discardableResult
    public func choose(_ item: FlowTabItem<Flow>) -> FlowRefusal? {
        switch item {
        case .tab(let tab) where tab == presenter.shownTab:
            navigator.reselect(tab)
        case .tab(let tab):
            navigator.select(tab)
        case .action(let action):
            navigator.perform(action)
        }
    }

    /// The path `tab`'s `NavigationStack` shows: the selected tab's as on screen, another
    /// tab's as SwiftUI last saw it (it changes only when the tab is selected again); empty
    /// for a step that is no tab's root.
    public func path(of tab: Flow.Step) -> [Flow.Step] {
        guard tab != presenter.shownTab else { return presenter.shown[0].path }
        return presenter.otherBases[.tab(tab)]?.path ?? []
    }

    /// SwiftUI set `tab`'s path: in the tab on screen, a shorter path is the user's Back (the
    /// event `dismissed` a screen, while the guards allow it), a longer one a push of the app's
    /// own (its longest legal prefix kept), as `FlowHost` does. A tab off screen has no Back
    /// to tap: refused `.notOnScreen`, and the next read shows its stack again; `.notATab`
    /// for a step that is no tab's root.
    @discardableResult
    public func setPath(_ path: [Flow.Step], of tab: Flow.Step) -> FlowRefusal? {
        guard navigator.storage.parts.contains(.tab(tab)) else { return .notATab }
        guard tab == presenter.shownTab else { return .notOnScreen }
        presenter.userSetPath(path, ofLayer: 0)
        return nil
    }

    /// Whether `tab`'s stack shows the Back button: in the tab on screen, while the step on top
    /// allows `dismissed` (`FlowNavigator.isDismissalEnabled`). A tab off screen reads nothing
    /// of the walk, so a move in the selected tab doesn't redraw it; it is asked again when
    /// it comes on screen.
    public func isBackEnabled(in tab: Flow.Step) -> Bool {
        tab == presenter.shownTab && navigator.isDismissalEnabled
    }

    /// The layer presented on layer `index` (0: the selected tab's base layer, whose
    /// presentations hang on the `TabView`), or `nil`: what the host's `.sheet(item:)` or
    /// `.fullScreenCover(item:)` on that layer shows.
    public func presentedLayer(above index: Int) -> FlowLayer<Flow.Step>? {
        presenter.layer(above: index)
    }

    /// SwiftUI set the presentation on layer `index` to `nil`: the user swiped the layer above
    /// it down. The walk follows with the event `dismissed`, as in `FlowHost`.
    public func dismissedLayer(above index: Int) {
        presenter.userDismissedLayer(index + 1)
    }

    /// Whether the user may swipe the layer presented on layer `index` down
    /// (`interactiveDismissDisabled`).
    public func isSwipeEnabled(above index: Int) -> Bool {
        presenter.isSwipeEnabled(layer: index + 1)
    }
}
