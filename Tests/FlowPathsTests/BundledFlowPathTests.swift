import FlowChecker
import FlowPaths
import Testing

/// The plans of the bundled flows (`Flows/`, one module) cover everything `.all` asks for:
/// the plan's own counts say so, and so do the walks, read without trusting those counts —
/// every step that can be shown is on top of some walk, every transition is taken by some
/// move under that move's flags, and the items the plan counts are exactly the flow's items.
@Suite struct BundledFlowPathTests {
    /// Every count is full and nothing is listed as uncovered.
    @Test func everyCountIsFull() throws {
        let flows = try BundledFlows.planned()
        #expect(flows.count >= 6, "the bundled flows: \(flows.map(\.graph.name))")
        for planned in flows {
            let plan = planned.plan
            #expect(plan.criterion == .all && plan.flow == planned.graph.name)
            #expect(!plan.counts.isEmpty, "\(plan.flow) has counts")
            for count in plan.counts {
                #expect(count.covered == count.total && count.total > 0, "\(plan.flow): \(count.kind) \(count.covered)/\(count.total)")
            }
            // A link into a tab the bar shows only under a flag (Social's notifications) opens
            // with flags that show it.
            #expect(plan.uncovered.isEmpty, "\(plan.flow): \(plan.uncovered)")
            // The counts count the flow's items, kind by kind, as the oracle enumerates them.
            let items = CoverageOracle(graph: planned.graph).items()
            for kind in CoverageItem.Kind.allCases {
                let total = items.filter { $0.kind == kind }.count
                #expect(plan.counts.first { $0.kind == kind }?.total ?? 0 == total, "\(plan.flow): \(kind) items")
            }
        }
    }

    /// Every step that isn't an outcome and isn't always skipped is on top of the walk at the
    /// start of some walk or after some move.
    @Test func everyStepIsShown() throws {
        for planned in try BundledFlows.planned() {
            let graph = planned.graph
            var shown = Set<StepID>()
            for walk in planned.plan.walks {
                for entries in [walk.initial] + walk.walks {
                    if let top = entries.last { shown.insert(top.step) }
                }
            }
            for step in graph.stepIDs where graph.steps[step].role != .outcome && !graph.steps[step].facts.isAlwaysSkipped {
                #expect(shown.contains(step), "\(graph.name): step \(graph.steps[step].name) is on top of no walk")
            }
            #expect(!shown.contains { graph.steps[$0].role == .outcome }, "\(graph.name): an outcome is never shown")
        }
    }

    /// Every transition is in some walk's `covers`, and, independently, some move takes it:
    /// the move's step has it as the first transition of the move's event whose guard holds
    /// for the move's flags, and the move isn't refused.
    @Test func everyTransitionIsTaken() throws {
        for planned in try BundledFlows.planned() {
            let graph = planned.graph
            let oracle = CoverageOracle(graph: graph)
            let all = planned.plan.walks
            let claimed = Set(all.flatMap(\.covers))
            var taken = Set<CoverageItem>()
            for move in all.flatMap(\.moves) where move.result != .refused {
                // The tab bar's taps and actions take no transition of a step, but a reselect
                // takes the step's written `on reselected`.
                switch move.via {
                case .step: break
                // A tap on an alert's button takes a line of the alert (`everyAlertButtonIsAnswered`).
                case .selectTab, .shellAction, .answer: continue
                case .reselectTab: if !graph.steps[move.step].transitions.contains(where: { $0.event == "reselected" }) { continue }
                }
                // The user's gesture where no `on dismissed` is written takes no transition: it
                // goes back (the replays check where it leads).
                if move.event == "dismissed", !graph.steps[move.step].transitions.contains(where: { $0.event == "dismissed" }) { continue }
                guard let event = graph.eventIDs.first(where: { graph.event($0) == move.event }) else {
                    Issue.record("\(graph.name): no event \(move.event)")
                    continue
                }
                if let position = oracle.taken(from: move.step, event: event, flags: move.flags) {
                    taken.insert(.transition(move.step, position: position))
                } else {
                    Issue.record("\(graph.name): \(move.event) on \(graph.steps[move.step].name) moves, but no transition applies")
                }
            }
            for step in graph.stepIDs {
                for position in graph.steps[step].transitions.indices {
                    let item = CoverageItem.transition(step, position: position)
                    #expect(claimed.contains(item), "\(graph.name): transition \(position + 1) of \(graph.steps[step].name) in no walk's covers")
                    #expect(taken.contains(item), "\(graph.name): no move takes transition \(position + 1) of \(graph.steps[step].name)")
                }
            }
        }
    }
}
