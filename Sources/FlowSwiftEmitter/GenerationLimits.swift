import FlowChecker
import FlowCore

/// What the checker accepts but the Swift emitter can't generate yet, reported as an error at
/// the `.flow` line, so that `flowc check` gives the build's verdict and the build stops there
/// rather than generating Swift that means something else.
public enum GenerationLimits {
    /// Each id with a one-sentence help text.
    public static let ids: [DiagnosticID: String] = [
        .childFlowNotGenerated: "Steps that use a child flow (`uses`) are checked, but flowc can't generate Swift for them yet.",
    ]

    /// One error for each flow among `graphs` that uses a child flow, at the first use-step.
    public static func check(_ graphs: [FlowGraph], _ diagnostics: inout Diagnostics) {
        for graph in graphs {
            for step in graph.steps {
                guard let message = message(for: step) else { continue }
                diagnostics.report(message, at: step.range)
                break
            }
        }
    }

    private static func message(for step: FlowGraph.Step) -> DiagnosticMessage? {
        switch step.role {
        case .screen, .final, .outcome: nil
        case .use(let child):
            DiagnosticMessage(
                .error, .childFlowNotGenerated,
                "flowc can't generate Swift for a step that uses a child flow yet (`\(step.name)` uses `\(child)`)"
            )
        }
    }
}

extension DiagnosticID {
    public static let childFlowNotGenerated = DiagnosticID("child-flow-not-generated")
}
