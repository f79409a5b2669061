import FlowChecker
import FlowCore

/// What a drawing of an `app` shows: each root a cluster with its flow's node, the app-level
/// steps as nodes, and the moves between them as edges: `start` entries, the roots' swaps on
/// outcomes, the app events (drawn from the top screen of whatever root is shown) and the
/// app-level steps' moves. Built once from the checked app; a format only styles and escapes.
public struct AppDrawing: Hashable, Sendable {
    public let name: String
    /// The roots, in declared order: a cluster labelled with the root's name, holding one node
    /// labelled with its flow's name.
    public let roots: [Root]
    /// The app-level steps, in declared order, each labelled with its payload.
    public let steps: [String]
    /// The `start` entries, then each root's swaps, then the events, then the steps' moves.
    public let edges: [Edge]

    /// A root: its name, its flow's name and whether it is kept.
    public struct Root: Hashable, Sendable {
        public let name: String
        public let flow: String
        public let isKept: Bool

        /// The cluster's label: `main: VaultTabs`, with `(kept)` for a kept root.
        public var label: String { name + ": " + flow + (isKept ? " (kept)" : "") }
    }

    /// What an edge joins.
    public enum Node: Hashable, Sendable {
        /// Where the app begins.
        case start
        /// The top screen of whatever root is shown: where app events come from, and where
        /// an app-level step's `dismiss` goes back to.
        case top
        case root(Int)
        case step(Int)
    }

    /// An edge, with its label and what it is.
    public struct Edge: Hashable, Sendable {
        public let from: Node
        public let to: Node
        public let label: String
        public let kind: Kind

        public enum Kind: Hashable, Sendable {
            /// A `start` entry.
            case start
            /// A root's outcome, or an app-level step's move, that swaps the root.
            case swap
            /// An app event (a swap or a presentation from the top screen).
            case event
            /// An app-level step presented by another one.
            case presents
            /// An app-level step's `dismiss`.
            case dismisses
        }
    }

    public init(_ app: CheckedApp) {
        name = app.name
        roots = app.roots.map { Root(name: $0.name, flow: $0.flow.name, isKept: $0.isKept) }
        steps = app.steps.map { step in
            step.name + (step.parameters.isEmpty ? "" : "(" + step.parameters.map { $0.label.name + ": " + $0.type }.joined(separator: ", ") + ")")
        }
        let condition = { (guardCondition: Guard?, keyword: String) in
            guardCondition.map { " \(keyword) " + $0.description(flagNames: app.flags) } ?? ""
        }
        var edges = app.starts.map { start in
            Edge(from: .start, to: .root(start.root.index), label: condition(start.guardCondition, "when").trimmingLeadingSpace, kind: .start)
        }
        for (index, root) in app.roots.enumerated() {
            for outcome in root.outcomes {
                edges.append(Self.edge(from: .root(index), outcome.move, label: outcome.outcome + condition(outcome.guardCondition, "when")))
            }
        }
        for event in app.events {
            let edge = Self.edge(from: .top, event.move, label: event.name + condition(event.guardCondition, "only when"))
            edges.append(Edge(from: edge.from, to: edge.to, label: edge.label, kind: .event))
        }
        for (index, step) in app.steps.enumerated() {
            for transition in step.transitions {
                edges.append(Self.edge(from: .step(index), transition.move, label: transition.event + condition(transition.guardCondition, "when")))
            }
        }
        self.edges = edges
    }

    /// The edge of a move from `from`, labelled `label` (and the style of a presentation).
    static func edge(from: Node, _ move: CheckedApp.AppMove, label: String) -> Edge {
        switch move {
        case .swap(let root): Edge(from: from, to: .root(root.index), label: label, kind: .swap)
        case .present(let step, let style): Edge(from: from, to: .step(step.index), label: label + " as " + style.name, kind: .presents)
        case .dismiss: Edge(from: from, to: .top, label: label, kind: .dismisses)
        }
    }
}

private extension String {
    var trimmingLeadingSpace: String { first == " " ? String(dropFirst()) : self }
}
