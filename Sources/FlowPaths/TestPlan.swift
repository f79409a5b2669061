import FlowChecker
import FlowCore

/// The walks that cover a flow for a criterion, made by `PathPlanner`: what `flowc paths`
/// prints, and what a test replays on a `FlowNavigator`.
public struct TestPlan: Sendable {
    public let flow: String
    public let criterion: PathCriterion
    /// Walks from a root (or a link's walk), in the order they were planned.
    public internal(set) var walks: [TestWalk] = []
    /// Per kind of item the criterion asks for: how many are covered, of how many.
    public internal(set) var counts: [Count] = []
    /// The items no walk covers, with the reason.
    public internal(set) var uncovered: [Uncovered] = []
    /// The sum of the lengths of the shortest walk to each covered item alone: what the walks'
    /// total length is measured against.
    public internal(set) var shortestSum = 0

    /// The number of moves of all walks.
    public var totalLength: Int { walks.map(\.length).reduce(0, +) }

    /// The positions of the walks that a smaller criterion needs from this plan: in order,
    /// each walk that covers an item of `criterion` the walks before it leave uncovered. They
    /// cover all that the plan covers of `criterion`, with none of its walks' moves repeated
    /// (the test support replays `.all`'s walks for every coverage, compiled once).
    public func walkPositions(covering criterion: PathCriterion) -> [Int] {
        var covered = Set<CoverageItem>()
        return walks.indices.filter { position in
            let new = walks[position].covers.filter { criterion.includes($0.kind) && !covered.contains($0) }
            covered.formUnion(new)
            return !new.isEmpty
        }
    }

    init(flow: String, criterion: PathCriterion) {
        self.flow = flow
        self.criterion = criterion
    }

    /// The plan of one walk: the shortest walk to `step` (`flowc paths --to`), which covers it.
    public init(walk: TestWalk, to step: StepID, of checked: CheckedFlow) {
        flow = checked.graph.name
        criterion = .steps
        walks = [walk]
        counts = [Count(kind: .step, covered: 1, total: 1)]
        shortestSum = walk.length
    }

    public struct Count: Hashable, Sendable {
        public let kind: CoverageItem.Kind
        public let covered: Int
        public let total: Int
    }

    public struct Uncovered: Hashable, Sendable {
        public let item: CoverageItem
        public let reason: Reason
    }

    /// Why an item can't be covered.
    public enum Reason: String, Hashable, Sendable, Error {
        /// No walk shows the step the item is about (`unreachable-step` says so).
        case unreachable
        /// No flag values make it happen (its guard, or those before it, forbid it).
        case unsatisfiable
        /// A link whose placeholders have types with no sample value, and no `example` URL.
        case needsExample
        /// A link into a tab the bar shows for no flag values (`tab-never-shown`).
        case tabHidden
    }
}

/// One walk: where it starts, then each move with the flags in force and what follows.
public struct TestWalk: Hashable, Sendable {
    /// How the walk starts: at a root, for the flags given, or on a link's walk.
    public enum Start: Hashable, Sendable {
        case root(StepID, flags: [Bool])
        /// Link `index`, opened by `url` (its first example, or its pattern with a sample value
        /// for each placeholder) at launch with `flags`: all false, or in a tabbed router the
        /// first values that show the tab the link opens in.
        case link(Int, url: String, flags: [Bool])
    }

    public let start: Start
    /// The walk after the start, root first: the selected tab's in a tabbed router.
    public let initial: [WalkEntry]
    /// A tabbed router's state after the start: the selected tab and each tab's walk; `nil`
    /// without tabs.
    public internal(set) var initialTabs: TestTabs?
    public internal(set) var moves: [TestMove] = []
    /// The items this walk covers, in order.
    public internal(set) var covers: [CoverageItem] = []

    /// The number of moves.
    public var length: Int { moves.count }

    /// Whether a move can follow the last: not after the flow ended on an outcome.
    var canGoOn: Bool {
        guard case .finished? = moves.last?.result else { return true }
        return false
    }

