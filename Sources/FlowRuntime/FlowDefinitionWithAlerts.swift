/// A flow with alerts or confirmation dialogs. Generated code conforms to it only when the
/// flow declares one; the navigator finds it through `FlowDefinition._alertLogic`, which this
/// conformance supplies.
public protocol FlowDefinitionWithAlerts: FlowDefinition {
    /// The alert `event` shows on the screen of `step` for these flag values: non-`nil` exactly
    /// when the step's first transition for the event whose guard holds shows an alert without
    /// a payload. The navigator asks it before `move(from:on:flags:)`, which leaves such
    /// transitions out. An alert with a payload is made by the event's call, which supplies
    /// the payload, as a payload step is.
    static func alert(shownFrom step: StepKind, on event: Event, flags: Flags) -> Alert?

    /// Whether `alert` is an alert or a confirmation dialog.
    static func style(of alert: Alert) -> FlowAlertStyle

    /// The buttons of `alert` in the order the `.flow` file writes them, each once, with its
    /// role: `[(.delete, .destructive), (.keep, .cancel)]`.
    static func buttons(of alert: Alert) -> [(event: Event, role: FlowButtonRole?)]

    /// The move a tap on `button` of `alert` makes from the step the alert is over, for these
    /// flag values, before skip rules: the move of the button's first line whose guard holds;
    /// `nil` when the button only closes the alert (`-> close`, or a cancel button without a
    /// move), or when no line's guard holds.
    static func move(answering button: Event, of alert: Alert, flags: Flags) -> FlowStepMove<StepKind>?

    /// Whether `button` of `alert` exists for these flag values: a button written `only when`
    /// exists only while one of its lines' guards holds, every other button always. The
    /// navigator leaves a button that doesn't exist out of `FlowAlert.buttons` when it shows
    /// the alert, and refuses a tap on it when the flags changed since (`.noTransition`).
    static func hasButton(_ button: Event, of alert: Alert, flags: Flags) -> Bool

    /// The step of `kind` a button of `alert` enters: its parameters taken from the alert's
    /// payload by label and type, defaults for the rest. For the runtime.
    static func _step(_ kind: StepKind, answering alert: Alert) -> Step?

    /// The outcome of `kind` a button of `alert` enters, its payload taken from the alert's as a
    /// step's is. For the runtime.
    static func _outcome(_ kind: StepKind, answering alert: Alert) -> Outcome?
}

extension FlowDefinitionWithAlerts {
    /// The alerts of this flow, for the navigator.
    public static var _alertLogic: _FlowAlertLogic<Self> {
        let answers = _FlowAlertLogic<Self>.Answers(
            hasButton: { hasButton($0, of: $1, flags: $2) }, makeStep: { _step($0, answering: $1) }, makeOutcome: { _outcome($0, answering: $1) }
        )
        return _FlowAlertLogic(alert: alert, style: style, buttons: buttons, moveAnswering: move, answers: answers)
    }

    /// Every button exists whatever the flags: a flow without a button written `only when`.
    public static func hasButton(_ button: Event, of alert: Alert, flags: Flags) -> Bool { true }

    /// A step without a payload, or with a default for each parameter: a flow whose alerts
    /// have no payload.
    public static func _step(_ kind: StepKind, answering alert: Alert) -> Step? { Step(_payloadFree: kind) }

    /// An outcome without a payload: a flow whose alerts have no payload.
    public static func _outcome(_ kind: StepKind, answering alert: Alert) -> Outcome? { _outcome(_payloadFree: kind) }
}
