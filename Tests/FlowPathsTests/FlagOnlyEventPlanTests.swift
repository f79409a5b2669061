import FlowCore
import FlowPaths
import Testing

/// An event written `only when` is offered only where one of its guards holds: the planner
/// never makes it where it would go nowhere, lists no refusal for it, and doesn't call what
/// can't happen there (its guard failing alone, a flag of a conjunction false) uncoverable.
@Suite struct FlagOnlyEventPlanTests {
    static let flow = """
        router Accounts {
            flag isOwnAccount, isPro
            start accountDetail
            step accountDetail {
                on openMetrics -> metrics only when isOwnAccount
                on upgrade -> pro only when isOwnAccount && !isPro
                on follow -> followers when !isOwnAccount
            }
            step metrics
            step pro
            step followers
        }

        """

    @Test func aFlagOnlyEventIsNeverMadeWhereItGoesNowhere() throws {
        let planned = try PlannerRegressionTests.plan(Self.flow)
        let moves = planned.plan.walks.flatMap(\.moves)
        let refused = moves.filter { $0.result == .refused }
        // `follow` is a plain guard: refused when `isOwnAccount` is true, and tested so.
        #expect(refused.map(\.event) == ["follow"], "\(refused)")
        #expect(planned.plan.uncovered.isEmpty, "\(planned.plan.uncovered)")
        let isOwnAccount = try #require(planned.graph.flags.firstIndex { $0.name == "isOwnAccount" })
        #expect(moves.filter { $0.event == "openMetrics" || $0.event == "upgrade" }.allSatisfy { $0.flags[isOwnAccount] })
        #expect(planned.plan.counts.first { $0.kind == .refusal }?.total == 1, "\(planned.plan.counts)")
        let oracle = CoverageOracle(graph: planned.graph)
        let reach = oracle.reach()
        #expect(oracle.items().allSatisfy { oracle.canHappen($0, reach) })
        #expect(planned.plan.walks.flatMap(WalkReplay(planned).problems).isEmpty)
    }
}
