import FlowCore

/// The diagnostics of shared transitions: `actions name { ... }` and `step name with actions`.
extension CheckerMessages {
    static func unknownActions(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownActions, "no `actions` named `\(name)` in this flow" + didYouMean(suggestion))
    }
    static func duplicateActions(_ name: String) -> DiagnosticMessage {
        message(.duplicateActions, "`actions \(name)` is declared more than once")
    }
    static func actionsGivenTwice(_ name: String, step: String) -> DiagnosticMessage {
        message(.duplicateActions, "`\(name)` is given to `\(step)` twice")
    }
    static func conflictingActions(event: String, first: String, second: String, step: String) -> DiagnosticMessage {
        message(
            .conflictingActions,
            "`\(first)` and `\(second)` both give `\(step)` transitions on `\(event)`: write `\(step)`'s own `on \(event)`, or take it out of one set"
        )
    }
    static func conflictingGlobalActions(event: String, first: String, second: String) -> DiagnosticMessage {
        message(.conflictingActions, "global actions `\(first)` and `\(second)` both have transitions on `\(event)`")
    }
    static func actionsOnFinalStep(_ step: String) -> DiagnosticMessage {
        message(.actionsWithoutScreen, "final step `\(step)` can't take shared transitions: it completes the flow and has none")
    }
    static func actionsOnUseStep(_ step: String) -> DiagnosticMessage {
        message(.actionsWithoutScreen, "use-step `\(step)` can't take shared transitions: its events are its child's outcomes, and its screens are the child's")
    }
    static func unusedActions(_ name: String) -> DiagnosticMessage {
        message(.unusedActions, "no step takes `actions \(name)`: name it after `with` (`step name with \(name)`), or declare it `global`")
    }
}
