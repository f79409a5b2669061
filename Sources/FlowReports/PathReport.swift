import FlowChecker
import FlowCore
import FlowPaths

/// A flow's test walks (`PathPlanner`), as `flowc paths` prints them: text for people, JSON
/// for tools (docs/Testing.md documents it), and Markdown as a manual test plan.
public enum PathReport {
    /// A flow's plan, with the graph that names its steps, flags and events.
    public struct Entry: Sendable {
        public let graph: FlowGraph
        public let plan: TestPlan
        /// The module's flows by name: the children whose moves a walk makes at a use-step.
        public let children: [String: FlowGraph]

        public init(graph: FlowGraph, plan: TestPlan, children: [FlowGraph] = []) {
            self.graph = graph
            self.plan = plan
            self.children = Dictionary(children.map { ($0.name, $0) }) { first, _ in first }
        }

        /// The graph that names the steps of `move`'s child walk.
        func childGraph(of move: TestMove) -> FlowGraph? {
            move.child.flatMap { children[$0.flow] }
        }
    }

    /// `step as sheet`: an entry as a link lists it.
    static func describe(_ entry: WalkEntry, in graph: FlowGraph) -> String {
        graph.steps[entry.step].name + (entry.style.isPresented ? " as " + entry.style.name : "")
    }

    /// The flags a move sets true, by name (`none` when all are false).
    static func trueFlags(_ flags: [Bool], in graph: FlowGraph) -> String {
        let names = flags.indices.filter { flags[$0] }.map { graph.flags[$0].name }
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }

    /// How a walk starts, as text.
    static func start(_ walk: TestWalk, in graph: FlowGraph) -> String {
        switch walk.start {
        case .root(let root, let flags):
            return "start at \(graph.steps[root].name) (flags: \(trueFlags(flags, in: graph)))"
        case .link(let index, let url, let flags):
            return "open \(url) (link \(graph.links[index].patternText), flags: \(trueFlags(flags, in: graph)))"
        }
    }

    /// What a move must do, as text: the walk after it, or `refused`, or `ends on outcome`, or
    /// `shows alert confirmDelete`.
    static func result(_ move: TestMove, after walk: [WalkEntry], in graph: FlowGraph) -> String {
        switch move.result {
        case .moved: walk.map { describe($0, in: graph) }.joined(separator: ", ")
        case .finished(let outcome): "ends on outcome \(graph.steps[outcome].name)"
        case .refused: move.eventID == .builtIn(.dismissed) || move.isReselect ? "refused: the gesture is disabled here" : "refused: no transition applies"
        case .showsAlert(let alert): "shows " + describe(alert, in: graph)
        }
    }

    /// `alert confirmDelete`, `dialog shareOptions`.
    static func describe(_ alert: AlertID, in graph: FlowGraph) -> String {
        graph.alerts[alert].style.keyword + " " + graph.alerts[alert].name
    }

    /// A coverage item, as text: `transition 2 of shipping`, `guard 1 of cart holds`.
    static func describe(_ item: CoverageItem, in graph: FlowGraph) -> String {
        func name(_ step: StepID) -> String { graph.steps[step].name }
        switch item {
        case .step(let step): return "step \(name(step))"
        case .outcome(let step): return "outcome \(name(step))"
        case .transition(let step, let position): return "transition \(position + 1) of \(name(step))"
        case .guardOutcome(let step, let position, let holds):
            return "guard of transition \(position + 1) of \(name(step)) \(holds ? "holding" : "failing")"
        case .guardFlag(let step, let position, let flag, let value):
            return "\(graph.flags[flag].name) \(value) in the guard of transition \(position + 1) of \(name(step))"
        case .skip(let step, let applies): return "skip rule of \(name(step)) \(applies ? "applying" : "not applying")"
        case .gesture(let step): return "the gesture (Back, swipe-down) on \(name(step))"
        case .refusal(let step, let event): return "\(graph.event(event)) refused on \(name(step))"
        case .link(let index): return "link \(graph.links[index].patternText)"
        case .tab(let tab): return "tab \(name(tab)) selected"
        case .tabReturn(let tab): return "tab \(name(tab)) selected again, its stack kept"
        case .reselect(let tab): return "tab \(name(tab)) reselected above its root"
        case .shellAction(let position): return "tab bar action \(graph.shell[position].event)"
        case .alertButton(let step, let alert, let line):
            let lines = graph.alerts[alert].transitions
            let button = lines[line].event
            // A button with guarded alternatives names the line.
            let which = lines.filter { $0.eventID == lines[line].eventID }.count > 1 ? " (line \(line + 1) of \(graph.alerts[alert].name))" : ""
            return "button \(button)\(which) of \(describe(alert, in: graph)) over \(name(step))"
        }
    }

