import FlowChecker
import FlowWalks

/// What the planner holds for one walk of a flow: a single walk, or a tabbed router's state
/// (`FlowTabs`: the selected tab and each tab's walk). Every move is made by FlowWalks' rules,
/// `FlowWalk.applying` or `FlowTabs.applying`, as the runtime's navigator makes it.
enum PlanState: Hashable {
    /// A wizard's, or a router's without tabs.
    case single(Walk)
    /// A tabbed router's.
    case tabbed(FlowTabs<StepID>)

    /// The walk on screen: the selected tab's in a tabbed router.
    var walk: Walk {
        switch self {
        case .single(let walk): walk
        case .tabbed(let tabs): tabs.selectedWalk
        }
    }

    /// The entry on screen.
    var top: Walk.Entry { walk.top }

    /// The selected tab; `nil` without tabs.
    var selectedTab: StepID? {
        switch self {
        case .single: nil
        case .tabbed(let tabs): tabs.selected
        }
    }

    /// Whether the tab bar can be tapped: a tabbed router whose selected tab presents nothing
    /// (a presented layer covers the bar).
    var showsTabBar: Bool {
        switch self {
        case .single: false
        case .tabbed(let tabs): tabs.selectedWalk.layers.count == 1
        }
    }

    /// The state after a move inside the walk on screen, by the walk's rules.
    func applying(_ move: FlowWalkMove<StepID, StepID>) -> PlanState? {
        switch self {
        case .single(let walk):
            guard case .success(let after) = walk.applying(move, kind: { $0 }) else { return nil }
            return .single(after)
        case .tabbed:
            return applying(.walk(move), presentation: { _, _ in .push })
        }
    }

    /// The state after a move of a tabbed router's state, by its rules; `nil` when refused, or
    /// without tabs. `presentation` says how each step of a `replace` after the first is entered.
    func applying(_ move: FlowTabsMove<StepID, StepID>, presentation: (StepID, StepID) -> FlowPresentation) -> PlanState? {
        guard case .tabbed(let tabs) = self,
              case .success(let after) = tabs.applying(move, kind: { $0 }, presentation: presentation) else { return nil }
        return .tabbed(after)
    }

    /// The expected state a report prints: the selected tab and each tab's walk; `nil` without tabs.
    var testTabs: TestTabs? {
        guard case .tabbed(let tabs) = self else { return nil }
        return TestTabs(selected: tabs.selected, walks: tabs.tabs.map { tab in tabs.walk(of: tab)!.entries.map(WalkEntry.init) })
    }
}
