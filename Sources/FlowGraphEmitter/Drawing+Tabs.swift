import FlowChecker

extension Drawing {
    /// The edges from the start: to each root; in a tabbed router, to the tab bar, then from
    /// the bar to each tab's root (labelled `when` its condition, if any), then to each step
    /// the bar's own actions present, labelled with the action. A flow without tabs has
    /// unlabelled edges to its roots.
    static func entries(of flow: FlowGraph) -> [Edge] {
        guard case .tabs(let tabs, let shell) = flow.container else {
            return flow.roots.map { Edge(from: .start, to: .step($0), kind: .entry, label: "") }
        }
        let tabEdges = tabs.map { tab in
            let label = tab.condition.map { "when " + $0.description(flagNames: flow.flagNames) } ?? ""
            return Edge(from: .tabBar, to: .step(tab.root), kind: .entry, label: label)
        }
        let bar = shell.compactMap { action -> Edge? in
            guard let step = action.enteredStep else { return nil }
            var label = action.event
            if let condition = action.guardCondition { label += " when " + condition.description(flagNames: flow.flagNames) }
            if case .enter(let entry) = action.move, entry.style.isPresented { label += " (\(entry.style.name))" }
            return Edge(from: .tabBar, to: .step(step), kind: .entry, label: label)
        }
        return [Edge(from: .start, to: .tabBar, kind: .entry, label: "")] + tabEdges + bar
    }

    /// The clusters of a drawing: each tab's (in a tabbed router), holding the layers whose
    /// every step is drawn in that tab, then the other layers. A tab's cluster is drawn even
    /// when it holds only its root. In a flow without tabs, the layers alone.
    static func clusters(layers: GraphLayers, tabs: GraphTabs, steps: [Node]) -> [Cluster] {
        // The tab a layer is drawn in: the one tab of all its steps, if they have one.
        func tab(of layer: GraphLayers.Layer) -> Int? {
            let owners = Set(layer.members.map { tabs.tabOfStep[$0.index] })
            guard owners.count == 1, let owner = owners.first else { return nil }
            return owner
        }
        let layerClusters = layers.layers.map { layer in
            (tab: tab(of: layer), cluster: Cluster(kind: .layer(root: layer.root), label: layer.label, nodes: layer.members.map { steps[$0.index] }))
        }
        let tabClusters = tabs.tabs.enumerated().map { position, tab in
            let members = steps.filter { node in
                guard case .step(let step) = node.id else { return false }
                return tabs.tabOfStep[step.index] == position && layers.layerOfStep[step.index] == nil
            }
            return Cluster(kind: .tab(root: tab.root), label: tab.label, nodes: members,
                           clusters: layerClusters.filter { $0.tab == position }.map(\.cluster))
        }
        return tabClusters + layerClusters.filter { $0.tab == nil }.map(\.cluster)
    }
}
