import FlowWalks
import Observation

/// A tabbed router's state as its navigator stores it: each tab's walk in an observable box
/// of its own, beside the selected tab. A view that reads one tab's walk (its path, its top)
/// is redrawn when that tab moves, not when another does (FlowStacks #111: one observable
/// behind every tab redraws them all). `state` puts the `FlowTabs` value back together.
@MainActor
@Observable
final class FlowObservedTabs<Step: Hashable & Sendable> {
    /// One tab's walk, observed on its own.
    @MainActor
    @Observable
    final class Tab {
        var walk: FlowWalk<Step>

        init(_ walk: FlowWalk<Step>) {
            self.walk = walk
        }
    }

    /// The tabs' roots, in the tab bar's order; fixed.
    @ObservationIgnored let tabs: [Step]
    /// Each tab's box, by its root; fixed.
    @ObservationIgnored private let boxes: [Step: Tab]
    /// The tab on screen.
    private(set) var selected: Step
    /// Whether the selected tab's first presented layer is the tab bar's.
    private(set) var isShowingBarLayer: Bool

    /// Stores `state`, a box a tab.
    init(_ state: FlowTabs<Step>) {
        tabs = state.tabs
        boxes = Dictionary(uniqueKeysWithValues: state.tabs.map { ($0, Tab(state.walk(of: $0)!)) })
        selected = state.selected
        isShowingBarLayer = state.isShowingBarLayer
    }

    /// The whole state: reads every tab.
    var state: FlowTabs<Step> {
        FlowTabs(tabs: tabs, selected: selected, walks: boxes.mapValues(\.walk), isShowingBarLayer: isShowingBarLayer)
    }

    /// The walk of `tab`, or `nil` for a step that is no tab's root: reads that tab only.
    func walk(of tab: Step) -> FlowWalk<Step>? {
        boxes[tab]?.walk
    }

    /// The selected tab's walk: reads the selection and that tab only.
    var selectedWalk: FlowWalk<Step> {
        boxes[selected]!.walk
    }

    /// Stores `state`, writing only the parts that changed, so that the views of the others
    /// don't hear of it.
    func store(_ state: FlowTabs<Step>) {
        for tab in tabs {
            let walk = state.walk(of: tab)!
            if boxes[tab]!.walk != walk { boxes[tab]!.walk = walk }
        }
        if selected != state.selected { selected = state.selected }
        if isShowingBarLayer != state.isShowingBarLayer { isShowingBarLayer = state.isShowingBarLayer }
    }
}
