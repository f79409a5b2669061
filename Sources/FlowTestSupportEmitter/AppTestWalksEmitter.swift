import FlowChecker
import FlowCore
import struct FlowPaths.AppPlan
import struct FlowPaths.AppTestMove
import struct FlowPaths.AppTestState
import struct FlowPaths.AppWalk
import FlowSwiftEmitter

/// An app's test support: `VaultAppTestSupport`, with its walks as plain values and its flags
/// from values, and `VaultApp.testWalks()`. A move of a root is replayed by the root flow's
/// own test support (`VaultTabsTestSupport`), which the same test target generates.
struct AppTestWalksEmitter {
    let model: AppModel
    let plan: AppPlan
    /// By root index: the model and graph of the root's flow.
    let roots: [(model: FlowModel, graph: FlowGraph)]

    var app: CheckedApp { model.app }
    var name: String { model.names.app }
    var support: String { model.names.appName + "TestSupport" }
    var walkType: String { "\(RuntimeContract.qualified(.flowAppTestWalk))<\(support)>" }

    func emit(into printer: inout CodePrinter) {
        let walks = plan.walks.enumerated().compactMap { number, walk in overTopValues(walk).map { (number, walk, $0) } }
        printer.doc(["The walks `flowc paths` plans for \(app.name), for its tests: `@Test(arguments: \(name).testWalks())`."])
        printer.block("nonisolated extension \(name)") { printer in
            printer.block("static func testWalks() -> [\(walkType)]") { printer in
                printer.line("\(support).walks()")
            }
        }
        printer.line()
        printer.doc(["What replaying \(app.name)'s walks needs: its flags from values, and the walks."])
        printer.block("nonisolated enum \(support): \(RuntimeContract.qualified(.flowAppTestSupport))") { printer in
            printer.line("typealias App = \(name)")
            printer.line()
            printer.block("static func walks() -> [\(walkType)]") { printer in
                printer.line("[" + walks.map { "_walk\($0.0 + 1)()" }.joined(separator: ", ") + "]")
            }
            printer.line()
            printer.block("static func flags(_ values: [Swift.Bool]) -> \(name).Flags") { printer in
                let arguments = app.flags.indices.map { "\(SwiftNames.label(app.flags[$0])): \($0) < values.count && values[\($0)]" }
                printer.line("\(model.names.flagValues)(" + arguments.joined(separator: ", ") + ")")
            }
            for (number, walk, overTop) in walks {
                printer.line()
                printer.block("private static func _walk\(number + 1)() -> \(walkType)") { printer in
                    emit(walk, named: "walk \(number + 1)", overTop: overTop, into: &printer)
                }
            }
        }
    }

    private func emit(_ walk: AppWalk, named title: String, overTop: [[String]], into printer: inout CodePrinter) {
        let head = "name: \(SwiftNames.stringLiteral(title)), flags: \(TestWalksEmitter.literal(walk.flags)), start: .\(model.rootCases[walk.initial.root.index])"
        guard !walk.moves.isEmpty else {
            printer.line("return .init(\(head), moves: [])")
            return
        }
        printer.line("var moves: [\(RuntimeContract.qualified(.flowAppTestMove))<\(name)>] = []")
        for (move, steps) in zip(walk.moves, overTop) {
            let expected = switch move.result {
            case .refused: ".refused"
            case .moved(let state):
                ".app(root: .\(model.rootCases[state.root.index]), overTop: [\(steps.joined(separator: ", "))], heldLink: \(state.heldLink.map { SwiftNames.stringLiteral($0.url) } ?? "nil"))"
            }
            let tail = "flags: \(TestWalksEmitter.literal(move.flags)), expected: \(expected)))"
            switch move.action {
            case .root(let root, let made):
                let (rootModel, graph) = roots[root.index]
                let rootCase = model.rootCases[root.index]
                printer.line("moves.append(.init(action: .root { shown in")
                printer.indented { printer in
                    printer.line("guard case .\(rootCase)(let navigator) = shown else { return \"expected the root \(app[root: root].name) on screen\" }")
                    let replay = "\(RuntimeContract.qualified(.flowTestWalk))<\(rootModel.names.flowName)TestSupport>.replay"
                    printer.line("return \(replay)(.init(\(TestWalksEmitter.fields(made, rootModel, graph))), on: navigator)")
                }
                printer.line("}, " + tail)
            case .event(let event):
                printer.line("moves.append(.init(action: .send(\(eventValue(event)!)), " + tail)
            case .answer(let step, let position):
                let event = app[step: step].transitions[position].event
                printer.line("moves.append(.init(action: .answer(.\(model.stepEventCases[model.stepEventNames.firstIndex(of: event)!])), " + tail)
            case .openLink(_, _, let url):
                printer.line("moves.append(.init(action: .open(\(SwiftNames.stringLiteral(url))), " + tail)
            }
        }
        printer.line("return .init(\(head), moves: moves)")
    }

