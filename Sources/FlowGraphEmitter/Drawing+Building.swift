import FlowChecker

extension Drawing {
    /// The drawing of a checked flow, errors or not: a broken flow is drawn with its problems
    /// marked.
    public init(_ flow: FlowGraph) {
        let layers = GraphLayers(flow)
        let tabs = GraphTabs(flow)
        let steps = Array(flow.stepIDs.map { Self.stepNode($0, in: flow) })
        name = flow.name
        stepNames = flow.steps.map(\.name)
        nodes = flow.stepIDs.filter { layers.layerOfStep[$0.index] == nil && tabs.tabOfStep[$0.index] == nil }.map { steps[$0.index] }
        clusters = Self.clusters(layers: layers, tabs: tabs, steps: steps)
        tabBar = switch flow.container {
        case .stack: nil
        case .tabs: Node(id: .tabBar, kind: .tabBar, label: "tab bar", problem: nil)
        }
        entries = Self.entries(of: flow)
        edges = Self.transitionEdges(in: flow)
        alerts = Self.alerts(in: flow)
        links = flow.links.enumerated().compactMap { position, link in
            guard let landing = link.walk.last else { return nil }
            let note = Node(id: .link(position), kind: .link, label: link.patternTexts.joined(separator: ", "), problem: nil)
            let edge = Edge(from: note.id, to: .step(landing), kind: .link, label: GraphLabels.linkWalk(link, in: flow))
            return Link(note: note, edge: edge)
        }
        bypasses = Self.bypasses(in: flow)
        sharedSets = Self.sharedSets(in: flow)
        cutOffs = []
    }

    /// A step's node: its kind from its role, its label, and what is wrong with it.
    static func stepNode(_ step: StepID, in flow: FlowGraph) -> Node {
        let kind: Node.Kind = switch flow.steps[step].role {
        case .screen: .screen
        case .final: .final
        case .use: .use
        case .outcome: .outcome
        }
        return Node(id: .step(step), kind: kind, label: GraphLabels.node(flow.steps[step]), problem: GraphLabels.problem(flow.steps[step], in: flow))
    }

    /// Each step's own transitions (a shared set's are drawn with the set), to each step they
    /// can lead to (a transition that is never taken to the step it names), then a final step's exit.
    static func transitionEdges(in flow: FlowGraph) -> [Edge] {
        let below = stepsBelow(in: flow)
        var edges: [Edge] = []
        for step in flow.stepIDs {
            for position in flow.transitions(of: step).indices where flow.transitions(of: step)[position].origin == .step {
                edges += transitionEdges(at: position, ofStep: step, from: .step(step), below: below, in: flow)
            }
            if flow.steps[step].role == .final {
                edges.append(Edge(from: .step(step), to: .end, kind: .exit, label: ""))
            }
        }
        return edges
    }

    /// The bypass edges of skip rules: from the start to each root that can be skipped, and
    /// from each step with a transition that enters a step that can be skipped, an edge to
    /// each step the skip rule goes on to, labelled by the skipped step. Deduplicated, the
    /// start's first, then in source order.
    static func bypasses(in flow: FlowGraph) -> [Edge] {
        // Where a walk begins, a root is entered as a transition enters its target.
        var entered: [(from: Node.ID, step: StepID)] = flow.roots.map { (.start, $0) }
        for step in flow.stepIDs {
            for transition in flow.transitions(of: step) where transition.canFire {
                switch transition.move {
                case .enter(let entry): entered.append((.step(step), entry.step))
                case .tab(let move): if let entry = move.then { entered.append((.step(step), entry.step)) }
                case .unwind, .unwindThenEnter, .alert, .close: break
                }
            }
        }
        var edges: [Edge] = []
        // What `edges` holds, so that deduplicating costs one lookup, not a pass over the edges.
        var drawn: Set<Edge> = []
        for (from, skipped) in entered where flow.steps[skipped].skip != nil && flow.steps[skipped].facts.canBeSkipped {
            let label = GraphLabels.skip(flow.steps[skipped], in: flow)
            for onward in flow.transitions(of: skipped) where onward.continuesSkip {
                guard case .enter(let next) = onward.move else { continue }
                let edge = Edge(from: from, to: .step(next.step), kind: .bypass, label: label)
                if drawn.insert(edge).inserted { edges.append(edge) }
            }
        }
        return edges
    }

    /// The edges of one transition of `step`, drawn from `node` (the step, or the set it
    /// comes from).
    static func transitionEdges(at position: Int, ofStep step: StepID, from node: Node.ID, below: [[StepID]], in flow: FlowGraph) -> [Edge] {
        let transition = flow.transitions(of: step)[position]
        let label = GraphLabels.transition(at: position, ofStep: step, in: flow)
        if case .alert(let alert) = transition.move {
            return [Edge(from: node, to: .alert(alert), kind: transition.canFire ? .showsAlert : .neverTaken, label: label)]
        }
        guard transition.canFire else {
            return [Edge(from: node, to: .step(GraphLabels.namedStep(of: transition, fromStep: step)), kind: .neverTaken, label: label)]
        }
        let kind = edgeKind(of: transition)
        return GraphLabels.destinations(of: transition, fromStep: step, below: below, in: flow).map { target in
            Edge(from: node, to: .step(target), kind: kind, label: label)
        }
    }

    /// Each set of shared transitions once: its node, the edges from the steps that name it,
    /// and its transitions' edges from the node, the union over the steps that take it (a
    /// `back` leads below each of them), each edge once, in the order first found.
    static func sharedSets(in flow: FlowGraph) -> [SharedSet] {
        let below = stepsBelow(in: flow)
        return flow.sharedActions.enumerated().map { index, set in
            let id = Node.ID.actions(index)
            let label = set.isGlobal ? "global actions \(set.name): every screen" : "actions \(set.name)"
            let takenBy = set.isGlobal ? [] : set.steps.map { Edge(from: .step($0), to: id, kind: .takes, label: "") }
            var edges: [Edge] = []
            var drawn: Set<Edge> = []
            for step in set.steps {
                for position in flow.transitions(of: step).indices where flow.transitions(of: step)[position].origin.set == index {
                    for edge in transitionEdges(at: position, ofStep: step, from: id, below: below, in: flow) where drawn.insert(edge).inserted {
                        edges.append(edge)
                    }
                }
            }
            return SharedSet(node: Node(id: id, kind: .actions, label: label, problem: nil), takenBy: takenBy, edges: edges)
        }
    }
}
