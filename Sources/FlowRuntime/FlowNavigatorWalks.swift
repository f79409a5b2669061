import FlowWalks

/// What a navigator holds: the one walk of a wizard or a `start` router, or a tabbed router's
/// tabs, each with its own walk.
enum FlowNavigatorWalks<Step: Hashable & Sendable>: Hashable, Sendable {
    case single(FlowWalk<Step>)
    case tabbed(FlowTabs<Step>)
}
