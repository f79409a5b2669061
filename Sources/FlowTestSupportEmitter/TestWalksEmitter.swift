import FlowChecker
import FlowCore
import enum FlowPaths.PathCriterion
import struct FlowPaths.TestMove
import struct FlowPaths.TestPlan
import struct FlowPaths.TestWalk
import struct FlowPaths.WalkEntry
import FlowSwiftEmitter

/// A flow's test support: `CheckoutTestSupport`, with its walks for each coverage as plain
/// values and what a replay needs (its flags from values, its links opened), and
/// `Checkout.testWalks(_:)`. A type of the test target's own, so that no conformance of the
/// app's types is declared outside the app.
struct TestWalksEmitter {
    let model: FlowModel
    let flow: CheckedFlow
    /// The walks to print, planned for `.all`.
    let plan: TestPlan
    /// The module's flows by name: the children whose screens a walk goes through at a use-step.
    let children: [String: CheckedFlow]

    var graph: FlowGraph { flow.graph }
    var name: String { model.names.flow }
    var support: String { model.names.flowName + "TestSupport" }

    func emit(into printer: inout CodePrinter) {
        printer.doc(["The walks `flowc paths` plans for \(graph.name), for its tests: `@Test(arguments: \(name).testWalks(.all))`."])
        printer.block("nonisolated extension \(name)") { printer in
            printer.block("static func testWalks(_ coverage: \(RuntimeContract.qualified(.flowTestCoverage))) -> [\(RuntimeContract.qualified(.flowTestWalk))<\(support)>]") { printer in
                printer.line("\(support).walks(coverage)")
            }
        }
        printer.line()
        printer.doc(["What replaying \(graph.name)'s walks needs: its flags from values, its links opened, and the walks."])
        printer.block("nonisolated enum \(support): \(RuntimeContract.qualified(.flowTestSupport))") { printer in
            printer.line("typealias Flow = \(name)")
            printer.line()
            // Every coverage replays walks of `.all`'s plan: the moves are compiled once.
            printer.block("static func walks(_ coverage: \(RuntimeContract.qualified(.flowTestCoverage))) -> [\(RuntimeContract.qualified(.flowTestWalk))<\(support)>]") { printer in
                printer.line("switch coverage {")
                for criterion in PathCriterion.allCases {
                    let calls = plan.walkPositions(covering: criterion).map { "_walk\($0 + 1)()" }
                    printer.line("case .\(criterion.rawValue): [" + calls.joined(separator: ", ") + "]")
                }
                printer.line("}")
            }
            printer.line()
            emitFlags(into: &printer)
            printer.line()
            printer.line("@MainActor")
            printer.block("static func open(_ url: Swift.String, on navigator: FlowRuntime.FlowNavigator<\(name)>) -> Swift.Bool") { printer in
                printer.line(graph.links.isEmpty ? "false" : "navigator.open(url: url) == nil")
            }
            emitWalks(plan, into: &printer)
        }
    }

    /// `flags`, and `flagValues`, which the UI-test loop shares: the flags for values in
    /// declared order, a missing value false.
    private func emitFlags(into printer: inout CodePrinter) {
        printer.block("static func flags(_ values: [Swift.Bool]) -> \(name).Flags") { printer in
            printer.line("flagValues(values)")
        }
        printer.line()
        printer.block("static func flagValues(_ values: [Swift.Bool]) -> \(model.names.flagValues)") { printer in
            let arguments = graph.flags.indices.map { "\(SwiftNames.label(graph.flags[$0].name)): \($0) < values.count && values[\($0)]" }
            printer.line("\(model.names.flagValues)(" + arguments.joined(separator: ", ") + ")")
        }
    }

    /// `_walk1()` and on: each walk of the plan made by a function of its own, one statement a
    /// move, so that the compiler's work grows with the walks' length: one array literal of
    /// them all took minutes at 200 steps, and one function of them all seconds.
    private func emitWalks(_ plan: TestPlan, into printer: inout CodePrinter) {
        let walkType = "\(RuntimeContract.qualified(.flowTestWalk))<\(support)>"
        for (number, walk) in plan.walks.enumerated() {
            printer.line()
            printer.block("private static func _walk\(number + 1)() -> \(walkType)") { printer in
                emit(walk, named: "walk \(number + 1)", into: &printer)
            }
        }
    }

