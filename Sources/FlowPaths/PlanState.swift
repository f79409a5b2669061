import FlowChecker
import FlowWalks

/// What the planner holds for one walk of a flow: the flow's container (`FlowContainer`: one
/// walk, or a tabbed router's tabs), of the checker's step ids. Every move is made by the
/// container's one rule, `FlowContainer.applying`, as the runtime's navigator makes it.
typealias PlanState = FlowContainer<StepID>

extension FlowContainer where Step == StepID {
    /// The container `graph`'s walks start in, its first root on screen: which container the
    /// planner plans on (and the test support it prints is for), made by FlowWalks' rule
    /// (`FlowContainer.starting`), so that every question of which it is is a `switch` over it.
    package init(startOf graph: FlowGraph) {
        switch graph.container {
        case .stack(let roots, _): self = .stack(FlowWalk(root: roots[0]))
        case .tabs(let tabs, _): self = .tabs(FlowTabs(tabs: tabs.map(\.root), selected: tabs[0].root))
        }
    }

    /// The walk on screen: the selected tab's in a tabbed router.
    var walk: Walk { selectedWalk }

    /// The entry on screen.
    var top: Walk.Entry { selectedWalk.top }

    /// Whether the tab bar can be tapped: a tabbed router whose selected tab presents nothing
    /// (a presented layer covers the bar).
    var showsTabBar: Bool {
        tabs.map { $0.selectedWalk.layers.count == 1 } ?? false
    }

    /// The state after `move`, by the container's rules; `nil` when refused. `presentation`
    /// says how each step of a `replace` after the first is entered.
    func applying(_ move: FlowContainerMove<StepID, StepID>, presentation: (StepID, StepID) -> FlowPresentation = { _, _ in .push }) -> PlanState? {
        guard case .success(let after) = applying(move, kind: { $0 }, presentation: presentation) else { return nil }
        return after
    }

    /// The expected state a report prints: the selected tab and each tab's walk; `nil` without tabs.
    var testTabs: TestTabs? {
        tabs.map { tabs in TestTabs(selected: tabs.selected, walks: tabs.tabs.map { tab in tabs.walk(of: tab)!.entries.map(WalkEntry.init) }) }
    }
}
