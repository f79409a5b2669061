import FlowCore

/// The diagnostics of presented layers: sheets, covers, `dismiss`, `then` and the gesture event
/// `dismissed`.
extension CheckerMessages {
    static let presentationIDs: [DiagnosticID: String] = [
        .inconsistentPresentation: "One step can enter another both pushed and presented, or as a sheet and as a cover.",
        .dismissFromBaseLayer: "A `-> dismiss` from a step that can be in the base layer, which nothing presented.",
        .dismissedEntersStep: "An `on dismissed` transition that enters a step: the user's gesture has removed the screen already.",
        .coverWithoutExit: "A step presented `as cover` whose layer has no written way below its root.",
        .skipChainPresentsTwice: "Skip rules can make one move present two layers.",
        .ambiguousDismiss: "`-> dismiss` in a flow that has a step named `dismiss`.",
        .sheetWithoutExit: "A sheet whose swipe-down its guards can disable, and whose layer has no written way below its root.",
    ]

    static func inconsistentPresentation(_ target: String, after step: String, _ style: EntryStyle, _ other: EntryStyle) -> DiagnosticMessage {
        DiagnosticMessage(
            .error, .inconsistentPresentation,
            "`\(target)` is entered after `\(step)` \(describe(style)) here and \(describe(other)) elsewhere"
        )
    }
    static func dismissFromBaseLayer(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .dismissFromBaseLayer, "`-> dismiss` from `\(step)`, which can be in the base layer: there is no presented layer to dismiss")
    }
    static func dismissedEntersStep(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .dismissedEntersStep, "`on dismissed` enters `\(step)`; it may only go `back`, `back to` a step or `dismiss`")
    }
    static func coverWithoutExit(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .error, .coverWithoutExit,
            "cover `\(step)` has no way out: no step of its layer goes back below it or dismisses it (a cover has no swipe, so `on dismissed` is none)"
        )
    }
    static let ambiguousDismiss = DiagnosticMessage(
        .warning, .ambiguousDismiss, "`-> dismiss` dismisses the layer on top, not the step named `dismiss`"
    )
    static func sheetWithoutExit(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .sheetWithoutExit, "sheet `\(step)` can't be left while its swipe-down is disabled: no step of its layer goes back below it or dismisses it")
    }
    static func gestureOnCoverRoot(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .transitionNeverTaken, "transition is never taken: `\(step)` is always a cover's root, where the user has no Back button and no swipe")
    }
    static func skipChainPresentsTwice(_ step: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .skipChainPresentsTwice, "skip rules can make this move present two layers before showing `\(step)`")
    }

    /// `pushed`, `as a sheet`, `as a cover`.
    static func describe(_ style: EntryStyle) -> String {
        switch style {
        case .push: "pushed"
        case .sheet: "as a sheet"
        case .cover: "as a cover"
        }
    }
}

extension DiagnosticID {
    public static let inconsistentPresentation = DiagnosticID("inconsistent-presentation")
    public static let dismissFromBaseLayer = DiagnosticID("dismiss-from-base-layer")
    public static let dismissedEntersStep = DiagnosticID("dismissed-enters-step")
    public static let coverWithoutExit = DiagnosticID("cover-without-exit")
    public static let skipChainPresentsTwice = DiagnosticID("skip-chain-presents-twice")
    public static let sheetWithoutExit = DiagnosticID("sheet-without-exit")
    public static let ambiguousDismiss = DiagnosticID("ambiguous-dismiss")
}