    /// The walk expected after each move, root first (for a refusal, an outcome or an alert
    /// shown, the walk as it was); in a tabbed router, the selected tab's.
    public var walks: [[WalkEntry]] {
        var walk = initial
        return moves.map { move in
            if case .moved(let kept, let entered) = move.result {
                walk = move.tabs?.selectedWalk ?? Array(walk.prefix(kept)) + (entered.map { [$0] } ?? [])
            }
            return walk
        }
    }

    /// A tabbed router's state expected after each move (after a refusal or an outcome, the
    /// state as it was); empty without tabs.
    public var tabStates: [TestTabs] {
        guard var state = initialTabs else { return [] }
        return moves.map { move in
            if let tabs = move.tabs { state = tabs }
            return state
        }
    }
}

/// A tabbed router's state in a walk: the selected tab and each tab's walk.
public struct TestTabs: Hashable, Sendable {
    /// The selected tab, named by its root.
    public let selected: StepID
    /// Each tab's walk, root first, in the tab bar's order.
    public let walks: [[WalkEntry]]

    /// The selected tab's walk: what is on screen.
    public var selectedWalk: [WalkEntry] {
        walks.first { $0.first?.step == selected } ?? []
    }
}

/// An entry of a walk: a step, and how it was entered.
public struct WalkEntry: Hashable, Sendable {
    public let step: StepID
    public let style: FlowPresentation
}

/// An event made on the step on screen, with every flag's value.
public struct TestMove: Hashable, Sendable {
    public let step: StepID
    /// The event made, typed: compare with this.
    public let eventID: TestEventID
    /// The event's name in the flow the move is made in (`eventID.name(in:)`): what the test
    /// support and the reports print.
    public let event: String
    /// Each flag's value, in the order of `FlowGraph.flags`.
    public let flags: [Bool]
    public let result: Result
    /// On a use-step, for a child's outcome: the child's moves that end it so, made on its
    /// screens first (`PathPlanner.childMoves`); `nil` for a move made as one.
    public internal(set) var child: ChildWalk?
    /// Where the move is made: on the step on screen, or on a tabbed router's tab bar.
    public internal(set) var via: Via = .step
    /// In a tabbed router, the state after the move (for a refusal or an outcome, `nil`: the
    /// state stays); `nil` without tabs.
    public internal(set) var tabs: TestTabs?

    /// Where a move is made.
    public enum Via: Hashable, Sendable {
        /// An event of the step on screen: a transition, or the user's gesture `dismissed`.
        case step
        /// A tap on this tab in the bar, while another is selected.
        case selectTab(StepID)
        /// A tap on the selected tab, this one (`reselected`: its `on reselected`, by default
        /// back to the tab's root).
        case reselectTab(StepID)
        /// The tab bar's own action at this position of `FlowGraph.shell`, which presents a
        /// step over the selected tab.
        case shellAction(Int)
        /// A tap on a button of this alert, shown over the step on screen by the move before:
        /// the event is the button's, and its move is made from that step.
        case answer(AlertID)
    }

    /// A child flow's moves inside its use-step: its steps and events, each with the parent's
    /// flags; the last ends the child on the outcome the parent's move names.
    public struct ChildWalk: Hashable, Sendable {
        /// The child flow's name.
        public let flow: String
        public let moves: [TestMove]

        /// The child's walk after each move, from its start (which the first move is made
        /// on); after the last, which ends the child, the walk as it was.
        public var walks: [[WalkEntry]] {
            guard let first = moves.first else { return [] }
            var walk = TestWalk(start: .root(first.step, flags: first.flags), initial: [WalkEntry(step: first.step, style: .push)])
            walk.moves = moves
            return walk.walks
        }
    }

    /// What the navigator must do.
    public enum Result: Hashable, Sendable {
        /// The walk after the move: its first `kept` entries, then the entry `entered`, if
        /// any (`TestWalk.walks` spells each walk out).
        case moved(kept: Int, entered: WalkEntry?)
        /// The flow ended on an outcome; the walk stays as it was.
        case finished(outcome: StepID)
        /// Nothing moves: no transition of the event applies for these flags.
        case refused
        /// The event's transition shows this alert over the step on screen; the walk stays
        /// as it was. The next move answers it (`Via.answer`).
        case showsAlert(AlertID)
    }
}
