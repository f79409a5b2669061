import FlowChecker
import FlowCore
import FlowPaths

extension PathReport {
    /// The plans as JSON, version 1 (docs/Testing.md): each flow's walks, each move with every
    /// flag's value and what must follow (refusals included), then the coverage counts and
    /// what is not covered, with the reason.
    /// With apps, their plans follow under `apps` (`AppPathReport.json`).
    public static func json(_ entries: [Entry], apps: [AppPathReport.Entry] = []) -> JSONValue {
        let appPlans: [(String, JSONValue)] = apps.isEmpty ? [] : [("apps", AppPathReport.json(apps))]
        return .object([
            ("version", .number(1)),
            ("flows", .array(entries.map { entry in
                let (graph, plan) = (entry.graph, entry.plan)
                return .object([
                    ("flow", .string(graph.name)),
                    ("cover", .string(plan.criterion.rawValue)),
                    ("walks", .array(plan.walks.map { json($0, entry) })),
                    ("coverage", .object(plan.counts.map { ($0.kind.rawValue, .object([("covered", .number($0.covered)), ("total", .number($0.total))])) })),
                    ("uncovered", .array(plan.uncovered.map { .object([("item", .string(describe($0.item, in: graph))), ("reason", .string($0.reason.rawValue))]) })),
                    ("moves", .number(plan.totalLength)),
                    ("shortestMoves", .number(plan.shortestSum)),
                ])
            })),
        ] + appPlans)
    }

    private static func json(_ walk: TestWalk, _ entry: Entry) -> JSONValue {
        let graph = entry.graph
        let start: JSONValue
        switch walk.start {
        case .root(let root, let flags): start = .object([("root", .string(graph.steps[root].name)), ("flags", json(flags, graph))])
        case .link(let index, let url, let flags):
            start = .object([("link", .string(graph.links[index].patternText)), ("url", .string(url)), ("flags", json(flags, graph))])
        }
        let tabStates = walk.tabStates
        let moves = zip(walk.moves, walk.walks).enumerated().map { number, pair -> JSONValue in
            let (move, after) = pair
            var fields = json(move, after: after, steps: graph, flags: graph)
            if !tabStates.isEmpty { fields = tabFields(move, fields, tabStates[number], graph) }
            if let child = move.child, let childGraph = entry.childGraph(of: move) {
                let moves = zip(child.moves, child.walks).map { JSONValue.object(json($0, after: $1, steps: childGraph, flags: graph)) }
                fields.append(("child", .object([("flow", .string(child.flow)), ("moves", .array(moves))])))
            }
            return .object(fields)
        }
        let tabs = walk.initialTabs.map { json($0, graph) } ?? []
        return .object([("start", start), ("walk", json(walk.initial, graph))] + tabs + [("moves", .array(moves))])
    }

    /// A tabbed router's move's fields: `bar` says which tab bar move it is (`select`,
    /// `reselect` with the tab, `action` with the bar's action), and a move that moves expects
    /// the selected tab and each tab's walk besides the walk on screen.
    private static func tabFields(_ move: TestMove, _ fields: [(String, JSONValue)], _ tabs: TestTabs, _ graph: FlowGraph) -> [(String, JSONValue)] {
        var fields = fields
        let bar: (String, String)? = switch move.via {
        case .step, .answer: nil
        case .selectTab(let tab): ("select", graph.steps[tab].name)
        case .reselectTab(let tab): ("reselect", graph.steps[tab].name)
        case .shellAction(let position): ("action", graph.shell[position].event)
        }
        if let bar { fields.insert(("bar", .object([(bar.0, .string(bar.1))])), at: 2) }
        guard case .moved = move.result, let expect = fields.firstIndex(where: { $0.0 == "expect" }),
              case .object(let expected) = fields[expect].1 else { return fields }
        fields[expect].1 = .object(expected + json(tabs, graph))
        return fields
    }

    /// `tab`, the selected tab's name, and `tabs`, each tab's walk by its name.
    private static func json(_ tabs: TestTabs, _ graph: FlowGraph) -> [(String, JSONValue)] {
        [("tab", .string(graph.steps[tabs.selected].name)),
         ("tabs", .object(tabs.walks.compactMap { walk in walk.first.map { (graph.steps[$0.step].name, json(walk, graph)) } }))]
    }

    /// A move's fields: its step and event as `steps` names them, its flags as `flags` does
    /// (a child's moves carry the parent's), and what must follow.
    private static func json(_ move: TestMove, after: [WalkEntry], steps: FlowGraph, flags: FlowGraph) -> [(String, JSONValue)] {
        let expect: JSONValue
        switch move.result {
        case .moved: expect = .object([("walk", json(after, steps))])
        case .finished(let outcome): expect = .object([("outcome", .string(steps.steps[outcome].name))])
        case .refused: expect = .object([("refused", .string(move.eventID == .builtIn(.dismissed) || move.isReselect ? "dismissalDisabled" : "noTransition"))])
        case .showsAlert(let alert): expect = .object([("alert", .string(steps.alerts[alert].name))])
        }
        // A tap on an alert's button names the alert it answers.
        let answer: [(String, JSONValue)] = if case .answer(let alert) = move.via { [("answer", .string(steps.alerts[alert].name))] } else { [] }
        return [("step", .string(steps.steps[move.step].name)), ("event", .string(move.event))] + answer
            + [("flags", json(move.flags, flags)), ("expect", expect)]
    }