    /// `.loginRequest(id: "x")`: app event `event` with a sample value for each payload
    /// parameter; `nil` when a parameter's type has none (and no default).
    func eventValue(_ event: Int) -> String? {
        let values = sampleValues(app.events[event].parameters)
        return values.map { "." + model.eventCases[event] + payload(app.events[event].parameters, $0) }
    }

    /// The app-level steps over the top after each move of `walk`, each spelt with its
    /// payload (`.approveLogin(id: "x")`); `nil` when an event of the walk has a payload no
    /// sample value makes, and the walk is left out.
    func overTopValues(_ walk: AppWalk) -> [[String]]? {
        var stack: [(step: AppStepID, values: [String])] = []
        var result: [[String]] = []
        for move in walk.moves {
            var sources: [String]?
            switch move.action {
            case .event(let event):
                guard let values = sampleValues(app.events[event].parameters) else { return nil }
                sources = values
            case .answer: sources = stack.last?.values
            case .root, .openLink: sources = nil
            }
            guard case .moved(let state) = move.result else {
                result.append(stack.map { spell($0.step, $0.values) })
                continue
            }
            if state.overTop.count < stack.count { stack.removeLast(stack.count - state.overTop.count) }
            if state.overTop.count > stack.count, let added = state.overTop.last, let sources {
                stack.append((added.step, arguments(of: move, for: added.step, from: sources)))
            }
            result.append(stack.map { spell($0.step, $0.values) })
        }
        return result
    }

    /// The payload values of `step`, presented by `move`, from the values of the event or
    /// step that presents it (`sources`), as the app's logic passes them.
    private func arguments(of move: AppTestMove, for step: AppStepID, from sources: [String]) -> [String] {
        let branches: [AppLogic.Branch] = switch move.action {
        case .event(let event): model.logic.eventArms[event].branches
        case .answer(let top, let position): [AppLogic.Branch(condition: nil, move: AppLogic.move(app[step: top].transitions[position].move, app, from: app[step: top].parameters))]
        case .root, .openLink: []
        }
        for branch in branches {
            guard case .present(let presented, let arguments, _)? = branch.move, presented == step else { continue }
            return arguments.map { argument in
                switch argument {
                case .bound(let position): sources[position]
                case .defaultValue(let text): text
                }
            }
        }
        return []
    }

    private func spell(_ step: AppStepID, _ values: [String]) -> String {
        "." + model.stepCases[step.index] + payload(app[step: step].parameters, values)
    }

    private func payload(_ parameters: [PayloadParameter], _ values: [String]) -> String {
        guard !parameters.isEmpty else { return "" }
        return "(" + zip(parameters, values).map { "\(SwiftNames.label($0.label.name)): \($1)" }.joined(separator: ", ") + ")"
    }

    /// A sample value for each parameter: its default, or one of a standard type's; `nil`
    /// when some parameter has neither.
    private func sampleValues(_ parameters: [PayloadParameter]) -> [String]? {
        let samples = ["String": "\"x\"", "Int": "1", "Int64": "1", "Double": "1.5", "Bool": "true"]
        var values: [String] = []
        for parameter in parameters {
            if let value = parameter.defaultValue ?? (parameter.type.hasSuffix("?") ? "nil" : samples[parameter.type]) {
                values.append(value)
            } else {
                return nil
            }
        }
        return values
    }
}
