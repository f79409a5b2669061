import FlowChecker
import FlowCore
import FlowPaths
import FlowTestSupport
import Testing

/// Random valid flows (`RandomFlow`, fixed seeds): every item `.all` asks for is covered by a
/// walk or listed as uncovered with a reason that a search of the test's own confirms (an
/// unreachable item's step is never shown, nor, for a skip rule or an outcome, ever entered;
/// an unsatisfiable item happens on no walk under any flags), no walk claims to cover what
/// can't happen, every walk replays on the reference interpreter, and the walks together are
/// no longer than one shortest walk an item.
@Suite struct RandomFlowPathTests {
    static let count = 100
    static let moduleCount = 25
    static let seed: UInt64 = 0x9A7B_F10C

    /// The random flows, each checked alone, then the flows of the random modules (a child
    /// and a parent using it) that check clean.
    static let samples: [PlannedFlow] = {
        var random = RandomFlow.Generator(seed: seed)
        var samples = (0..<count).flatMap { index in
            PlannedFlow.planModule([SourceFile(path: "Random\(index).flow", text: RandomFlow.make(name: "Random\(index)", using: &random))])
        }
        var modules = RandomFlow.Generator(seed: seed ^ 0xC41D)
        for index in 0..<moduleCount {
            let (child, parent) = RandomFlow.makeModule(parent: "Parent\(index)", child: "Child\(index)", using: &modules)
            // `makeModule` sometimes presents a use-step as a cover whose child has no way out,
            // which the checker rightly refuses (`cover-without-exit`); those are left out.
            let files = [SourceFile(path: "Child\(index).flow", text: child), SourceFile(path: "Parent\(index).flow", text: parent)]
            samples += PlannedFlow.planModule(files, allowingErrors: true)
        }
        return samples
    }()

    /// Every item is either covered by a walk (or a refusal) or listed as uncovered, never both,
    /// and the counts are what the walks cover of what the flow has.
    @Test func everyItemIsCoveredOrExplained() {
        let moduleFlows = Self.samples.count - Self.count
        #expect(Self.samples.prefix(Self.count).allSatisfy { $0.graph.name.hasPrefix("Random") }, "every random flow checks clean")
        #expect(moduleFlows >= 40 && moduleFlows % 2 == 0, "most random modules check clean: \(moduleFlows / 2) of \(Self.moduleCount)")
        for planned in Self.samples {
            let plan = planned.plan
            let items = CoverageOracle(graph: planned.graph).items()
            let covered = Set(plan.walks.flatMap(\.covers))
            let uncovered = Dictionary(plan.uncovered.map { ($0.item, $0.reason) }) { first, _ in first }
            #expect(uncovered.count == plan.uncovered.count, "\(plan.flow): an item listed twice")
            for item in items {
                #expect(covered.contains(item) != (uncovered[item] != nil), "\(plan.flow): \(item) covered \(covered.contains(item)), listed \(String(describing: uncovered[item]))\n\(planned.source)")
            }
            #expect(Set(uncovered.keys).isSubset(of: items), "\(plan.flow): lists items the flow doesn't have")
            for kind in CoverageItem.Kind.allCases {
                let all = items.filter { $0.kind == kind }
                let count = plan.counts.first { $0.kind == kind }
                #expect(count?.total ?? 0 == all.count, "\(plan.flow): \(kind) total")
                #expect(count?.covered ?? 0 == all.filter(covered.contains).count, "\(plan.flow): \(kind) covered")
            }
        }
    }

    /// No walk claims to cover an item that can't happen, and none covers anything about a step
    /// the checker found unreachable.
    @Test func walksCoverOnlyWhatCanHappen() {
        for planned in Self.samples {
            let oracle = CoverageOracle(graph: planned.graph)
            let reach = oracle.reach()
            for item in Set(planned.plan.walks.flatMap(\.covers)) {
                let happens = oracle.canHappen(item, reach)
                #expect(happens, "\(planned.graph.name): covers \(item), which can't happen\n\(planned.source)")
                if let step = CoverageOracle.step(of: item), item.kind != .outcome, item.kind != .skip {
                    let reachable = planned.graph.steps[step].facts.isReachable
                    #expect(reachable, "\(planned.graph.name): covers \(item) of a step the checker found unreachable")
                }
            }
        }
    }

