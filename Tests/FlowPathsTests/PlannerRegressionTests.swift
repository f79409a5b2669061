import FlowCore
import FlowPaths
import Testing

/// The smallest flows that showed planner bugs, now fixed: a root's skip rule applying is
/// coverable, a cover's root offers no gesture, and an event whose guards cover every case is
/// no refusal to cover.
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

    /// `go` is guarded on both ways, but `x` and `!x` leave no case out: no refusal to cover.
    /// `stay`, guarded by `x` alone, is refused when `x` is false, inside a walk that goes on.
    @Test func onlyAnEventWithAGapIsARefusal() throws {
        let planned = try Self.plan("flow G {\n    flag x\n    start s\n    step s {\n        on go -> a when x\n        on go -> b when !x\n        on stay -> a when x\n    }\n    final step a\n    final step b\n}\n")
        let refusals = planned.plan.counts.first { $0.kind == .refusal }
        #expect(refusals?.total == 1 && refusals?.covered == 1, "\(planned.plan.counts)")
        #expect(!planned.plan.uncovered.contains { $0.item.kind == .refusal }, "\(planned.plan.uncovered)")
        let refused = planned.plan.walks.flatMap(\.moves).filter { $0.result == .refused }
        #expect(refused.map(\.event) == ["stay"] && refused.first?.flags == [false])
    }
}
