import FlowChecker
import FlowCore

/// One checked flow as the lock records it, without tombstones (`LockBuilder` adds them).
enum LockFlowBuilder {
    static func flow(_ checked: CheckedFlow) -> Lock.Flow {
        let graph = checked.graph
        let walkSteps = graph.stepIDs.filter { !graph.steps[$0].isOutcome }
        let steps = walkSteps.map { id in
            let step = graph.steps[id]
            let role: Lock.Step.Role = switch step.role {
            case .use(let flow): .use(flow: flow)
            case .final: .final
            case .screen, .outcome: .screen
            }
            return Lock.Step(name: step.name, parameters: parameters(step.parameters), role: role)
        }
        let outcomes = graph.steps.filter(\.isOutcome).map { Lock.Outcome(name: $0.name, parameters: parameters($0.parameters)) }
        let next = walkSteps.map { id in
            let successors = Set(graph.entryPairs.filter { $0.below == id && !graph.steps[$0.step].isOutcome }
                .map { Lock.Successor(step: graph.steps[$0.step].name, style: $0.style) })
            return Lock.Next(step: graph.steps[id].name, successors: successors.sorted())
        }
        return Lock.Flow(
            name: graph.name, kind: graph.kind, roots: graph.roots.map { graph.steps[$0].name },
            steps: steps.sorted { $0.name < $1.name }, outcomes: outcomes.sorted { $0.name < $1.name },
            next: next.sorted { $0.step < $1.step }, retired: []
        )
    }

    static func parameters(_ parameters: [PayloadParameter]) -> [Lock.Parameter] {
        parameters.map { Lock.Parameter(label: $0.label.name, type: $0.type, defaultValue: $0.defaultValue) }
    }
}
