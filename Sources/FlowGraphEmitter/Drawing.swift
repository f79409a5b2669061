import FlowChecker

/// What a drawing of one flow shows: its nodes, the clusters they are grouped in, and its
/// edges, built once from the checked graph (`init(_:)`, in `Drawing+Building.swift`).
///
/// Every decision about what is drawn, and the text of every label, is made here; a format
/// (`DOTPrinter`, `MermaidPrinter`) only decides how each kind of node and edge looks and
/// escapes the text. The sections are in the order both formats print them.
public struct Drawing: Hashable, Sendable {
    /// The flow's name.
    public let name: String
    /// The steps' names, by `StepID.index`: what DOT names a step's node by.
    public let stepNames: [String]
    /// The steps drawn outside every cluster, in declared order.
    public let nodes: [Node]
    /// The clusters drawn at the top: a tabbed router's tabs in the bar's order, each with the
    /// presented layers whose steps only that tab shows; then the presented layers, each with
    /// the steps drawn in it, in the declared order of their roots.
    public let clusters: [Cluster]
    /// A tabbed router's tab bar: the node its tabs and its own actions are drawn from; `nil`
    /// for every other flow.
    public let tabBar: Node?
    /// An edge from the start to each root of the flow, in declared order; in a tabbed router,
    /// from the start to the tab bar, from the bar to each tab's root (labelled with the tab's
    /// condition, if any), then to each step the bar's own actions present, labelled with the
    /// action.
    public let entries: [Edge]
    /// For each step in declared order: an edge for each transition to each step it can lead
    /// to (to the alert's node for one that shows an alert), then a final step's exit.
    public let edges: [Edge]
    /// The alerts and dialogs, in declared order: each a node, drawn after the steps, with an
    /// edge for each button line to each step it leads to from some step that shows it.
    public let alerts: [Alert]
    /// The deep links, in written order.
    public let links: [Link]
    /// The skip rules: from the start or a step that enters a step that can be skipped, an edge
    /// to each step the skip rule goes on to.
    public let bypasses: [Edge]
    /// The sets of shared transitions, each drawn once, in declared order; `edges` holds only
    /// the steps' own transitions.
    public let sharedSets: [SharedSet]
    /// Where a drawing of part of the flow (`around(_:depth:)`) leaves steps out: for each step
    /// drawn that moves to or is moved to from steps left out, in declared order, a marker
    /// for those that lead to it, then one for those it leads to. Empty for a whole flow.
    public let cutOffs: [CutOff]

    /// What every format prints after the steps' own edges, in order: each deep link's note
    /// with its edge, the bypasses, each set of shared transitions with its edges, and each
    /// marker of steps left out with its edge.
    public var trailingItems: [(node: Node?, edges: [Edge])] {
        links.map { (Optional($0.note), [$0.edge]) } + [(nil, bypasses)]
            + sharedSets.map { (Optional($0.node), $0.takenBy + $0.edges) }
            + cutOffs.map { (Optional($0.marker), [$0.edge]) }
    }

    /// Every step node, in declared order, whether in a cluster or not.
    public var stepNodes: [Node] {
        (nodes + clusters.flatMap(\.allNodes)).sorted { $0.id < $1.id }
    }

    /// A node: the start, a step, a deep link's note, the end, or steps left out.
    public struct Node: Hashable, Sendable {
        public let id: ID
        public let kind: Kind
        public let label: String
        /// What is wrong with the step, for a broken flow's drawing.
        public let problem: Problem?

        /// What a node stands for, which each format names in its own way.
        public enum ID: Hashable, Comparable, Sendable {
            /// Where a walk begins: DOT's point, Mermaid's `[*]`.
            case start
            /// A tabbed router's tab bar.
            case tabBar
            case step(StepID)
            /// The deep link at this position of `FlowGraph.links`.
            case link(Int)
            /// Where the flow ends: Mermaid's `[*]` (DOT marks final steps by their border).
            case end
            /// The steps left out of a partial drawing that lead to this step (`.before`) or
            /// that it leads to (`.after`).
            case cutOff(StepID, Side)
            /// The set of shared transitions at this position of `FlowGraph.sharedActions`.
            case actions(Int)
            /// An alert or a dialog.
            case alert(AlertID)
        }

        /// What a node looks like.
        public enum Kind: Hashable, Sendable {
            /// A screen.
            case screen
            /// A final screen: the flow is complete there.
            case final
            /// A step that shows a child flow.
            case use
            /// An exit of the flow, which a flow that uses it continues from.
            case outcome
            /// A deep link, labelled with its patterns.
            case link
            /// Steps a partial drawing leaves out, labelled with how many: `… 3 more`.
            case cutOff
            /// A set of shared transitions, labelled `actions rowActions`.
            case actions
            /// A tabbed router's tab bar, labelled `tab bar`.
            case tabBar
            /// An alert or a dialog, labelled `alert confirmDelete` or `dialog shareOptions`.
            case alert
        }
    }

