import FlowCore

/// The diagnostics of an `app`: its `start`, roots, events and app-level steps.
extension CheckerMessages {
    static func unknownRoot(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownRoot, "no root named `\(name)`" + didYouMean(suggestion))
    }
    static func unknownAppTarget(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownRoot, "no root or app-level step named `\(name)`" + didYouMean(suggestion))
    }
    static func rootUnreachable(_ root: String) -> DiagnosticMessage {
        message(.rootUnreachable, "root `\(root)` is never shown: no `start` entry, outcome, event or app-level step swaps to it")
    }
    static func rootOutcomeUnhandled(_ outcome: String, root: String, flow: String) -> DiagnosticMessage {
        message(
            .rootOutcomeUnhandled,
            "outcome `\(outcome)` of flow `\(flow)` ends the app's navigation: root `\(root)` has no `on \(outcome) -> root`"
        )
    }
    static func rootOutcomeUncovered(_ outcome: String, root: String, flow: String, when values: String) -> DiagnosticMessage {
        message(
            .rootOutcomeUnhandled,
            "outcome `\(outcome)` of flow `\(flow)` ends the app's navigation when \(values): no `on \(outcome)` of root `\(root)` holds then"
        )
    }
    static func appStepMove(_ step: String, move: String) -> DiagnosticMessage {
        message(
            .appMoveIllegal,
            "app-level step `\(step)` can't \(move): it is shown over any root's top screen, so it may only dismiss itself, present an app-level step or swap the root"
        )
    }
    static func appStepShape(_ step: String, what: String) -> DiagnosticMessage {
        message(.appMoveIllegal, "app-level step `\(step)` can't \(what): it is a screen shown over any root")
    }
    static func rootOutcomeMove(_ outcome: String, root: String) -> DiagnosticMessage {
        message(.appMoveIllegal, "outcome `\(outcome)` of root `\(root)` can only swap to a root: its flow has ended, and nothing is under it")
    }
    static func rootPresented(_ root: String) -> DiagnosticMessage {
        message(.appMoveIllegal, "root `\(root)` is swapped in, never presented: drop `as sheet` or `as cover`")
    }
    static func appEventToFlowStep(_ event: String, step: String, flow: String, root: String) -> DiagnosticMessage {
        message(
            .appEventTarget,
            "event `\(event)` targets `\(step)`, a step of flow `\(flow)` (root `\(root)`): an app event swaps to a root or presents an app-level step"
        )
    }
    static func appEventPushes(_ event: String, step: String) -> DiagnosticMessage {
        message(.appEventTarget, "event `\(event)` pushes app-level step `\(step)`: an app-level step is shown over the top layer `as sheet` or `as cover`")
    }
    static func appEventPresentsRoot(_ event: String, root: String) -> DiagnosticMessage {
        message(.appEventTarget, "event `\(event)` presents root `\(root)`: a root is swapped in, never presented; drop `as sheet` or `as cover`")
    }
    static func appEventSwapOverTop(_ event: String, root: String) -> DiagnosticMessage {
        message(.appEventTarget, "event `\(event)` swaps to root `\(root)`, which closes every layer: `over top` is for an app-level step presented")
    }
    static func appLinkClash(_ link: String, flow: String, root: String, other: String, otherRoot: String) -> DiagnosticMessage {
        message(
            .appLinkClash,
            "link `\(link)` of flow `\(flow)` (root `\(root)`) is declared by flow `\(other)` (root `\(otherRoot)`) too: a URL must open one root"
        )
    }
    static func keptNeverReturned(_ root: String) -> DiagnosticMessage {
        message(
            .keptNeverReturned,
            "root `\(root)` is `kept`, but nothing leads back to it once it is left: no swap, event or outcome returns to it"
        )
    }
    static func rootFlagUndeclared(_ flag: String, flow: String, app: String) -> DiagnosticMessage {
        message(.rootFlagUndeclared, "flow `\(flow)` declares flag `\(flag)`, which app `\(app)` doesn't declare: the app's flags serve every root")
    }
    static func appStartGuarded(_ root: String) -> DiagnosticMessage {
        message(.appStartGuarded, "the last root of `start`, `\(root)`, has a guard: when no guard holds, no root can be shown")
    }
    static func duplicateAppName(_ kind: String, _ name: String) -> DiagnosticMessage {
        message(.duplicateAppName, "\(kind) `\(name)` is declared more than once")
    }
    static func rootAndStepName(_ name: String) -> DiagnosticMessage {
        message(.duplicateAppName, "`\(name)` names both a root and an app-level step: a target names one")
    }
    static func rootStartPayload(_ root: String, flow: String, start: String) -> DiagnosticMessage {
        message(.rootStartPayload, "root `\(root)` can't use flow `\(flow)`: its start step `\(start)` needs a payload, which nothing supplies when the root is shown")
    }
    static func appStepPayload(_ step: String, parameter: String, from source: String) -> DiagnosticMessage {
        message(.appStepPayload, "app-level step `\(step)` needs `\(parameter)`, which \(source) doesn't supply")
    }
    static func appMissingStart(_ app: String) -> DiagnosticMessage {
        message(.missingStart, "app `\(app)` has no `start`")
    }
    static let appDuplicateStart = message(.duplicateStart, "app has more than one `start`")
    static func appNameTaken(_ app: String) -> DiagnosticMessage {
        message(.duplicateFlow, "app `\(app)` has the name of a flow of this module")
    }
}
