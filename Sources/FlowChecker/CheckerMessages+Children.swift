import FlowCore

/// The diagnostics of child flows: `outcome`s and `step name uses Flow`.
extension CheckerMessages {
    static let childIDs: [DiagnosticID: String] = [
        .unknownFlow: "A `uses` names a flow the module does not declare.",
        .unknownOutcome: "A use-step's event is not an outcome of the flow it uses.",
        .unhandledOutcome: "An outcome of the used flow that the use-step has no transition for.",
        .outcomePayloadUnsupplied: "A continuation enters a step whose payload its outcome doesn't supply.",
        .recursiveUse: "A flow uses itself, directly or through other flows.",
        .useReentersItself: "A use-step enters itself, starting its child flow again on top of itself.",
        .usedFlowHasFinalStep: "A used flow has a final step, which would end it without an outcome.",
        .outcomeNeverEntered: "No transition that can be taken enters an outcome.",
        .childFlagUndeclared: "A used flow reads a flag that the flow using it doesn't declare.",
    ]

    /// The warnings of layers and child flows.
    static let childWarningIDs: Set<DiagnosticID> = [.outcomeNeverEntered, .sheetWithoutExit, .ambiguousDismiss]

    static func unknownFlow(_ name: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unknownFlow, "no flow named `\(name)` in this module" + didYouMean(suggestion))
    }
    static func unknownOutcome(_ event: String, flow: String, suggestion: String?) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unknownOutcome, "flow `\(flow)` has no outcome `\(event)`" + didYouMean(suggestion))
    }
    static func unhandledOutcome(_ outcome: String, step: String, flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .unhandledOutcome, "step `\(step)` doesn't handle outcome `\(outcome)` of flow `\(flow)`")
    }
    static func outcomePayloadUnsupplied(_ step: String, parameter: String, outcome: String, supplied: [String]) -> DiagnosticMessage {
        let has = supplied.isEmpty ? "it has no payload" : "it supplies " + supplied.map { "`\($0)`" }.joined(separator: ", ")
        return DiagnosticMessage(
            .error, .outcomePayloadUnsupplied,
            "`\(step)` needs the payload `\(parameter)`, which outcome `\(outcome)` doesn't supply (\(has))"
        )
    }
    static func recursiveUse(_ flow: String, cycle: [String]) -> DiagnosticMessage {
        let path = cycle.map { "`\($0)`" }.joined(separator: " uses ")
        return DiagnosticMessage(.error, .recursiveUse, "flow `\(flow)` uses itself: \(path)")
    }
    static func useReentersItself(_ step: String, flow: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .error, .useReentersItself,
            "`\(step)` enters itself: flow `\(flow)` would start again on top of itself; go `back then \(step)` to restart it"
        )
    }
    static func usedFlowHasFinalStep(_ flow: String, final step: String) -> DiagnosticMessage {
        DiagnosticMessage(
            .error, .usedFlowHasFinalStep,
            "flow `\(flow)` can't be used here: its final step `\(step)` would end it with no outcome to continue from"
        )
    }
    static func childFlagUndeclared(_ flag: String, flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.error, .childFlagUndeclared, "flow `\(flow)` reads flag `\(flag)`, which this flow doesn't declare")
    }
    static func outcomeNeverEnteredHere(_ outcome: String, flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .transitionNeverTaken, "transition is never taken: flow `\(flow)` never enters outcome `\(outcome)`")
    }
    static func outcomeNeverEntered(_ outcome: String, flow: String) -> DiagnosticMessage {
        DiagnosticMessage(.warning, .outcomeNeverEntered, "no transition of flow `\(flow)` that can be taken enters outcome `\(outcome)`")
    }
}

extension DiagnosticID {
    public static let unknownFlow = DiagnosticID("unknown-flow")
    public static let unknownOutcome = DiagnosticID("unknown-outcome")
    public static let unhandledOutcome = DiagnosticID("unhandled-outcome")
    public static let outcomePayloadUnsupplied = DiagnosticID("outcome-payload-unsupplied")
    public static let recursiveUse = DiagnosticID("recursive-use")
    public static let useReentersItself = DiagnosticID("use-reenters-itself")
    public static let usedFlowHasFinalStep = DiagnosticID("used-flow-has-final-step")
    public static let outcomeNeverEntered = DiagnosticID("outcome-never-entered")
    public static let childFlagUndeclared = DiagnosticID("child-flag-undeclared")
}