    /// An item listed `.unreachable` can't happen and is about a step no walk shows (an
    /// outcome, never shown, is never entered). The checker's `isReachable` is no yardstick
    /// here: it doesn't relate one move's guard to the skip rule that move meets, so it calls
    /// steps reachable that no walk shows.
    @Test func unreachableItemsAreUnreachable() {
        var listed = 0
        for planned in Self.samples {
            let oracle = CoverageOracle(graph: planned.graph)
            let reach = oracle.reach()
            for uncovered in planned.plan.uncovered where uncovered.reason == .unreachable {
                listed += 1
                guard let step = CoverageOracle.step(of: uncovered.item) else {
                    Issue.record("\(planned.graph.name): \(uncovered.item) is a link, which always has a walk")
                    continue
                }
                let name = planned.graph.steps[step].name
                let happens = oracle.canHappen(uncovered.item, reach), shown = reach.shown.contains(step)
                #expect(!happens, "\(planned.graph.name): \(uncovered.item) listed unreachable, but a walk makes it happen\n\(planned.source)")
                #expect(!shown, "\(planned.graph.name): \(uncovered.item) listed unreachable, but a walk shows \(name)\n\(planned.source)")
            }
        }
        #expect(listed > 0, "some random flows have unreachable items")
    }

    /// An item listed `.unsatisfiable` happens on no walk under any assignment of the flags
    /// (flows with at most `CoverageOracle.flagLimit` flags, which is all the random ones).

    @Test func unsatisfiableItemsHappenUnderNoFlags() {
        var judged = 0
        var rootSkipsMissed: [String] = []
        for planned in Self.samples {
            let oracle = CoverageOracle(graph: planned.graph)
            let reach = oracle.reach()
            #expect(planned.graph.flags.count <= CoverageOracle.flagLimit)
            guard planned.graph.flags.count <= CoverageOracle.flagLimit else { continue }
            for uncovered in planned.plan.uncovered where uncovered.reason == .unsatisfiable {
                judged += 1
                guard oracle.canHappen(uncovered.item, reach) else { continue }
                if reach.rootSkips.contains(uncovered.item), !reach.moveSkips.contains(uncovered.item) {
                    rootSkipsMissed.append("\(planned.graph.name): \(uncovered.item)")
                } else {
                    Issue.record("\(planned.graph.name): \(uncovered.item) listed unsatisfiable, but a walk makes it happen\n\(planned.source)")
                }
            }
        }
        print("RandomFlowPathTests: \(judged) unsatisfiable items judged by brute force")
        #expect(judged > 50, "the random flows have unsatisfiable items: \(judged)")
        #expect(rootSkipsMissed.isEmpty, "skip rules met only at a root, listed unsatisfiable:\n\(rootSkipsMissed.joined(separator: "\n"))")
    }

    /// Every walk and refusal replays on the reference interpreter as planned.

    @Test func everyWalkReplaysOnTheReference() {
        var moves = 0
        var coverGestures: [String] = []
        for planned in Self.samples {
            let replay = WalkReplay(planned)
            for walk in planned.plan.walks {
                moves += walk.length
                let problems = replay.problems(walk)
                coverGestures += problems.filter(\.isGestureOnCoverRoot).map { "\(planned.graph.name): \($0)" }
                let others = problems.filter { !$0.isGestureOnCoverRoot }
                #expect(others.isEmpty, "\(planned.graph.name):\n\(others.map(\.description).joined(separator: "\n"))\n\(planned.source)")
            }
        }
        #expect(moves > 1000, "the random plans make \(moves) moves")
        #expect(coverGestures.isEmpty, "\(coverGestures.count) moves:\n\(coverGestures.prefix(5).joined(separator: "\n"))")
    }

    /// The greedy cover is never longer than one shortest walk for each covered item.
    @Test func theWalksAreNoLongerThanOneWalkAnItem() {
        var totals = (length: 0, shortest: 0)
        for planned in Self.samples {
            let plan = planned.plan
            #expect(plan.totalLength <= plan.shortestSum, "\(plan.flow): \(plan.totalLength) moves, \(plan.shortestSum) for each item alone\n\(planned.source)")
            #expect(plan.totalLength == plan.walks.map(\.moves.count).reduce(0, +))
            totals.length += plan.totalLength
            totals.shortest += plan.shortestSum
        }
        let ratio = Double(totals.length) / Double(max(totals.shortest, 1))
        print("RandomFlowPathTests: walks \(totals.length) moves, shortest walks alone \(totals.shortest), ratio \(ratio)")
        #expect(totals.shortest > 0)
    }
}
