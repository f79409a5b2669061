import FlowPaths
import Testing

/// `TestPlan.walkPositions(covering:)`: the walks of a plan for `.all` that a smaller coverage
/// replays (the test support compiles `.all`'s walks once and picks from them).
@Suite struct WalkSelectionTests {
    /// The kinds of item each smaller criterion asks for, as `PathCriterion` documents them.
    static let kinds: [(PathCriterion, Set<CoverageItem.Kind>)] = [
        (.steps, [.step, .outcome]),
        // In a tabbed router, `transitions` also asks for the tab bar's moves.
        (.transitions, [.transition, .gesture, .alertButton, .tab, .tabReturn, .reselect, .shellAction]),
        (.guards, [.guardOutcome, .guardFlag, .skip]),
        (.all, Set(CoverageItem.Kind.allCases)),
    ]

    /// The walks picked cover every item of the criterion that any walk of the plan covers,
    /// each adds one the walks before it lack, and they keep the plan's order.
    @Test func thePickedWalksCoverWhatThePlanCovers() throws {
        let samples = try BundledFlows.planned() + RandomFlowPathTests.samples
        var skipped = 0
        for planned in samples {
            let plan = planned.plan
            for (criterion, kinds) in Self.kinds {
                let positions = plan.walkPositions(covering: criterion)
                let wanted = Set(plan.walks.flatMap(\.covers).filter { kinds.contains($0.kind) })
                var covered = Set<CoverageItem>()
                for position in positions {
                    let new = plan.walks[position].covers.filter { kinds.contains($0.kind) && !covered.contains($0) }
                    #expect(!new.isEmpty, "\(plan.flow) \(criterion): walk \(position + 1) adds nothing")
                    covered.formUnion(new)
                }
                #expect(covered == wanted, "\(plan.flow) \(criterion): \(wanted.subtracting(covered)) left out")
                #expect(positions == positions.sorted() && Set(positions).count == positions.count)
                skipped += plan.walks.count - positions.count
            }
        }
        #expect(skipped > 0, "some smaller coverage leaves a walk out")
    }
}
