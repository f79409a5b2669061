import FlowChecker
import FlowCore
import FlowPaths

extension AppPathReport {
    /// The apps' plans as JSON (docs/Testing.md): what `PathReport.json(_:apps:)` writes under
    /// `apps`: each app's walks, each move with every app flag's value and the app expected
    /// after it, then the coverage counts and what is not covered, with the reason.
    public static func json(_ entries: [Entry]) -> JSONValue {
        .array(entries.map { entry in
            let plan = entry.plan
            return .object([
                ("app", .string(plan.app)),
                ("walks", .array(plan.walks.map { walk in
                    .object([
                        ("flags", json(walk.flags, entry)),
                        ("start", json(walk.initial, entry)),
                        ("moves", .array(walk.moves.map { json($0, entry) })),
                    ])
                })),
                ("coverage", .object(plan.counts.map { ($0.kind.rawValue, .object([("covered", .number($0.covered)), ("total", .number($0.total))])) })),
                ("uncovered", .array(plan.uncovered.map { .object([("item", .string(describe($0.item, entry))), ("reason", .string($0.reason.rawValue))]) })),
                ("moves", .number(plan.totalLength)),
            ])
        })
    }

    /// A move: what is done (`root` with the root's step and event, `send`, `answer`, or
    /// `open`), every flag, and what must follow.
    private static func json(_ move: AppTestMove, _ entry: Entry) -> JSONValue {
        var fields: [(String, JSONValue)]
        switch move.action {
        case .root(let root, let made):
            let graph = entry.graph(root)
            fields = [("root", .string(entry.app[root: root].name)), ("step", .string(graph.steps[made.step].name)), ("event", .string(made.event))]
            switch made.via {
            case .step: break
            case .selectTab(let tab): fields.append(("bar", .object([("select", .string(graph.steps[tab].name))])))
            case .reselectTab(let tab): fields.append(("bar", .object([("reselect", .string(graph.steps[tab].name))])))
            case .shellAction(let position): fields.append(("bar", .object([("action", .string(graph.shell[position].event))])))
            case .answer(let alert): fields.append(("answer", .string(graph.alerts[alert].name)))
            }
        case .event(let event): fields = [("send", .string(entry.app.events[event].name))]
        case .answer(let step, let position):
            fields = [("answer", .string(entry.app[step: step].name)), ("event", .string(entry.app[step: step].transitions[position].event))]
        case .openLink(_, _, let url): fields = [("open", .string(url))]
        }
        let expect: JSONValue = switch move.result {
        case .moved(let state): json(state, entry)
        case .refused: .object([("refused", .string("noTransition"))])
        }
        return .object(fields + [("flags", json(move.flags, entry)), ("expect", expect)])
    }

    /// The app's state: `root`, its `walk` (the selected tab's, with `tab`), `overTop` and
    /// `heldLink` where there are any.
    private static func json(_ state: AppTestState, _ entry: Entry) -> JSONValue {
        let graph = entry.graph(state.root)
        var fields: [(String, JSONValue)] = [("root", .string(entry.app[root: state.root].name))]
        if let tab = state.tab { fields.append(("tab", .string(graph.steps[tab].name))) }
        fields.append(("walk", .array(state.walk.map { .object([("step", .string(graph.steps[$0.step].name)), ("style", .string($0.style.name))]) })))
        if !state.overTop.isEmpty {
            fields.append(("overTop", .array(state.overTop.map { .object([("step", .string(entry.app[step: $0.step].name)), ("style", .string($0.style.name))]) })))
        }
        if let held = state.heldLink { fields.append(("heldLink", .string(held.url))) }
        return .object(fields)
    }

    private static func json(_ flags: [Bool], _ entry: Entry) -> JSONValue {
        .object(entry.app.flags.indices.map { (entry.app.flags[$0], .bool(flags[$0])) })
    }
}
