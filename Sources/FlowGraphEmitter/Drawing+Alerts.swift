import FlowChecker

extension Drawing {
    /// Each alert once: its node, and for each button line, in written order, an edge to each
    /// step it can lead to from each step that shows the alert (a `back` below each of them, a
    /// `close` back to each of them), each edge once, in the order first found. A line that is
    /// never taken is drawn to the step it names from each.
    static func alerts(in flow: FlowGraph) -> [Alert] {
        guard !flow.alerts.isEmpty else { return [] }
        let below = stepsBelow(in: flow)
        let shownFrom = showingSteps(in: flow)
        return flow.alertIDs.map { alert in
            let id = Node.ID.alert(alert)
            var edges: [Edge] = []
            var shownOver: [Edge: [StepID]] = [:]
            for (line, transition) in flow.alerts[alert].transitions.enumerated() {
                let label = GraphLabels.button(at: line, of: alert, in: flow)
                let kind = edgeKind(of: transition)
                for step in shownFrom[alert.index] {
                    let targets = transition.canFire
                        ? GraphLabels.destinations(of: transition, fromStep: step, below: below, in: flow)
                        : [GraphLabels.namedStep(of: transition, fromStep: step)]
                    for target in targets {
                        let edge = Edge(from: id, to: .step(target), kind: kind, label: label)
                        if shownOver[edge] == nil { edges.append(edge) }
                        if shownOver[edge, default: []].last != step { shownOver[edge, default: []].append(step) }
                    }
                }
            }
            let node = Node(id: id, kind: .alert, label: GraphLabels.alert(flow.alerts[alert]), problem: nil)
            return Alert(node: node, edges: edges, shownOver: shownOver)
        }
    }

    /// By `AlertID.index`: the steps whose transitions (their own or a shared set's) show the
    /// alert, in declared order.
    private static func showingSteps(in flow: FlowGraph) -> [[StepID]] {
        var shownFrom = [[StepID]](repeating: [], count: flow.alerts.count)
        for step in flow.stepIDs {
            for transition in flow.transitions(of: step) {
                guard case .alert(let alert) = transition.move, shownFrom[alert.index].last != step else { continue }
                shownFrom[alert.index].append(step)
            }
        }
        return shownFrom
    }

    /// The kind of a transition's or a button line's edge, by its move.
    static func edgeKind(of transition: FlowGraph.Transition) -> Edge.Kind {
        guard transition.canFire else { return .neverTaken }
        return switch transition.move {
        case .enter: .enters
        case .unwind: .unwinds
        case .unwindThenEnter: .unwindsThenEnters
        case .tab: .movesToTab
        case .alert: .showsAlert
        case .close: .closesAlert
        }
    }

    /// `FlowGraph.stepsBelow()`, with each step an alert's button pushes or presents from a
    /// step that shows the alert: what a `back` from that step lands on.
    static func stepsBelow(in flow: FlowGraph) -> [[StepID]] {
        var below = flow.stepsBelow()
        guard !flow.alerts.isEmpty else { return below }
        for step in flow.stepIDs {
            for transition in flow.movesWithAlertsAnswered(of: step) where transition.canFire {
                guard case .enter(let entry) = transition.move, !below[entry.step.index].contains(step) else { continue }
                below[entry.step.index].append(step)
            }
        }
        return below
    }
}