    /// Where a move is made, as text: the step on screen, `tab bar`, or the alert shown over
    /// the step, `alert confirmDelete over status`.
    static func place(_ move: TestMove, in graph: FlowGraph) -> String {
        switch move.via {
        case .step: graph.steps[move.step].name
        case .selectTab, .reselectTab, .shellAction: "tab bar"
        case .answer(let alert): describe(alert, in: graph) + " over " + graph.steps[move.step].name
        }
    }

    /// What the user does, as text: the event, or the tab bar's `select explore`,
    /// `reselect timeline`, or the bar's action.
    static func action(_ move: TestMove, in graph: FlowGraph) -> String {
        switch move.via {
        case .step, .shellAction, .answer: move.event
        case .selectTab(let tab): "select " + graph.steps[tab].name
        case .reselectTab(let tab): "reselect " + graph.steps[tab].name
        }
    }

    /// In a tabbed router, the selected tab before a walk's entries: `tab timeline: `; empty
    /// without tabs.
    static func tabPrefix(_ tabs: TestTabs?, in graph: FlowGraph) -> String {
        tabs.map { "tab \(graph.steps[$0.selected].name): " } ?? ""
    }

    /// The plans as text: each walk, each move with its flags and the walk expected after it
    /// (or the refusal), then the coverage.
    public static func text(_ entries: [Entry]) -> String {
        var out = ""
        for entry in entries {
            let (graph, plan) = (entry.graph, entry.plan)
            out += "\(graph.name): \(plan.walks.count) walks, \(plan.totalLength) moves (\(plan.shortestSum) for each item's shortest walk alone)\n"
            for (number, walk) in plan.walks.enumerated() { out += text(walk, "walk \(number + 1)", entry) }
            out += "coverage: " + plan.counts.map { "\($0.kind.rawValue) \($0.covered)/\($0.total)" }.joined(separator: ", ") + "\n"
            for uncovered in plan.uncovered { out += "  not covered: \(describe(uncovered.item, in: graph)) (\(uncovered.reason.rawValue))\n" }
        }
        return out
    }

    private static func text(_ walk: TestWalk, _ title: String, _ entry: Entry) -> String {
        let graph = entry.graph
        var out = "\(title): \(start(walk, in: graph)): \(tabPrefix(walk.initialTabs, in: graph))\(walk.initial.map { describe($0, in: graph) }.joined(separator: ", "))\n"
        let tabStates = walk.tabStates
        for (number, (move, after)) in zip(walk.moves, walk.walks).enumerated() {
            // A child's moves first, on its screens inside the use-step.
            if let child = move.child, let childGraph = entry.childGraph(of: move) {
                for (childMove, childAfter) in zip(child.moves, child.walks) {
                    let shown = result(childMove, after: childAfter, in: childGraph)
                    out += "    \(child.flow): \(place(childMove, in: childGraph)) --\(action(childMove, in: childGraph))--> \(shown)  [flags: \(trueFlags(childMove.flags, in: graph))]\n"
                }
            }
            let tab = tabStates.isEmpty || move.tabs == nil ? "" : tabPrefix(tabStates[number], in: graph)
            out += "  \(place(move, in: graph)) --\(action(move, in: graph))--> \(tab)\(result(move, after: after, in: graph))  [flags: \(trueFlags(move.flags, in: graph))]\n"
        }
        return out
    }
}

extension TestMove {
    /// Whether it is the tab bar's tap on the selected tab, which a guard of `on reselected`
    /// refuses as a disabled gesture.
    var isReselect: Bool {
        if case .reselectTab = via { return true }
        return false
    }
}
