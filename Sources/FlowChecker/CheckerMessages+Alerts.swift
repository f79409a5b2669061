import FlowCore

/// The diagnostics of alerts and confirmation dialogs (`alert name { ... }`, `dialog name { ... }`).
extension CheckerMessages {
    static func alertInWalk(_ alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(.alertInWalk, "`\(alert)` is \(describe(style)), not a step: it is shown over a step and is never on the walk")
    }
    static func alertFromAlert(_ alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(.alertFromAlert, "a button shows `\(alert)`, \(describe(style)): one tap can't close one alert and show another; show it from a step's transition")
    }
    static func alertPresented(_ alert: String, style: AlertStyle, as presentation: FlowPresentation) -> DiagnosticMessage {
        message(.alertPresented, "`\(alert)` is \(describe(style)): it is shown over the step on screen, not presented as a \(presentation.name)")
    }
    static func alertNameTaken(_ name: String) -> DiagnosticMessage {
        message(.duplicateStep, "`\(name)` names both a step and an alert; give them different names")
    }
    static func duplicateAlert(_ name: String) -> DiagnosticMessage {
        message(.duplicateStep, "alert `\(name)` is declared twice")
    }

    /// `an alert` or `a dialog`.
    static func describe(_ style: AlertStyle) -> String {
        switch style {
        case .alert: "an alert"
        case .dialog: "a dialog"
        }
    }
}

/// The diagnostics of alerts' buttons.
extension CheckerMessages {
    static func buttonWithoutArrow(_ button: String, of alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(
            .alertButtonWithoutMove,
            "button `\(button)` of \(style.keyword) `\(alert)` has no move: a tap would only close it; only a `cancel` button may leave its move unwritten"
        )
    }
    static func buttonMovesNothing(_ button: String, of alert: String, style: AlertStyle, when values: String) -> DiagnosticMessage {
        message(
            .alertButtonWithoutMove,
            "button `\(button)` of \(style.keyword) `\(alert)` moves nothing \(values): every line of it is guarded, so a tap would only close it"
        )
    }
    static func buttonGuardedClose(_ button: String, of alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(
            .alertButtonWithoutMove,
            "button `\(button)` of \(style.keyword) `\(alert)` only closes it, and its guards choose between no moves: write `only when` for a button that exists only under a flag, or leave the guard out"
        )
    }
    static func duplicateCancel(_ button: String, of alert: String, style: AlertStyle, first: String) -> DiagnosticMessage {
        message(.alertDuplicateCancel, "\(style.keyword) `\(alert)` has two `cancel` buttons, `\(first)` and `\(button)`: SwiftUI shows one")
    }
    static func roleConflict(_ button: String, role: ButtonRole, first: ButtonRole) -> DiagnosticMessage {
        message(.alertRoleConflict, "button `\(button)` is `\(role.keyword)` here and `\(first.keyword)` on an earlier line: a button has one role")
    }
    static func alertWithoutButtons(_ alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(
            .alertWithoutButtons,
            "\(style.keyword) `\(alert)` has no buttons: SwiftUI would show one of its own, which the flow can't name and the app can't label"
        )
    }
    static func buttonPayload(_ button: String, enters step: String, missing labels: [String], of alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(
            .alertButtonPayload,
            "button `\(button)` enters `\(step)`, which needs \(labels.map { "`\($0)`" }.joined(separator: ", ")): \(style.keyword) `\(alert)` has no such parameter to pass on, and a button has no screen to supply it"
        )
    }
    static func deadEndBehindAlerts(_ step: String) -> DiagnosticMessage {
        message(.deadEnd, "step `\(step)` is a dead end: it is not final, and its transitions only show alerts whose buttons move nothing")
    }
    static func alertNeverShown(_ alert: String, style: AlertStyle) -> DiagnosticMessage {
        message(.alertNeverShown, "\(style.keyword) `\(alert)` is never shown: no transition names it")
    }
    /// Why a built-in event can't name a button.
    static func reservedButton(_ event: BuiltInEvent) -> String {
        switch event {
        case .next: "a button name: `next` is the event of a transition written without `on`"
        case .dismissed: "a button name: `dismissed` is the gesture that removes a screen; an alert has none, and a dialog's tap outside is its `cancel` button"
        case .reselected: "a button name: `reselected` is the tap on the selected tab"
        }
    }
}
