import FlowChecker

extension Drawing {
    /// The drawing without the transitions that only unwind (`back`, `back to`, `dismiss`), so
    /// that a big router's forward structure can be read. A `back then x` is still drawn to
    /// `x`, the step it enters; a transition that is never taken is still drawn. Apply it before
    /// `around(_:depth:)`, so that the neighbourhood follows the moves drawn.
    public func withoutUnwinds() -> Drawing {
        func isForward(_ edge: Edge) -> Bool {
            switch edge.kind {
            case .unwinds: false
            case .entry, .enters, .unwindsThenEnters, .movesToTab, .neverTaken, .exit, .link, .bypass, .cutOff, .takes, .showsAlert, .closesAlert: true
            }
        }
        return Drawing(
            name: name, stepNames: stepNames, nodes: nodes, clusters: clusters, tabBar: tabBar, entries: entries,
            edges: edges.filter(isForward), alerts: alerts.map { Alert(node: $0.node, edges: $0.edges.filter(isForward), shownOver: $0.shownOver) },
            links: links, bypasses: bypasses,
            sharedSets: sharedSets.map { SharedSet(node: $0.node, takenBy: $0.takenBy, edges: $0.edges.filter(isForward)) },
            cutOffs: cutOffs)
    }

    /// The drawing of one step's neighbourhood: the steps within `depth` moves of `center`
    /// (`Neighbourhood`: those it leads to and those that lead to it; 0 is the step alone),
    /// the edges among them, the start when a root is drawn, and the deep links that land on a
    /// step drawn. A presented layer's cluster keeps the steps drawn in it, and is left out when
    /// it has none. Each step drawn that moves to or from steps left out gets a `CutOff`
    /// marker on that side, `… 3 more`. `center` is a step of the flow drawn; the cost grows
    /// with the steps and edges of the whole drawing, once each.
    public func around(_ center: StepID, depth: Int) -> Drawing {
        precondition(depth >= 0, "a neighbourhood's depth is a number of moves")
        let steps = Neighbourhood(of: center, depth: depth, in: self).steps
        // The tab bar is drawn with a step it leads to, and the start with a root or the bar.
        let barIsDrawn = tabBar != nil && entries.contains { edge in edge.from == .tabBar && edge.to.step.map(steps.contains) == true }
        let startIsDrawn = barIsDrawn || entries.contains { edge in edge.to.step.map(steps.contains) ?? false }
        // A set is drawn with the steps that take it: a global set with any step.
        let setsDrawn = Set(sharedSets.indices.filter { set in
            sharedSets[set].takenBy.isEmpty ? !steps.isEmpty : sharedSets[set].takenBy.contains { $0.from.step.map(steps.contains) ?? false }
        })
        // An alert is drawn with a step drawn that shows it, or a set drawn.
        let alertsDrawn = Set((edges + sharedSets.flatMap(\.edges)).compactMap { edge -> AlertID? in
            guard case .alert(let alert) = edge.to, edge.from.step.map(steps.contains) ?? setsDrawn.contains(where: { .actions($0) == edge.from }) else { return nil }
            return alert
        })
        func isDrawn(_ id: Node.ID) -> Bool {
            switch id {
            case .start: startIsDrawn
            case .tabBar: barIsDrawn
            case .step(let step): steps.contains(step)
            // A link's note and the end are drawn with the step their edge reaches.
            case .link, .end, .cutOff: true
            case .actions(let set): setsDrawn.contains(set)
            case .alert(let alert): alertsDrawn.contains(alert)
            }
        }
        func isDrawn(_ edge: Edge) -> Bool { isDrawn(edge.from) && isDrawn(edge.to) }
        let isStepDrawn = { (node: Node) in isDrawn(node.id) }
        return Drawing(
            name: name, stepNames: stepNames,
            nodes: nodes.filter(isStepDrawn),
            clusters: clusters.compactMap { $0.keeping(isStepDrawn) },
            tabBar: barIsDrawn ? tabBar : nil,
            entries: entries.filter(isDrawn), edges: edges.filter(isDrawn),
            alerts: alerts.filter { isDrawn($0.node.id) }.map { Alert(node: $0.node, edges: $0.edges.filter(isDrawn), shownOver: $0.shownOver) },
            links: links.filter { isDrawn($0.edge) }, bypasses: bypasses.filter(isDrawn),
            sharedSets: sharedSets.filter { isDrawn($0.node.id) }.map { set in
                SharedSet(node: set.node, takenBy: set.takenBy.filter(isDrawn), edges: set.edges.filter(isDrawn))
            },
            cutOffs: Self.cutOffs(of: steps, isDrawn: isDrawn, edges: edges + bypasses))
    }

    /// For each step drawn, in declared order, a marker of the nodes left out that move to it,
    /// then of those it moves to, where there are any.
    static func cutOffs(of steps: Set<StepID>, isDrawn: (Node.ID) -> Bool, edges: [Edge]) -> [CutOff] {
        var leftOut: [Node.ID: Set<Node.ID>] = [:]
        for edge in edges where Neighbourhood.isMove(edge.kind) && isDrawn(edge.from) != isDrawn(edge.to) {
            if case .step(let step) = edge.to, steps.contains(step) {
                leftOut[.cutOff(step, .before), default: []].insert(edge.from)
            } else if case .step(let step) = edge.from, steps.contains(step) {
                leftOut[.cutOff(step, .after), default: []].insert(edge.to)
            }
        }
        return leftOut.sorted { $0.key < $1.key }.compactMap { id, nodes in
            guard case .cutOff(let step, let side) = id else { return nil }
            let marker = Node(id: id, kind: .cutOff, label: "… \(nodes.count) more", problem: nil)
            let edge = switch side {
            case .before: Edge(from: id, to: .step(step), kind: .cutOff, label: "")
            case .after: Edge(from: .step(step), to: id, kind: .cutOff, label: "")
            }
            return CutOff(marker: marker, edge: edge)
        }
    }
}

extension Drawing.Cluster {
    /// The cluster with only the nodes `isDrawn` keeps, inside it and in its inner clusters;
    /// `nil` when it keeps none.
    func keeping(_ isDrawn: (Drawing.Node) -> Bool) -> Drawing.Cluster? {
        let drawn = nodes.filter(isDrawn)
        let inner = clusters.compactMap { $0.keeping(isDrawn) }
        return drawn.isEmpty && inner.isEmpty ? nil : Drawing.Cluster(kind: kind, label: label, nodes: drawn, clusters: inner)
    }
}

extension Drawing.Node.ID {
    /// The step this node is, if it is one.
    var step: StepID? {
        if case .step(let step) = self { return step }
        return nil
    }
}
