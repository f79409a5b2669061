// The walk's vocabulary lives in FlowWalks, which the runtime shares: a transition's
// `as sheet` is the `FlowPresentation` the navigator and the planner move with.
@_exported import FlowWalks
