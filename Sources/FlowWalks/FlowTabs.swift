/// A tabbed router's state: its tabs in order, the selected one, and one walk per tab, each
/// with its own pushed stack and layers. A value: a move makes a new state
/// (`applying(_:kind:presentation:)`), and the state before it is unchanged.
///
/// A tab is named by its root step: the root of its walk, which no move takes off or replaces.
/// Invariant: only the selected tab's walk may hold presented entries (sheets, covers), since
/// a presented layer covers the tab bar and every move to another tab closes it first.
///
/// A tabbed router's navigator holds one (`FlowNavigator.tabbedState`); apps read it, and move
/// it through the navigator.
///
/// The tab bar's own actions (`shell`: a compose sheet, a lock cover) present over the selected
/// tab's top: the layer is held in the selected tab's walk, and `isShowingBarLayer` says that its
/// first presented layer is the bar's. Such a layer is never saved with the tab.
public struct FlowTabs<Step: Hashable & Sendable>: Hashable, Sendable {
    /// The tabs' roots, in the tab bar's order.
    public let tabs: [Step]
    /// The tab on screen.
    public private(set) var selected: Step
    /// Each tab's walk, by its root.
    private(set) var walks: [Step: FlowWalk<Step>]
    /// Whether the selected tab's first presented layer was presented by the tab bar's action
    /// (a `shell` transition), not by a step of the tab: the layer goes when it is dismissed, or
    /// when any move closes the tab's layers.
    public private(set) var isShowingBarLayer = false

    /// Every tab at its root, `selected` on screen. `tabs` are distinct, at least one, and
    /// include `selected`.
    package init(tabs: [Step], selected: Step) {
        precondition(!tabs.isEmpty, "a tabbed router has a tab")
        precondition(Set(tabs).count == tabs.count, "tabs are distinct")
        precondition(tabs.contains(selected), "the selected tab is one of the tabs")
        self.tabs = tabs
        self.selected = selected
        walks = Dictionary(uniqueKeysWithValues: tabs.map { ($0, FlowWalk(root: $0)) })
    }

    /// The state of `tabs` with `walks` (one a tab, each starting at its tab), `selected` on
    /// screen, and the bar's layer as `isShowingBarLayer` says: a state put back together from
    /// its parts, as a navigator that keeps each tab's walk apart does.
    package init(tabs: [Step], selected: Step, walks: [Step: FlowWalk<Step>], isShowingBarLayer: Bool) {
        precondition(Set(walks.keys) == Set(tabs), "every tab has a walk")
        self.init(tabs: tabs, selected: selected)
        self.walks = walks
        self.isShowingBarLayer = isShowingBarLayer && selectedWalk.layers.count > 1
    }

    /// The walk of `tab`, or `nil` when `tab` is not one of the tabs.
    public func walk(of tab: Step) -> FlowWalk<Step>? {
        walks[tab]
    }

    /// The selected tab's walk: what is on screen.
    public var selectedWalk: FlowWalk<Step> {
        walks[selected]!
    }

    /// The steps pushed on `tab`'s root, bottom first: the path of that tab's
    /// `NavigationStack`. Empty for an unknown tab.
    public func path(of tab: Step) -> [Step] {
        walks[tab].map { $0.layers[0].path } ?? []
    }

    /// This state with `tab`'s walk set to `walk`, which starts at `tab`. The bar's layer
    /// stays only while the selected tab still has a presented layer.
    package func setting(_ walk: FlowWalk<Step>, of tab: Step) -> FlowTabs {
        var state = self
        state.walks[tab] = walk
        return state.showingBarLayer(isShowingBarLayer)
    }

    /// This state with `tab` selected, its walk unchanged.
    func selecting(_ tab: Step) -> FlowTabs {
        var state = self
        state.selected = tab
        return state
    }

    /// This state with `isShowingBarLayer` set to `shown`, kept only while the selected tab has
    /// a presented layer for it to be.
    func showingBarLayer(_ shown: Bool) -> FlowTabs {
        var state = self
        state.isShowingBarLayer = shown && selectedWalk.layers.count > 1
        return state
    }
}

extension FlowTabs: CustomStringConvertible {
    public var description: String {
        tabs.map { tab in
            let mark = tab == selected ? "*" : " "
            return "\(mark) \(walks[tab]!)"
        }.joined(separator: "\n")
    }
}
