import FlowChecker
import FlowCore
import FlowPaths

/// An app's test walks (`AppPlanner`), as `flowc paths` prints them after the flows': text
/// for people, JSON for tools (docs/Testing.md documents both).
public enum AppPathReport {
    /// An app's plan, with the graphs of its roots' flows, which name their steps and events.
    public struct Entry: Sendable {
        public let app: CheckedApp
        public let plan: AppPlan
        /// By root index: the root's flow.
        public let graphs: [FlowGraph]

        /// `nil` when a root's flow is not among `flows`.
        public init?(app: CheckedApp, plan: AppPlan, flows: [FlowGraph]) {
            let byName = Dictionary(flows.map { ($0.name, $0) }) { first, _ in first }
            var graphs: [FlowGraph] = []
            for root in app.roots {
                guard let graph = byName[root.flow.name] else { return nil }
                graphs.append(graph)
            }
            self.app = app
            self.plan = plan
            self.graphs = graphs
        }

        func graph(_ root: RootID) -> FlowGraph { graphs[root.index] }

        /// The flags set true, by the app's names (`none` when all are false).
        func trueFlags(_ flags: [Bool]) -> String {
            let names = flags.indices.filter { flags[$0] }.map { app.flags[$0] }
            return names.isEmpty ? "none" : names.joined(separator: ", ")
        }
    }

    /// The plans as text: each walk, each move with its flags and the app expected after it,
    /// then the coverage.
    public static func text(_ entries: [Entry]) -> String {
        var out = ""
        for entry in entries {
            let plan = entry.plan
            out += "app \(plan.app): \(plan.walks.count) walks, \(plan.totalLength) moves\n"
            for (number, walk) in plan.walks.enumerated() {
                out += "walk \(number + 1): launch (flags: \(entry.trueFlags(walk.flags))): \(describe(walk.initial, entry))\n"
                for move in walk.moves {
                    out += "  \(place(move, entry)) --\(action(move, entry))--> \(result(move, entry))  [flags: \(entry.trueFlags(move.flags))]\n"
                }
            }
            out += "coverage: " + plan.counts.map { "\($0.kind.rawValue) \($0.covered)/\($0.total)" }.joined(separator: ", ") + "\n"
            for uncovered in plan.uncovered { out += "  not covered: \(describe(uncovered.item, entry)) (\(uncovered.reason.rawValue))\n" }
        }
        return out
    }

    /// The app's state as text: `main: tab vault: vault, item over top approveLogin as sheet
    /// (held vault://items/1)`.
    static func describe(_ state: AppTestState, _ entry: Entry) -> String {
        let graph = entry.graph(state.root)
        var out = entry.app[root: state.root].name + ": "
        if let tab = state.tab { out += "tab \(graph.steps[tab].name): " }
        out += state.walk.map { PathReport.describe($0, in: graph) }.joined(separator: ", ")
        if !state.overTop.isEmpty {
            out += " over top " + state.overTop.map { entry.app[step: $0.step].name + " as " + $0.style.name }.joined(separator: ", ")
        }
        if let held = state.heldLink { out += " (held \(held.url))" }
        return out
    }

    /// Where a move is made: the root's step (or its tab bar, or its alert), the app, or the
    /// app-level step on top.
    static func place(_ move: AppTestMove, _ entry: Entry) -> String {
        switch move.action {
        case .root(let root, let made): entry.app[root: root].name + ": " + PathReport.place(made, in: entry.graph(root))
        case .event, .openLink: "app"
        case .answer(let step, _): entry.app[step: step].name
        }
    }

    /// What is done: the root's event, `send lock`, the step's event, `open <url>`.
    static func action(_ move: AppTestMove, _ entry: Entry) -> String {
        switch move.action {
        case .root(let root, let made): PathReport.action(made, in: entry.graph(root))
        case .event(let event): "send " + entry.app.events[event].name
        case .answer(let step, let position): entry.app[step: step].transitions[position].event
        case .openLink(_, _, let url): "open " + url
        }
    }

    /// What must follow: the app after the move, or `refused`.
    static func result(_ move: AppTestMove, _ entry: Entry) -> String {
        switch move.result {
        case .moved(let state): describe(state, entry)
        case .refused: "refused: its guard fails"
        }
    }

    /// A coverage item, as text.
    static func describe(_ item: AppCoverageItem, _ entry: Entry) -> String {
        let app = entry.app
        switch item {
        case .start(let position): return "start entry \(position + 1) (\(app[root: app.starts[position].root].name))"
        case .outcome(let root, let position): return "outcome \(app[root: root].outcomes[position].outcome) of root \(app[root: root].name)"
        case .event(let event, let root, let tab):
            let over = tab.map { " tab " + entry.graph(root).steps[$0].name } ?? ""
            return "event \(app.events[event].name) from root \(app[root: root].name)\(over)"
        case .eventRefused(let event): return "event \(app.events[event].name) refused"
        case .stepTransition(let step, let position): return "transition \(position + 1) of \(app[step: step].name)"
        case .heldLink(let root, let link): return "link \(entry.graph(root).links[link].patternText) held, then opened in root \(app[root: root].name)"
        case .keptReturn(let root): return "root \(app[root: root].name) shown again with its walk kept"
        }
    }
}