    /// What is wrong with a step.
    public enum Problem: Hashable, Sendable {
        /// No walk shows it.
        case unreachable
        /// Its skip rule always holds, so it is never shown.
        case alwaysSkipped
        /// It is reachable, but no final step can be reached from it.
        case trap
    }

    /// An edge between two nodes.
    public struct Edge: Hashable, Sendable {
        public let from: Node.ID
        public let to: Node.ID
        public let kind: Kind
        /// The text on the edge; empty for none.
        public let label: String

        /// What an edge stands for.
        public enum Kind: Hashable, Sendable {
            /// From the start to a root; in a tabbed router, from the start to the tab bar, and
            /// from the bar to each tab's root and each step its own actions present.
            case entry
            /// A transition that enters a step by itself (pushed or presented).
            case enters
            /// A transition that only unwinds: back, back to, dismiss.
            case unwinds
            /// A transition that unwinds, then enters a step: `back then x`, drawn to `x`.
            case unwindsThenEnters
            /// A move to a tab (`-> tab t [then s]`), drawn to the tab's root or to `s`.
            case movesToTab
            /// A transition that is never taken, drawn to the step it names.
            case neverTaken
            /// From a final step to the end.
            case exit
            /// From a deep link's note to the step it lands on.
            case link
            /// A skip rule: past the skipped step, to where it goes on to.
            case bypass
            /// Between a step and the marker of the steps a partial drawing leaves out next to it.
            case cutOff
            /// From a step to a set of shared transitions it names after `with`.
            case takes
            /// A transition that shows an alert: from the step (or the set it comes from) to
            /// the alert's node.
            case showsAlert
            /// An alert's button that only closes it: from the alert's node back to each step
            /// that shows it.
            case closesAlert
        }
    }

    /// A group of steps drawn together.
    public struct Cluster: Hashable, Sendable {
        public let kind: Kind
        /// `sheet: editor`, or `sheet or cover: editor` for a step presented both ways; `tab
        /// feed`, or `tab friends when isSignedIn` for a tab the bar shows only then.
        public let label: String
        /// The steps drawn in it, outside its inner clusters, in declared order.
        public let nodes: [Node]
        /// The clusters drawn inside it: a tab's presented layers. Empty for a layer.
        public let clusters: [Cluster]

        public init(kind: Kind, label: String, nodes: [Node], clusters: [Cluster] = []) {
            self.kind = kind
            self.label = label
            self.nodes = nodes
            self.clusters = clusters
        }

        /// The steps drawn in it and in its inner clusters.
        public var allNodes: [Node] { nodes + clusters.flatMap(\.allNodes) }

        /// What a cluster stands for.
        public enum Kind: Hashable, Sendable {
            /// A presented layer (`GraphLayers`): the step entered `as sheet` or `as cover` and
            /// the steps pushed on it.
            case layer(root: StepID)
            /// A tab of a tabbed router (`GraphTabs`), named by its root: the steps only that
            /// tab's stack shows.
            case tab(root: StepID)
        }
    }

    /// A deep link: a note labelled with its patterns, and an edge to the step it lands on.
    public struct Link: Hashable, Sendable {
        public let note: Node
        public let edge: Edge
    }

    /// A set of shared transitions, drawn once: a node, an edge from each step that names it
    /// (none for a `global` set, which every screen takes: its label says so), and from the
    /// node an edge for each of its transitions to each step it can lead to from some step
    /// that takes it.
    public struct SharedSet: Hashable, Sendable {
        public let node: Node
        public let takenBy: [Edge]
        public let edges: [Edge]
    }

    /// An alert or a dialog, drawn once: its node, and from the node an edge for each button
    /// line to each step it can lead to from some step that shows the alert (a `back` below
    /// each of them), labelled with the button and its role, `delete (destructive)`.
    public struct Alert: Hashable, Sendable {
        public let node: Node
        public let edges: [Edge]
        /// For each edge, the steps that show the alert from which the button's move leads
        /// there, in declared order: what a partial drawing follows.
        public let shownOver: [Edge: [StepID]]
    }

    /// A side of a step in a partial drawing: the steps that lead to it, or that it leads to.
    public enum Side: Hashable, Comparable, Sendable {
        case before
        case after
    }

    /// The marker of the steps a partial drawing leaves out on one side of a step it draws: a
    /// node labelled with how many, and an edge between it and the step.
    public struct CutOff: Hashable, Sendable {
        public let marker: Node
        public let edge: Edge
    }
}
