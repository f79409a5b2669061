/// A flow's tabs as the navigator asks for them, whatever the flow: a tabbed router's
/// (`FlowDefinitionWithTabs`), or none. For the runtime: the navigator is generic over every
/// flow, and asks this one value instead of casting the flow to the capability.
public struct _FlowTabLogic<Flow: FlowDefinition> {
    /// The tabs, each named by its root's kind, in the bar's order; empty without tabs.
    let tabs: [Flow.StepKind]
    /// `FlowDefinitionWithTabs.isTabShown(_:flags:)`.
    let isTabShown: (Flow.StepKind, Flow.Flags) -> Bool
    /// The event of a tap on the selected tab, or `nil` without tabs.
    let reselectedEvent: Flow.Event?
    /// `FlowDefinitionWithTabs.shellMove(_:flags:)`.
    let shellMove: (Flow.ShellAction, Flow.Flags) -> FlowStepMove<Flow.StepKind>?
    /// `FlowDefinitionWithTabs.event(of:)`, or `nil` without tabs.
    let event: (Flow.ShellAction) -> Flow.Event?

    /// The logic of a tabbed router.
    init(
        tabs: [Flow.StepKind], isTabShown: @escaping (Flow.StepKind, Flow.Flags) -> Bool, reselectedEvent: Flow.Event?,
        shellMove: @escaping (Flow.ShellAction, Flow.Flags) -> FlowStepMove<Flow.StepKind>?,
        event: @escaping (Flow.ShellAction) -> Flow.Event?
    ) {
        self.tabs = tabs
        self.isTabShown = isTabShown
        self.reselectedEvent = reselectedEvent
        self.shellMove = shellMove
        self.event = event
    }

    /// A flow without tabs: one stack, no tab shown, no bar.
    static var none: Self {
        Self(tabs: [], isTabShown: { _, _ in false }, reselectedEvent: nil, shellMove: { _, _ in nil }, event: { _ in nil })
    }
}
