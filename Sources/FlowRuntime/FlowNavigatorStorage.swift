import FlowWalks

/// How a navigator stores what it holds (`FlowNavigatorWalks`): one walk, or a tabbed router's
/// tabs each observed on its own (`FlowObservedTabs`).
@MainActor
enum FlowNavigatorStorage<Step: Hashable & Sendable> {
    case single(FlowWalk<Step>)
    case tabbed(FlowObservedTabs<Step>)

    /// Stores `walks`.
    init(_ walks: FlowNavigatorWalks<Step>) {
        switch walks {
        case .single(let walk): self = .single(walk)
        case .tabbed(let tabs): self = .tabbed(FlowObservedTabs(tabs))
        }
    }

    /// A tabbed router's tabs, each observed on its own; `nil` in a flow without tabs.
    var observedTabs: FlowObservedTabs<Step>? {
        guard case .tabbed(let tabs) = self else { return nil }
        return tabs
    }

    /// What is stored, as one value.
    var walks: FlowNavigatorWalks<Step> {
        switch self {
        case .single(let walk): .single(walk)
        case .tabbed(let tabs): .tabbed(tabs.state)
        }
    }
}
