import FlowCompiler
import FlowPaths
import FlowReports
import Testing

/// The planner is deterministic: the same flow planned twice, or checked with the module's
/// files in another order, gives the same JSON report, byte for byte.
@Suite struct PathPlanDeterminismTests {
    /// Each flow's plan as `flowc paths --format json` prints it.
    static func json(_ flows: [PlannedFlow]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: flows.map { planned in
            (planned.graph.name, PathReport.json([PathReport.Entry(graph: planned.graph, plan: planned.plan)]).rendered())
        })
    }

    /// Planning each checked flow again gives the same report.
    @Test func planningTwiceGivesTheSameWalks() throws {
        let flows = try BundledFlows.planned()
        #expect(!flows.isEmpty)
        for planned in flows {
            let again = PathPlanner.plan(planned.flow, criterion: .all)
            let first = PathReport.json([PathReport.Entry(graph: planned.graph, plan: planned.plan)]).rendered()
            let second = PathReport.json([PathReport.Entry(graph: planned.graph, plan: again)]).rendered()
            #expect(first == second, "\(planned.graph.name) planned twice")
            #expect(first.contains("\"walks\""), "\(planned.graph.name): the report lists walks")
            #expect(again.walks == planned.plan.walks && again.uncovered == planned.plan.uncovered)
        }
    }

    /// Checking `Flows/` with its files in reverse order gives each flow the same report.
    @Test func fileOrderDoesNotMatter() throws {
        let files = try BundledFlows.files()
        let forward = Self.json(PlannedFlow.planModule(files))
        let reversed = Self.json(PlannedFlow.planModule(files.reversed()))
        #expect(forward.count >= 6)
        #expect(Set(forward.keys) == Set(reversed.keys))
        for (name, text) in forward {
            #expect(reversed[name] == text, "\(name) checked with the files reversed")
        }
    }

    /// Every criterion plans deterministically too, and a narrower criterion counts only its
    /// own kinds of item.
    @Test func everyCriterionIsDeterministic() throws {
        for planned in try BundledFlows.planned() {
            for criterion in PathCriterion.allCases {
                let first = PathPlanner.plan(planned.flow, criterion: criterion)
                let second = PathPlanner.plan(planned.flow, criterion: criterion)
                let entries = [first, second].map { PathReport.Entry(graph: planned.graph, plan: $0) }
                #expect(PathReport.json([entries[0]]).rendered() == PathReport.json([entries[1]]).rendered(), "\(planned.graph.name) --cover \(criterion)")
                let kinds = Set(first.counts.map(\.kind))
                let expected: Set<CoverageItem.Kind> = switch criterion {
                case .steps: [.step, .outcome]
                case .transitions: [.transition, .gesture, .tab, .tabReturn, .reselect, .shellAction, .alertButton]
                case .guards: [.guardOutcome, .guardFlag, .skip]
                case .all: Set(CoverageItem.Kind.allCases)
                }
                #expect(kinds.isSubset(of: expected), "\(planned.graph.name) --cover \(criterion) counts \(kinds)")
            }
        }
    }
}
