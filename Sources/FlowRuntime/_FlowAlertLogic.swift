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
    /// `FlowDefinitionWithAlerts.hasButton(_:of:flags:)`.
    public let hasButton: (Flow.Event, Flow.Alert, Flow.Flags) -> Bool
    /// `FlowDefinitionWithAlerts._step(_:answering:)`.
    public let makeStep: (Flow.StepKind, Flow.Alert) -> Flow.Step?
    /// `FlowDefinitionWithAlerts._outcome(_:answering:)`.
    public let makeOutcome: (Flow.StepKind, Flow.Alert) -> Flow.Outcome?

    /// The logic of a flow with alerts.
    init(
        alert: @escaping (Flow.StepKind, Flow.Event, Flow.Flags) -> Flow.Alert?,
        style: @escaping (Flow.Alert) -> FlowAlertStyle,
        buttons: @escaping (Flow.Alert) -> [(event: Flow.Event, role: FlowButtonRole?)],
        moveAnswering: @escaping (Flow.Event, Flow.Alert, Flow.Flags) -> FlowStepMove<Flow.StepKind>?,
        answers: Answers
    ) {
        self.alert = alert
        self.style = style
        self.buttons = buttons
        self.moveAnswering = moveAnswering
        self.hasButton = answers.hasButton
        self.makeStep = answers.makeStep
        self.makeOutcome = answers.makeOutcome
    }

    /// Which buttons exist, and what the step or outcome a button enters is made of: an
    /// alert's payload passed on.
    struct Answers {
        let hasButton: (Flow.Event, Flow.Alert, Flow.Flags) -> Bool
        let makeStep: (Flow.StepKind, Flow.Alert) -> Flow.Step?
        let makeOutcome: (Flow.StepKind, Flow.Alert) -> Flow.Outcome?

        /// Every button always there; steps and outcomes without a payload, or with defaults.
        static var payloadFree: Answers {
            Answers(hasButton: { _, _, _ in true }, makeStep: { kind, _ in Flow.Step(_payloadFree: kind) }, makeOutcome: { kind, _ in Flow._outcome(_payloadFree: kind) })
        }
    }

    /// A flow without alerts: none is ever shown, so no alert is ever styled or answered.
    static var none: Self {
        Self(alert: { _, _, _ in nil }, style: { _ in .alert }, buttons: { _ in [] }, moveAnswering: { _, _, _ in nil }, answers: .payloadFree)
    }
}
