import FlowChecker
import FlowCore
import FlowPaths
import FlowTestSupport

/// Replays a planned walk move by move and says where it disagrees with the flow's meaning:
/// the reference interpreter (`ReferenceInterpreter`, which reads the syntax tree, not the
/// graph the planner reads) gives the walk after each move, and the walk's own bookkeeping
/// must hold (each move made on the step on top, `kept` within the walk before it).
struct WalkReplay {
    let graph: FlowGraph
    let reference: ReferenceInterpreter

    init(_ planned: PlannedFlow) {
        graph = planned.graph
        reference = ReferenceInterpreter(planned.syntax)
    }

    /// The flag values by name, as the reference reads them.
    func byName(_ flags: [Bool]) -> [String: Bool] {
        Dictionary(uniqueKeysWithValues: zip(graph.flagNames, flags))
    }

    func names(_ walk: [WalkEntry]) -> [String] { walk.map { graph.steps[$0.step].name } }

    /// A disagreement, as a message.
    struct Problem: CustomStringConvertible {
        let description: String
        /// Whether the move is the gesture `dismissed` on a cover's root, which the runtime
        /// disables (`FlowNavigator.gesture`) and the planner doesn't know about.
        var isGestureOnCoverRoot = false
    }

    /// Every disagreement of `walk`; empty when it replays as planned.
    func problems(_ walk: TestWalk) -> [Problem] {
        var problems = startProblems(walk).map { Problem(description: $0) }
        var before = walk.initial
        for (number, (move, after)) in zip(walk.moves, walk.walks).enumerated() {
            let at = "move \(number + 1) (\(move.event) on \(names(before)), flags \(byName(move.flags)))"
            guard let top = before.last else {
                problems.append(Problem(description: "\(at): made on an empty walk"))
                break
            }
            var found: [String] = []
            if move.step != top.step { found.append("made on \(graph.steps[move.step].name), not the step on top") }
            if move.flags.count != graph.flags.count { found.append("\(move.flags.count) flag values for \(graph.flags.count) flags") }
            found += resultProblems(move, before: before, after: after)
            let onCoverRoot = move.event == "dismissed" && top.style == .cover
            problems += found.map { Problem(description: "\(at): \($0)", isGestureOnCoverRoot: onCoverRoot) }
            before = after
        }
        return problems
    }

    /// A root walk starts with the root as its skip rules show it for the flags given; a
    /// link's walk is the link's stack.
    private func startProblems(_ walk: TestWalk) -> [String] {
        switch walk.start {
        case .root(let root, let flags):
            guard graph.roots.contains(root) else { return ["starts at \(graph.steps[root].name), not a root"] }
            let shown = reference.entered(graph.steps[root].name, byName(flags))
            return names(walk.initial) == [shown] && walk.initial.allSatisfy({ $0.style == .push }) ? []
                : ["starts on \(names(walk.initial)); the reference shows \(shown) at root \(graph.steps[root].name)"]
        case .link(let index, _, _):
            guard graph.links.indices.contains(index) else { return ["opens link \(index), which the flow lacks"] }
            return walk.initial.map(\.step) == graph.links[index].walk && walk.moves.isEmpty ? []
                : ["link \(graph.links[index].patternText) walk \(names(walk.initial))"]
        }
    }

    /// For a tap on an alert's button, the line the reference takes; `nil` for another move.
    private func answeredLine(_ move: TestMove, _ flags: [String: Bool]) -> TransitionDecl? {
        guard case .answer(let alert) = move.via else { return nil }
        return reference.line(answering: move.event, of: graph.alerts[alert].name, flags)
    }

    private func resultProblems(_ move: TestMove, before: [WalkEntry], after: [WalkEntry]) -> [String] {
        let flags = byName(move.flags)
        let expected: (walk: [String], styles: [FlowPresentation])?
        if case .answer(let alert) = move.via {
            // A tap that only closes the alert leaves the walk as it was.
            expected = reference.walk(answering: move.event, of: graph.alerts[alert].name, from: names(before), styles: before.map(\.style), flags)
                ?? (names(before), before.map(\.style))
        } else {
            expected = reference.walk(after: move.event, from: names(before), styles: before.map(\.style), flags)
        }
        switch move.result {
        case .moved(let kept, _):
            var problems: [String] = []
            if kept > before.count || kept < 1 { problems.append("keeps \(kept) entries of a walk of \(before.count)") }
            if let expected, expected.walk == names(after), expected.styles == after.map(\.style) { return problems }
            return problems + ["moves to \(names(after)) \(after.map(\.style.name)); the reference says \(expected.map { "\($0.walk) \($0.styles.map(\.name))" } ?? "refused")"]
        case .showsAlert(let alert):
            let shown = reference.alert(shownFrom: graph.steps[move.step].name, event: move.event, flags)
            let problems = after == before ? [] : ["showing an alert changed the walk"]
            return shown == graph.alerts[alert].name ? problems : problems + ["shows \(graph.alerts[alert].name); the reference shows \(shown ?? "none")"]
        case .finished(let outcome):
            let taken = answeredLine(move, flags) ?? reference.transition(from: graph.steps[move.step].name, event: move.event, flags)
            guard graph.steps[outcome].role == .outcome, taken?.target.enteredStep?.name == graph.steps[outcome].name else {
                return ["ends on \(graph.steps[outcome].name); the reference takes \(String(describing: taken?.target.written.name))"]
            }
            return after == before ? [] : ["ending on an outcome changed the walk"]
        case .refused:
            let problems = after == before ? [] : ["a refusal changed the walk"]
            return expected == nil ? problems : problems + ["refused; the reference moves to \(expected!.walk)"]
        }
    }
}
