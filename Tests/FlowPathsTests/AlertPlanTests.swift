import FlowChecker
import FlowCore
import FlowPaths
import FlowReports
import FlowTestSupport
import Foundation
import Testing

/// Alerts in the plan: a transition that shows an alert is two moves, the event (the alert
/// shown over the step, the walk unchanged) and a tap on a button (its line's move made from
/// that step), and every line of every button is answered over every step that shows the
/// alert, which the walks prove without trusting the plan's counts.
@Suite struct AlertPlanTests {
    /// `confirmDelete` is shown over two steps, so its `back` lands below each; `shareOptions`
    /// has a button with guarded alternatives; `confirmSignOut` ends the flow.
    static let bin = """
        flow Bin {
            flag isSignedIn
            outcome signedOut
            start list
            step list {
                on open -> item
                on empty -> confirmEmpty
                on signOut -> confirmSignOut
            }
            step item {
                on delete -> confirmDelete
                on share -> shareOptions
                on details -> itemDetails
            }
            step itemDetails {
                on delete -> confirmDelete
                on done -> back
            }
            step shareImage {
                on done -> dismiss
            }
            alert confirmDelete {
                on delete destructive -> back
                on keep cancel
            }
            alert confirmEmpty {
                on empty destructive -> close
                on cancel cancel
            }
            alert confirmSignOut {
                on signOut destructive -> signedOut
                on cancel cancel
            }
            dialog shareOptions {
                on copyLink -> close
                on shareAsImage -> shareImage as sheet when isSignedIn
                on shareAsImage -> close
                on cancel cancel
            }
        }

        """

    /// The flows with alerts: `Bin`, and the emitter's `Trash` (an alert shown under a guard,
    /// a button that presents a sheet, one that ends the flow).
    static func planned() throws -> [PlannedFlow] {
        let trash = try String(contentsOfFile: Fixtures.path("Tests/FlowSwiftEmitterTests/Flows/Trash.flow"), encoding: .utf8)
        return try [PlannerRegressionTests.plan(bin), PlannerRegressionTests.plan(trash)]
    }

    /// Each line of each button of each alert, over each step that shows it, is the line a tap
    /// in some walk takes: read off the moves (the alert the move before showed over the same
    /// step, the line the oracle says the button takes for the tap's flags), not `covers`.
    @Test func everyButtonLineIsAnsweredFromEveryShowingStep() throws {
        for planned in try Self.planned() {
            let graph = planned.graph
            let oracle = CoverageOracle(graph: graph)
            var wanted = Set<CoverageItem>()
            for step in graph.stepIDs {
                for case .alert(let alert) in graph.steps[step].transitions.map(\.move) {
                    wanted.formUnion(graph.alerts[alert].transitions.indices.map { .alertButton(step, alert: alert, line: $0) })
                }
            }
            var answered = Set<CoverageItem>()
            for walk in planned.plan.walks {
                for (shows, tap) in zip(walk.moves, walk.moves.dropFirst()) {
                    guard case .answer(let alert) = tap.via else { continue }
                    #expect(shows.result == .showsAlert(alert) && shows.step == tap.step, "\(graph.name): a tap on \(tap.event) follows the alert shown")
                    let button = try #require(graph.alerts[alert].buttons.first { $0.event == tap.event })
                    if let line = oracle.answered(alert, button.eventID, flags: tap.flags) {
                        answered.insert(.alertButton(tap.step, alert: alert, line: line))
                    }
                }
            }
            #expect(!wanted.isEmpty)
            #expect(wanted.subtracting(answered).isEmpty, "\(graph.name): not answered: \(wanted.subtracting(answered).sorted())")
            let count = try #require(planned.plan.counts.first { $0.kind == .alertButton })
            #expect(count.covered == wanted.count && count.total == wanted.count, "\(graph.name): \(count)")
            #expect(planned.plan.uncovered.isEmpty, "\(graph.name): \(planned.plan.uncovered)")
            // The oracle counts the same items, and can make each happen.
            let reach = oracle.reach()
            #expect(oracle.items().filter { $0.kind == .alertButton } == wanted)
            #expect(wanted.allSatisfy { oracle.canHappen($0, reach) })
        }
    }

