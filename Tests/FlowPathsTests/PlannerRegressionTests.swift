import FlowCore
import FlowPaths
import Testing

/// The smallest flows that showed two planner bugs, now fixed: a root's skip rule applying is
/// coverable, and a cover's root offers no gesture.
@Suite struct PlannerRegressionTests {
    static func plan(_ text: String) throws -> PlannedFlow {
        try #require(PlannedFlow.planModule([SourceFile(path: "Bug.flow", text: text)]).first)
    }

    /// Starting at `a` with `f` true shows `b`: the skip rule of `a` applies, so the item is
    /// covered, by a walk that starts with `f` true.
    @Test func aRootsSkipRuleApplyingIsCovered() throws {
        let planned = try Self.plan("flow R {\n    flag f\n    start a\n    step a {\n        skip when f\n        -> b\n    }\n    final step b\n}\n")
        let a = try #require(planned.graph.stepIDs.first { planned.graph.steps[$0].name == "a" })
        #expect(CoverageOracle(graph: planned.graph).reach().rootSkips.contains(.skip(a, applies: true)))
        #expect(planned.plan.uncovered.isEmpty, "\(planned.plan.uncovered)")
    }

    /// `b` is presented as a cover: the runtime disables the gesture on a cover's root, so no
    /// walk makes `dismissed` on `b`, and its `on dismissed` is listed as not coverable.
    @Test func noGestureOnACoversRoot() throws {
        let planned = try Self.plan("flow C {\n    flag f\n    start a\n    step a {\n        on open -> b as cover\n        -> done\n    }\n    step b {\n        on close -> dismiss\n        on dismissed -> back when f\n    }\n    final step done\n}\n")
        let replay = WalkReplay(planned)
        let moves = planned.plan.walks.flatMap(\.moves).filter { $0.event == "dismissed" }
        #expect(moves.isEmpty, "\(moves)")
        #expect(planned.plan.walks.flatMap(replay.problems).isEmpty)
        #expect(planned.plan.uncovered.contains { $0.item.kind == .transition && $0.reason == .unsatisfiable })
    }
}
