import FlowCore

/// The diagnostics of child flows: `outcome`s and `step name uses Flow`.
extension CheckerMessages {
    static func unknownFlow(_ name: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownFlow, "no flow named `\(name)` in this module" + didYouMean(suggestion))
    }
    static func unknownOutcome(_ event: String, flow: String, suggestion: String?) -> DiagnosticMessage {
        message(.unknownOutcome, "flow `\(flow)` has no outcome `\(event)`" + didYouMean(suggestion))
    }
    static func unhandledOutcome(_ outcome: String, step: String, flow: String) -> DiagnosticMessage {
        message(.unhandledOutcome, "step `\(step)` doesn't handle outcome `\(outcome)` of flow `\(flow)`")
    }
    static func outcomePayloadUnsupplied(_ step: String, parameter: String, outcome: String, supplied: [String]) -> DiagnosticMessage {
        let has = supplied.isEmpty ? "it has no payload" : "it supplies " + supplied.map { "`\($0)`" }.joined(separator: ", ")
        return message(
            .outcomePayloadUnsupplied,
            "`\(step)` needs the payload `\(parameter)`, which outcome `\(outcome)` doesn't supply (\(has))"
        )
    }
    static func recursiveUse(_ flow: String, cycle: [String]) -> DiagnosticMessage {
        let path = cycle.map { "`\($0)`" }.joined(separator: " uses ")
        return message(.recursiveUse, "flow `\(flow)` uses itself: \(path)")
    }
    static func useReentersItself(_ step: String, flow: String) -> DiagnosticMessage {
        message(
            .useReentersItself,
            "`\(step)` enters itself: flow `\(flow)` would start again on top of itself; go `back then \(step)` to restart it"
        )
    }
    static func usedFlowHasFinalStep(_ flow: String, final step: String) -> DiagnosticMessage {
        message(
            .usedFlowHasFinalStep,
            "flow `\(flow)` can't be used here: its final step `\(step)` would end it with no outcome to continue from"
        )
    }
    static func childAlertClash(_ alert: String, style: AlertStyle, flow: String, child: String) -> DiagnosticMessage {
        message(
            .childAlertClash,
            "\(style.keyword) `\(alert)` takes the name of flow `\(child)`'s alerts, which this flow shows as `\(flow)Alert.\(alert)(\(child)Alert)`; rename the \(style.keyword)"
        )
    }
    static func childFlagUndeclared(_ flag: String, flow: String) -> DiagnosticMessage {
        message(.childFlagUndeclared, "flow `\(flow)` reads flag `\(flag)`, which this flow doesn't declare")
    }
    static func outcomeNeverEnteredHere(_ outcome: String, flow: String) -> DiagnosticMessage {
        message(.transitionNeverTaken, "transition is never taken: flow `\(flow)` never enters outcome `\(outcome)`")
    }
    static func outcomeNeverEntered(_ outcome: String, flow: String) -> DiagnosticMessage {
        message(.outcomeNeverEntered, "no transition of flow `\(flow)` that can be taken enters outcome `\(outcome)`")
    }
    static func usePayloadUnsupplied(_ step: String, parameter: String, flow: String, start: String) -> DiagnosticMessage {
        message(
            .usePayloadUnsupplied,
            "use-step `\(step)` doesn't supply `\(parameter)`, which the start step `\(start)` of flow `\(flow)` needs: add it to `\(step)`'s payload"
        )
    }
    static func usePayloadUnused(_ step: String, parameter: String, flow: String, start: String) -> DiagnosticMessage {
        message(
            .usePayloadUnused,
            "the start step `\(start)` of flow `\(flow)` doesn't take `\(parameter)`: use-step `\(step)`'s payload can only be its start step's"
        )
    }
}
