import FlowChecker
import FlowCore

/// What the checker accepts but the Swift emitter can't generate yet, reported as an error at
/// the `.flow` line, so that `flowc check` gives the build's verdict and the build stops there
/// rather than generating Swift that means something else. The pipeline gives it to the
/// checker as its limits (`GenerationLimiting`).
public enum GenerationLimits: GenerationLimiting {
    /// One error for each flow among `graphs` that flowc can't generate: a tabbed router with
    /// a tab root it can't start a tab at, or a flow with a
    /// use-step it can't generate, at the first such step.
    public static func check(_ graphs: [FlowGraph], _ diagnostics: inout Diagnostics) {
        // A flow with an error isn't generated anyway: its mistake is the one error to fix first
        // (a `recursive-use` is not also "a child that uses a flow").
        for graph in graphs where !graph.hasErrors {
            if let limit = tabsLimit(in: graph) {
                // A syntax error in the file is the one to fix first.
                guard !diagnostics.hasErrors else { continue }
                diagnostics.report(limit.message, at: limit.range)
                continue
            }
            for step in graph.stepIDs {
                guard let message = message(for: step, in: graph) else { continue }
                diagnostics.report(message, at: graph.steps[step].range)
                break
            }
        }
    }

    /// Why the Swift of a tabbed router can't be generated yet, and where: a tab root whose
    /// skip rule can apply (a tab's walk starts at its own root step).
    /// `nil` for a router without tabs, or one flowc generates.
    private static func tabsLimit(in graph: FlowGraph) -> (message: DiagnosticMessage, range: SourceRange)? {
        for tab in graph.tabs {
            let root = graph.steps[tab.root]
            if root.facts.canBeSkipped || root.facts.isAlwaysSkipped {
                return (DiagnosticMessage(GenerationDiagnostic.tabsNotGenerated, "flowc can't generate Swift for a tab whose root has a skip rule yet: `\(root.name)`"), tab.range)
            }
        }
        return nil
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