    private static func json(_ walk: [WalkEntry], _ graph: FlowGraph) -> JSONValue {
        .array(walk.map { .object([("step", .string(graph.steps[$0.step].name)), ("style", .string($0.style.name))]) })
    }

    private static func json(_ flags: [Bool], _ graph: FlowGraph) -> JSONValue {
        .object(graph.flags.indices.map { (graph.flags[$0].name, .bool(flags[$0])) })
    }

    /// The plans as a manual test plan: for each walk, the flags to prepare, then a table of
    /// what to do on each screen (with its doc comment) and what must be on screen after.
    public static func markdown(_ entries: [Entry]) -> String {
        var out = ""
        for entry in entries {
            let (graph, plan) = (entry.graph, entry.plan)
            out += "# Test plan: \(graph.name)\n\n"
            if !graph.doc.isEmpty { out += graph.doc.joined(separator: " ") + "\n\n" }
            out += "\(plan.walks.count) walks. Set the flags before each move as its row says; where a row says refused, check that nothing moves and the same screen stays.\n\n"
            for (number, walk) in plan.walks.enumerated() { out += markdown(walk, "Walk \(number + 1)", entry) }
            out += "## Coverage\n\n| item | covered | total |\n|---|---:|---:|\n"
            out += plan.counts.map { "| \($0.kind.rawValue) | \($0.covered) | \($0.total) |\n" }.joined()
            if !plan.uncovered.isEmpty {
                out += "\nNot covered:\n\n" + plan.uncovered.map { "- \(describe($0.item, in: graph)): \($0.reason.rawValue)\n" }.joined()
            }
            out += "\n"
        }
        return out
    }

    private static func markdown(_ walk: TestWalk, _ title: String, _ entry: Entry) -> String {
        let graph = entry.graph
        var out = "## \(title)\n\n\(start(walk, in: graph)): \(tabPrefix(walk.initialTabs, in: graph))\(walk.initial.map { describe($0, in: graph) }.joined(separator: ", ")).\n\n"
        out += "| # | on screen | do | flags set | then on screen |\n|---:|---|---|---|---|\n"
        let tabStates = walk.tabStates
        for (number, (move, after)) in zip(walk.moves, walk.walks).enumerated() {
            // A child's moves first, on its screens inside the use-step: rows 3.1, 3.2, ...
            if let child = move.child, let childGraph = entry.childGraph(of: move) {
                for (index, (childMove, childAfter)) in zip(child.moves, child.walks).enumerated() {
                    let screen = "\(child.flow): " + markdownScreen(childMove, in: childGraph)
                    out += "| \(number + 1).\(index + 1) | \(screen) | \(markdownAction(childMove, in: childGraph)) | \(trueFlags(childMove.flags, in: graph)) | \(result(childMove, after: childAfter, in: childGraph)) |\n"
                }
            }
            let tab = tabStates.isEmpty || move.tabs == nil ? "" : tabPrefix(tabStates[number], in: graph)
            out += "| \(number + 1) | \(markdownScreen(move, in: graph)) | \(markdownAction(move, in: graph)) | \(trueFlags(move.flags, in: graph)) | \(tab)\(result(move, after: after, in: graph)) |\n"
        }
        return out + "\n"
    }

    /// What to do, in a manual test plan: the event, where to tap in the tab bar, or which
    /// button of the alert shown to tap, with its role.
    private static func markdownAction(_ move: TestMove, in graph: FlowGraph) -> String {
        switch move.via {
        case .step: return move.event
        case .selectTab(let tab): return "tap the tab \(graph.steps[tab].name)"
        case .reselectTab(let tab): return "tap the selected tab \(graph.steps[tab].name) again"
        case .shellAction: return "tap \(move.event) in the tab bar"
        case .answer(let alert):
            let role = graph.alerts[alert].buttons.first { TestEventID($0.eventID, in: graph) == move.eventID }?.role.map { " (\($0.keyword))" } ?? ""
            return "tap the button \(move.event)\(role)"
        }
    }

    /// What is on screen for a move, in a manual test plan: the step, or the alert over it.
    private static func markdownScreen(_ move: TestMove, in graph: FlowGraph) -> String {
        guard case .answer(let alert) = move.via else { return screenName(graph.steps[move.step]) }
        return "\(describe(alert, in: graph)) over " + screenName(graph.steps[move.step])
    }

    /// `**cart**: The basket, ...`: a step in bold, with its doc comment.
    private static func screenName(_ step: FlowGraph.Step) -> String {
        "**\(step.name)**" + (step.doc.isEmpty ? "" : ": " + step.doc.joined(separator: " "))
    }
}
