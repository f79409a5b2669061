import FlowCore

/// The diagnostics of presented layers: sheets, covers, `dismiss`, `then` and the gesture event
/// `dismissed`.
extension CheckerMessages {
    static func inconsistentPresentation(_ target: String, after step: String, _ style: FlowPresentation, _ other: FlowPresentation) -> DiagnosticMessage {
        message(
            .inconsistentPresentation,
            "`\(target)` is entered after `\(step)` \(describe(style)) here and \(describe(other)) elsewhere"
        )
    }
    /// `written`: the unwinding as written, `dismiss` or `dismiss all`.
    static func dismissFromBaseLayer(_ step: String, written: String = "dismiss") -> DiagnosticMessage {
        message(.dismissFromBaseLayer, "`-> \(written)` from `\(step)`, which can be in the base layer: there is no presented layer to dismiss")
    }
    static func dismissedEntersStep(_ step: String) -> DiagnosticMessage {
        message(.dismissedEntersStep, "`on dismissed` enters `\(step)`; it may only go `back`, `back to` a step or `dismiss`")
    }
    static func coverWithoutExit(_ step: String) -> DiagnosticMessage {
        message(
            .coverWithoutExit,
            "cover `\(step)` has no way out: no step of its layer goes back below it or dismisses it (a cover has no swipe, so `on dismissed` is none)"
        )
    }
    static let ambiguousDismiss = message(
        .ambiguousDismiss, "`-> dismiss` dismisses the layer on top, not the step named `dismiss`"
    )
    static func modalSheetWithoutExit(_ step: String) -> DiagnosticMessage {
        message(
            .sheetWithoutExit,
            "modal sheet `\(step)` has no way out: its swipe-down is disabled (`as sheet modal`), and no step of its layer goes back below it, dismisses it or ends the flow on an outcome"
        )
    }
    static func sheetWithoutExit(_ step: String) -> DiagnosticMessage {
        message(.sheetWithoutExit, "sheet `\(step)` can't be left while its swipe-down is disabled: no step of its layer goes back below it or dismisses it")
    }
    /// `style`: how one way in presents `step`, a cover or a modal sheet.
    static func gestureOnCoverRoot(_ step: String, _ style: FlowPresentation) -> DiagnosticMessage {
        switch style {
        case .modalSheet:
            message(.transitionNeverTaken, "transition is never taken: `\(step)` is always the root of a modal sheet or a cover, where the user has no Back button and no swipe")
        case .push, .sheet, .cover:
            message(.transitionNeverTaken, "transition is never taken: `\(step)` is always a cover's root, where the user has no Back button and no swipe")
        }
    }
    static func skipChainPresentsTwice(_ step: String) -> DiagnosticMessage {
        message(.skipChainPresentsTwice, "skip rules can make this move present two layers before showing `\(step)`")
    }
    static func presentedFinalStep(_ step: String, _ style: FlowPresentation) -> DiagnosticMessage {
        message(
            .presentedFinalStep,
            "final step `\(step)` is entered \(describe(style)): the flow is finished as soon as it opens; give it a way out instead, such as `on done -> dismiss`"
        )
    }
    static func pushedFinalStepInLayer(_ step: String) -> DiagnosticMessage {
        message(
            .presentedFinalStep,
            "final step `\(step)` is pushed inside a sheet or a cover: the flow is finished as soon as it opens; give it a way out instead, such as `on done -> back`"
        )
    }

    /// `pushed`, `as a sheet`, `as a cover`.
    static func describe(_ style: FlowPresentation) -> String {
        switch style {
        case .push: "pushed"
        case .sheet: "as a sheet"
        case .modalSheet: "as a modal sheet"
        case .cover: "as a cover"
        }
    }
}