    /// An alert shown is answered by the next move, over the same step with the same flags: no
    /// walk stops with an alert shown, and nothing else moves meanwhile.
    @Test func everyAlertShownIsAnsweredNext() throws {
        for planned in try Self.planned() {
            for walk in planned.plan.walks {
                for (position, move) in walk.moves.enumerated() {
                    guard case .showsAlert(let alert) = move.result else { continue }
                    let next = try #require(walk.moves.indices.contains(position + 1) ? walk.moves[position + 1] : nil, "\(planned.graph.name): a walk stops with an alert shown")
                    #expect(next.via == .answer(alert) && next.step == move.step && next.flags == move.flags)
                    #expect(walk.walks[position] == (position == 0 ? walk.initial : walk.walks[position - 1]), "showing an alert moves nothing")
                }
            }
        }
    }

    /// Each walk replays on the reference interpreter, which reads alerts off the syntax.
    @Test func everyWalkReplaysOnTheReference() throws {
        for planned in try Self.planned() {
            let replay = WalkReplay(planned)
            let problems = planned.plan.walks.flatMap(replay.problems)
            #expect(problems.isEmpty, "\(planned.graph.name):\n\(problems.map(\.description).joined(separator: "\n"))")
        }
    }

    /// `back` from an alert shown over `itemDetails` lands on `item`, and over `item` on `list`.
    @Test func aButtonsBackLandsBelowTheStepItWasShownOver() throws {
        let planned = try PlannerRegressionTests.plan(Self.bin)
        let graph = planned.graph
        var landings: [String: [String]] = [:]
        for walk in planned.plan.walks {
            for (move, after) in zip(walk.moves, walk.walks) where move.via != .step && move.event == "delete" {
                landings[graph.steps[move.step].name] = after.map { graph.steps[$0.step].name }
            }
        }
        #expect(landings == ["item": ["list"], "itemDetails": ["list", "item"]], "\(landings)")
    }

    /// `transitions` and `all` ask for the buttons; `steps` and `guards` don't.
    @Test func theCriteriaThatAskForButtons() throws {
        let planned = try PlannerRegressionTests.plan(Self.bin)
        for criterion in PathCriterion.allCases {
            let plan = PathPlanner.plan(planned.flow, criterion: criterion)
            let count = plan.counts.first { $0.kind == .alertButton }
            let asks = criterion == .transitions || criterion == .all
            #expect(asks ? count?.covered == 12 && count?.total == 12 : count == nil, "\(criterion): \(plan.counts)")
        }
    }

    /// The reports say which alert is shown and which button is tapped, and count the buttons.
    @Test func reportsNameTheAlertAndTheButton() throws {
        let planned = try PlannerRegressionTests.plan(Self.bin)
        let entry = PathReport.Entry(graph: planned.graph, plan: planned.plan)
        let text = PathReport.text([entry])
        #expect(text.contains("  item --delete--> shows alert confirmDelete  [flags: none]\n"), "\(text)")
        #expect(text.contains("  alert confirmDelete over itemDetails --delete--> list, item  [flags: none]\n"), "\(text)")
        #expect(text.contains("  dialog shareOptions over item --shareAsImage--> list, item, shareImage as sheet  [flags: isSignedIn]\n"), "\(text)")
        #expect(text.contains(", alertButton 12/12\n"), "\(text)")
        let json = PathReport.json([entry]).rendered()
        #expect(json.contains(#""alert": "confirmDelete""#), "\(json)")
        #expect(json.contains(#""answer": "confirmDelete""#) && json.contains(#""alertButton""#), "\(json)")
        let markdown = PathReport.markdown([entry])
        #expect(markdown.contains("| alert confirmDelete over **item** | tap the button delete (destructive) | none | list |"), "\(markdown)")
        #expect(markdown.contains("| alertButton | 12 | 12 |"))
    }
}
