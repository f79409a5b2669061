import FlowChecker
import FlowCore
import FlowPaths
import Testing

/// `PathPlanner.childMoves`: the child's screens a replay goes through at a use-step before
/// the parent goes on.
@Suite struct ChildMovesTests {
    /// Every outcome move on a use-step of the bundled flows: the child's moves start at the
    /// child's start, end the child on that outcome, and carry the parent's flags; only an
    /// outcome or step that needs a payload leaves the move as one.
    @Test func bundledUseStepsGoThroughTheChild() throws {
        let planned = try BundledFlows.planned()
        let flows = Dictionary(uniqueKeysWithValues: planned.map { ($0.graph.name, $0.flow) })
        var through = 0
        for parent in planned {
            for move in parent.plan.walks.flatMap(\.moves) {
                guard case .use(let name) = parent.graph.steps[move.step].role else { continue }
                let child = try #require(flows[name], "\(name) is a bundled flow")
                // A use-step's other moves (the gesture) are no outcome of the child.
                guard let outcome = child.graph.stepIDs.first(where: { child.graph.steps[$0].role == .outcome && child.graph.steps[$0].name == move.event }) else {
                    #expect(PathPlanner.childMoves(for: move, in: parent.flow, child: child) == nil)
                    continue
                }
                let needsPayload = child.graph.steps[outcome].parameters.contains { $0.defaultValue == nil }
                guard let moves = PathPlanner.childMoves(for: move, in: parent.flow, child: child) else {
                    #expect(needsPayload, "\(parent.graph.name): \(move.event) on \(parent.graph.steps[move.step].name) has no child walk")
                    continue
                }
                through += 1
                #expect(moves.first?.step == child.start)
                #expect(moves.last?.result == .finished(outcome: outcome))
                #expect(moves.allSatisfy { $0.flags.count == parent.graph.flags.count })
            }
        }
        #expect(through >= 2, "some use-step outcomes go through the child: \(through)")
        // The plan made with the module's flows carries the same moves on each such move.
        for parent in planned {
            let plan = PathPlanner.plan(parent.flow, criterion: .all, children: planned.map(\.flow))
            for move in plan.walks.flatMap(\.moves) {
                let name: String? = if case .use(let used) = parent.graph.steps[move.step].role { used } else { nil }
                let expected = name.flatMap { flows[$0] }.flatMap { PathPlanner.childMoves(for: move, in: parent.flow, child: $0) }
                #expect(move.child?.moves == expected && move.child.map(\.flow) == (expected == nil ? nil : name))
            }
        }
    }

    /// The child ends on `done` only with `f`, where the parent goes on from `done` only
    /// without it: no replay can make both, so the move stays one.
    @Test func flagsTheParentReadsOtherwiseKeepTheMoveOne() throws {
        let child = "flow C {\n    flag f\n    start a\n    step a {\n        on ok -> done when f\n        on no -> gone\n    }\n    outcome done\n    outcome gone\n}\n"
        let parent = "router P {\n    flag f\n    start p\n    step p -> u\n    step u uses C {\n        on done -> x when !f\n        on done -> y\n        on gone -> back\n    }\n    final step x\n    final step y\n}\n"
        let planned = PlannedFlow.planModule([SourceFile(path: "C.flow", text: child), SourceFile(path: "P.flow", text: parent)])
        let (c, p) = try (#require(planned.first { $0.graph.name == "C" }), #require(planned.first { $0.graph.name == "P" }))
        let moves = p.plan.walks.flatMap(\.moves).filter { $0.event == "done" }
        #expect(!moves.isEmpty)
        for move in moves {
            let holds = !move.flags[0]
            #expect((PathPlanner.childMoves(for: move, in: p.flow, child: c.flow) == nil) == holds, "\(move.flags)")
        }
        let gone = try #require(p.plan.walks.flatMap(\.moves).first { $0.event == "gone" })
        #expect(PathPlanner.childMoves(for: gone, in: p.flow, child: c.flow)?.map(\.event) == ["no"])
    }

    /// A refused outcome move gets no child walk: the child would end, and the parent refuse.
    /// A child left past its start while the parent goes on above it gets none either (the
    /// parent's walk holds one entry for the child and may come back to it); one the parent
    /// unwinds gets its walk, however deep.
    @Test func onlyWalksTheParentCanFollowGoThroughTheChild() throws {
        let child = "flow Deep {\n    start a\n    step a {\n        on more -> b\n        on no -> gone\n    }\n    step b {\n        on ok -> done\n    }\n    outcome done\n    outcome gone\n}\n"
        let parent = "router P {\n    flag f\n    start p\n    step p {\n        on go -> u\n        on other -> v\n    }\n    step u uses Deep {\n        on done -> x when f\n        on gone -> back\n    }\n    step v uses Deep {\n        on done -> back\n        on gone -> back\n    }\n    step x {\n        on edit -> back\n    }\n}\n"
        let planned = PlannedFlow.planModule([SourceFile(path: "Deep.flow", text: child), SourceFile(path: "P.flow", text: parent)])
        let (deep, p) = try (#require(planned.first { $0.graph.name == "Deep" }), #require(planned.first { $0.graph.name == "P" }))
        let moves = p.plan.walks.flatMap(\.moves)
        func step(_ move: TestMove) -> String { p.graph.steps[move.step].name }
        let refused = try #require(moves.first { step($0) == "u" && $0.event == "done" && $0.result == .refused })
        #expect(PathPlanner.childMoves(for: refused, in: p.flow, child: deep.flow) == nil)
        let onTop = try #require(moves.first { step($0) == "u" && $0.event == "done" && $0.result != .refused })
        #expect(PathPlanner.childMoves(for: onTop, in: p.flow, child: deep.flow) == nil)
        let unwound = try #require(moves.first { step($0) == "v" && $0.event == "done" })
        #expect(PathPlanner.childMoves(for: unwound, in: p.flow, child: deep.flow)?.map(\.event) == ["more", "ok"])
    }

    /// A child's outcome that only its alert's button enters: the child's walk shows the alert
    /// and taps the button (`via: .answer`), and the parent goes on from the outcome.
    @Test func aChildsWalkGoesThroughItsAlert() throws {
        let child = "flow C {\n    start a\n    step a {\n        on delete -> sure\n        on close -> closed\n    }\n    alert sure {\n        on delete destructive -> deleted\n        on keep cancel\n    }\n    outcome deleted\n    outcome closed\n}\n"
        let parent = "router P {\n    start p\n    step p { on open -> u }\n    step u uses C {\n        on deleted -> back\n        on closed -> back\n    }\n}\n"
        let planned = PlannedFlow.planModule([SourceFile(path: "C.flow", text: child), SourceFile(path: "P.flow", text: parent)])
        let (c, p) = try (#require(planned.first { $0.graph.name == "C" }), #require(planned.first { $0.graph.name == "P" }))
        let deleted = try #require(p.plan.walks.flatMap(\.moves).first { $0.event == "deleted" })
        let moves = try #require(PathPlanner.childMoves(for: deleted, in: p.flow, child: c.flow))
        let sure = try #require(c.graph.alertIDs.first)
        #expect(moves.map(\.event) == ["delete", "delete"])
        #expect(moves.map(\.result) == [.showsAlert(sure), .finished(outcome: try #require(c.graph.stepIDs.first { c.graph.steps[$0].name == "deleted" }))])
        #expect(moves.map(\.via) == [.step, .answer(sure)])
    }
}