    private func emit(_ walk: TestWalk, named title: String, into printer: inout CodePrinter) {
        let start: String
        switch walk.start {
        case .root(let root, let flags):
            start = ".root(.\(model.stepCases[root.index]), flags: \(Self.literal(flags)), walk: \(kinds(walk.initial)))"
        case .link(_, let url, let flags):
            // A missing flag value is false: the flags are spelled out only for a link into a
            // tab the bar shows under a flag.
            let opened = flags.contains(true) ? ", flags: \(Self.literal(flags))" : ""
            start = ".link(\(SwiftNames.stringLiteral(url))\(opened), walk: \(kinds(walk.initial)))"
        }
        guard !walk.moves.isEmpty else {
            printer.line("return .init(name: \(SwiftNames.stringLiteral(title)), start: \(start), moves: [])")
            return
        }
        printer.line("var moves: [\(RuntimeContract.qualified(.flowTestMove))<\(name)>] = []")
        for move in walk.moves {
            let fields = Self.fields(move, model, graph)
            guard let childWalk = move.child, let child = children[childWalk.flow] else {
                printer.line("moves.append(.init(\(fields)))")
                continue
            }
            // A child's outcome, made through the child's screens: one move of the child a line.
            let childModel = FlowModel(child.graph)
            printer.line("moves.append(.init(\(fields), child: .init(\(childModel.names.flow).self, moves: [")
            printer.indented { printer in
                for childMove in childWalk.moves { printer.line(".init(\(Self.fields(childMove, childModel, child.graph))),") }
            }
            printer.line("])))")
        }
        printer.line("return .init(name: \(SwiftNames.stringLiteral(title)), start: \(start), moves: moves)")
    }

    /// `step: .cart, event: .next, flags: [...], expected: ...`: a move's arguments, named as
    /// `model`'s flow names its steps and events; in a tabbed router, the state expected after a
    /// move that moves (`.tabs`), and the tab bar's move (`bar:`).
    static func fields(_ move: TestMove, _ model: FlowModel, _ graph: FlowGraph) -> String {
        let step = { (step: StepID) in "." + model.stepCases[step.index] }
        let expected: String
        switch move.result {
        case .moved(let kept, let entered):
            if let tabs = move.tabs {
                let walks = tabs.walks.map { "[" + $0.map { step($0.step) }.joined(separator: ", ") + "]" }
                expected = ".tabs(selected: \(step(tabs.selected)), walks: [\(walks.joined(separator: ", "))])"
            } else {
                expected = ".walk(keeping: \(kept), entering: \(entered.map { step($0.step) } ?? "nil"))"
            }
        case .finished(let outcome): expected = ".outcome(\(step(outcome)))"
        case .refused: expected = ".refused"
        // An alert with a payload is named: the walk can't spell the payload, the test supplies it.
        case .showsAlert(let alert) where !graph.alerts[alert].parameters.isEmpty: expected = ".alertNamed(\(SwiftNames.stringLiteral(graph.alerts[alert].name)))"
        case .showsAlert(let alert): expected = ".alert(.\(SwiftNames.identifier(graph.alerts[alert].name)))"
        }
        let event = SwiftNames.identifier(move.event)
        let bar = switch move.via {
        case .step: ""
        case .selectTab(let tab): ", bar: .select(\(step(tab)))"
        case .reselectTab(let tab): ", bar: .reselect(\(step(tab)))"
        case .shellAction(let position): ", bar: .action(.\(model.eventCases[graph.shell[position].eventID.index]))"
        case .answer(let alert) where !graph.alerts[alert].parameters.isEmpty: ", answeringNamed: \(SwiftNames.stringLiteral(graph.alerts[alert].name))"
        case .answer(let alert): ", answering: .\(SwiftNames.identifier(graph.alerts[alert].name))"
        }
        return "step: \(step(move.step)), event: .\(event), flags: \(literal(move.flags)), expected: \(expected)\(bar)"
    }

    private func kinds(_ walk: [WalkEntry]) -> String {
        "[" + walk.map { "." + model.stepCases[$0.step.index] }.joined(separator: ", ") + "]"
    }

    static func literal(_ flags: [Bool]) -> String {
        "[" + flags.map { $0 ? "true" : "false" }.joined(separator: ", ") + "]"
    }
}
