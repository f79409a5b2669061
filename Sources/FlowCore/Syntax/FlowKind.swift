/// Whether a flow is a wizard, which runs from its start to a final step, or a router, the
/// navigation of an app or a tab, which has roots and leaves and need not finish.
public enum FlowKind: Hashable, Sendable {
    /// `flow Name { ... }`: one start step, and every walk can reach a final step.
    case wizard
    /// `router Name { ... }`: one or more roots; a step without transitions is a leaf the user
    /// leaves with Back.
    case router

    /// The keyword that declares it.
    public var keyword: String {
        switch self {
        case .wizard: "flow"
        case .router: "router"
        }
    }
}
