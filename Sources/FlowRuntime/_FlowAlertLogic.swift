/// A flow's alerts as the navigator asks for them, whatever the flow: a
/// `FlowDefinitionWithAlerts`'s, or none. For the runtime: the navigator is generic over every
/// flow, and asks this one value instead of casting the flow to the capability.
public struct _FlowAlertLogic<Flow: FlowDefinition> {
    /// `FlowDefinitionWithAlerts.alert(shownFrom:on:flags:)`; `nil` always without alerts.
    public let alert: (Flow.StepKind, Flow.Event, Flow.Flags) -> Flow.Alert?
    /// `FlowDefinitionWithAlerts.style(of:)`.
    public let style: (Flow.Alert) -> FlowAlertStyle
    /// `FlowDefinitionWithAlerts.buttons(of:)`.
    public let buttons: (Flow.Alert) -> [(event: Flow.Event, role: FlowButtonRole?)]
    /// `FlowDefinitionWithAlerts.move(answering:of:flags:)`.
    public let moveAnswering: (Flow.Event, Flow.Alert, Flow.Flags) -> FlowStepMove<Flow.StepKind>?

    /// The logic of a flow with alerts.
    init(
        alert: @escaping (Flow.StepKind, Flow.Event, Flow.Flags) -> Flow.Alert?,
        style: @escaping (Flow.Alert) -> FlowAlertStyle,
        buttons: @escaping (Flow.Alert) -> [(event: Flow.Event, role: FlowButtonRole?)],
        moveAnswering: @escaping (Flow.Event, Flow.Alert, Flow.Flags) -> FlowStepMove<Flow.StepKind>?
    ) {
        self.alert = alert
        self.style = style
        self.buttons = buttons
        self.moveAnswering = moveAnswering
    }

    /// A flow without alerts: none is ever shown, so no alert is ever styled or answered.
    static var none: Self {
        Self(alert: { _, _, _ in nil }, style: { _ in .alert }, buttons: { _ in [] }, moveAnswering: { _, _, _ in nil })
    }
}
