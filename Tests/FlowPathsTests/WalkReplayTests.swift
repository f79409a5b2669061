import FlowChecker
import FlowPaths
import Testing

/// Every walk and refusal of the bundled flows' plans is consistent move by move: each move
/// is made on the step on top of the walk before it, a move keeps no more entries than that
/// walk has, and the walk after each move is what the reference interpreter makes of the
/// event under the move's flags.
@Suite struct WalkReplayTests {
    /// The bookkeeping of each expected walk, checked directly.
    @Test func eachMoveIsMadeOnTheStepOnTop() throws {
        var moves = 0
        for planned in try BundledFlows.planned() {
            for walk in planned.plan.walks {
                var before = walk.initial
                var beforeTabs = walk.initialTabs
                for (number, (move, after)) in zip(walk.moves, walk.walks).enumerated() {
                    moves += 1
                    #expect(move.step == before.last?.step, "\(planned.graph.name): \(move.event) made off the top of \(before)")
                    if case .moved(let kept, _) = move.result {
                        // In a tabbed router, `kept` counts in the walk of the tab selected after
                        // the move, as it was before it.
                        let selected = walk.tabStates.isEmpty ? nil : walk.tabStates[number].selected
                        let base = selected.flatMap { tab in beforeTabs?.walks.first { $0.first?.step == tab } } ?? before
                        #expect(kept <= base.count, "\(planned.graph.name): \(move.event) keeps \(kept) of \(base.count)")
                        #expect(Array(after.prefix(kept)) == Array(base.prefix(kept)), "\(planned.graph.name): kept entries unchanged")
                    } else {
                        #expect(after == before, "\(planned.graph.name): \(move.event) ends or is refused, and the walk stays")
                    }
                    before = after
                    if !walk.tabStates.isEmpty { beforeTabs = walk.tabStates[number] }
                }
            }
        }
        #expect(moves > 50, "the bundled plans make \(moves) moves")
    }

    /// Each walk replays on the reference interpreter as planned.
    @Test func everyWalkReplaysOnTheReference() throws {
        var kinds: Set<String> = []
        // The reference interpreter knows one walk: a tabbed router's walks are checked
        // against FlowTabs' rules by TabbedPlanTests and replayed on the navigator instead.
        for planned in try BundledFlows.planned() {
            guard case .stack = planned.graph.container else { continue }
            let replay = WalkReplay(planned)
            for walk in planned.plan.walks {
                let problems = replay.problems(walk)
                #expect(problems.isEmpty, "\(planned.graph.name):\n\(problems.map(\.description).joined(separator: "\n"))")
                for move in walk.moves {
                    switch move.result {
                    case .moved(_, let entered): kinds.insert(entered == nil ? "unwind" : "enter")
                    case .finished: kinds.insert("finished")
                    case .refused: kinds.insert("refused")
                    case .showsAlert: kinds.insert("alert")
                    }
                }
            }
        }
        // The bundled flows exercise every kind of result, so the replay means something.
        #expect(kinds.isSuperset(of: ["unwind", "enter", "finished", "refused"]), "\(kinds)")
    }
}
