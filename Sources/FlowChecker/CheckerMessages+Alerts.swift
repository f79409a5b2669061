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
