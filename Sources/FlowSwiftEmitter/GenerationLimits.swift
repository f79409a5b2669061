import FlowChecker
import FlowCore

/// What the checker accepts but the Swift emitter can't generate yet, reported as an error at
/// the `.flow` line, so that `flowc check` gives the build's verdict and the build stops there
/// rather than generating Swift that means something else.
public enum GenerationLimits {
    /// One error for each flow among `graphs` that flowc can't generate: a tabbed router, at
    /// its `tabs` line, or a flow with a use-step it can't generate, at the first such step.
    public static func check(_ graphs: [FlowGraph], _ diagnostics: inout Diagnostics) {
        // A flow with an error isn't generated anyway: its mistake is the one error to fix first
        // (a `recursive-use` is not also "a child that uses a flow").
        for graph in graphs where !graph.hasErrors {
            if let first = graph.tabs.first {
                // A syntax error in the file is the one to fix first.
                guard !diagnostics.hasErrors else { continue }
                // The walk, the navigator and the planner have one stack for now.
                diagnostics.report(
                    DiagnosticMessage(GenerationDiagnostic.tabsNotGenerated, "flowc can't generate Swift for tabs yet: `\(graph.name)` is a tabbed router"),
                    at: first.range
                )
                continue
            }
            for step in graph.stepIDs {
                guard let message = message(for: step, in: graph) else { continue }
                diagnostics.report(message, at: graph.steps[step].range)
                break
            }
        }
    }

    private static func message(for step: StepID, in graph: FlowGraph) -> DiagnosticMessage? {
        guard case .use(let childName) = graph.steps[step].role, let child = graph.usedFlows.first(where: { $0.name == childName }) else { return nil }
        let name = graph.steps[step].name
        let reason: String
        if child.usesFlows {
            reason = "`\(childName)` uses a flow in turn"
        } else if graph.links.contains(where: { $0.walk.dropLast().contains(step) || ($0.walk.last == step && $0.childSteps.isEmpty) }) {
            reason = "a link passes through `\(name)`"
        } else if graph.links.contains(where: { $0.walk.last == step }), !child.startParameters.isEmpty {
            // A link's walk into a child makes the child's steps without a payload (a use-step's
            // payload is its child's start step's).
            reason = "a link lands inside `\(name)`, whose child's start step takes a payload"
        } else {
            return nil
        }
        return DiagnosticMessage(GenerationDiagnostic.childFlowNotGenerated, "flowc can't generate Swift for use-step `\(name)` yet: \(reason)")
    }
}
