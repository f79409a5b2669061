/// A flow with alerts or confirmation dialogs. Generated code conforms to it only when the
/// flow declares one; the navigator finds it through `FlowDefinition._alertLogic`, which this
/// conformance supplies.
public protocol FlowDefinitionWithAlerts: FlowDefinition {
    /// The alert `event` shows on the screen of `step` for these flag values: non-`nil` exactly
    /// when the step's first transition for the event whose guard holds shows an alert. The
    /// navigator asks it before `move(from:on:flags:)`, which leaves such transitions out.
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
}

extension FlowDefinitionWithAlerts {
    /// The alerts of this flow, for the navigator.
    public static var _alertLogic: _FlowAlertLogic<Self> {
        _FlowAlertLogic(alert: alert, style: style, buttons: buttons, moveAnswering: move)
    }
}
