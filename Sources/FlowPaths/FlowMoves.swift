import FlowChecker
import FlowCore
import FlowWalks

/// What a flow's events do, as the generated runtime does it: the transition an event takes
/// for given flag values, skip rules, and each move applied to a walk.
struct FlowMoves {
    let graph: FlowGraph
    /// In a tabbed router, the ways the tab bar's own actions can go, in the bar's order:
    /// each action for each distinct way its guard holds.
    private(set) var shellOptions: [Option] = []
    /// In a tabbed router, by tab root: the flags the bar's tap on it is made with, the first
    /// in binary order for which the bar shows it; no entry for a tab it never shows.
    private(set) var selectFlags: [StepID: [Bool]] = [:]
    /// What the event `reselected` is: in a tabbed router the tap on the selected tab, the
    /// bar's; elsewhere (a child flow's step, run inside a tab) an event of the screen.
    let reselectedAction: Option.Action

    init(graph: FlowGraph) {
        self.graph = graph
        switch PlanState(startOf: graph) {
        case .stack: reselectedAction = .event
        case .tabs: reselectedAction = .reselect
        }
        shellOptions = graph.shell.indices.flatMap(shellOptions(of:))
        for tab in graph.tabs {
            selectFlags[tab.root] = flagsShowing(tab)
        }
    }

    /// Above this many flags read by one event's guards and skip rules, only the first this
    /// many are varied (the others stay false): 2^10 evaluations an event at most.
    static let flagLimit = 10

    /// One way an event can go from a step, for the flag values given.
    struct Option {
        /// The event made.
        let event: TestEventID
        let flags: [Bool]
        /// The position of the transition taken; `nil` when none applies (refused), for the
        /// gesture on a step with no `on dismissed`, which goes back, and for the tab bar's
        /// moves but a written `on reselected`.
        let taken: Int?
        /// What the user does.
        var action = Action.event
        /// Whether it is the gesture.
        var isGesture: Bool {
            if case .gesture = action { return true }
            return false
        }
        /// The entry shown when the move enters a step, after skip rules.
        let entered: WalkEntry?
        /// What evaluating the event covers: each guard evaluated (holding or failing) with
        /// the flags it read, the transition taken (or the refusal), each skip rule met on
        /// the way in; for an alert answered, the button's line taken too.
        let covers: [CoverageItem]
        /// Where the transition taken shows an alert: the tap on one of its buttons that
        /// follows, for the same flags. `entered` is then what the button's move enters.
        var answer: Answer?

        /// The moves a walk makes for it: two where it shows an alert and answers it, one
        /// otherwise.
        var moveCount: Int { answer == nil ? 1 : 2 }

        /// A tap on a button of the alert an option's transition shows.
        struct Answer: Hashable {
            let alert: AlertID
            /// The button's event.
            let button: EventID
            /// The position in `FlowGraph.Alert.transitions` of the button's line taken;
            /// `nil` when none applies, and the tap only closes the alert.
            let line: Int?
        }

        /// What the user does to make a move.
        enum Action: Hashable {
            /// An event of the step on screen.
            case event
            /// The gesture (Back, swipe-down) on a step with no `on dismissed`: it goes back.
            case gesture
            /// The tab bar's tap on another tab.
            case select(StepID)
            /// The tab bar's tap on the selected tab, whose top step has `on reselected`
            /// transitions: the event `reselected`.
            case reselect
            /// The tab bar's tap on the selected tab, whose top step has no `on reselected`:
            /// back to the tab's root.
            case reselectToRoot
            /// The tab bar's own action at this position of `FlowGraph.shell`.
            case shell(Int)
        }
    }

    /// Every distinct way each event of `step` can go, events in order of first appearance,
    /// and for each event the flag values in binary order, first the ones all false.
    func options(from step: StepID) -> [Option] {
        let transitions = graph.steps[step].transitions
        var options: [Option] = []
        var events = Set<EventID>()
        for transition in transitions where events.insert(transition.eventID).inserted {
            let event = transition.eventID
            let read = Array(flagsRead(from: step, event: event).sorted().prefix(Self.flagLimit))
            // An event written `only when` is not offered where it would go nowhere.
            let isFlagOnly = graph.isFlagOnly(event, of: step)
            var seen: Set<[CoverageItem]> = []
            for number in 0..<(1 << read.count) {
                var flags = [Bool](repeating: false, count: graph.flags.count)
                for (bit, flag) in read.enumerated() where number & (1 << bit) != 0 { flags[flag.index] = true }
                var option = evaluate(event, from: step, flags: flags)
                if isFlagOnly, option.taken == nil { continue }
                // The tap on the selected tab is the bar's, not the screen's.
                if event == graph.reselectedEvent { option.action = reselectedAction }
                for made in answered(option, from: step) where seen.insert(made.covers).inserted { options.append(made) }
            }
        }
        if hasGestureItem(step) {
            let flags = [Bool](repeating: false, count: graph.flags.count)
            options.append(Option(event: .builtIn(.dismissed), flags: flags, taken: nil, action: .gesture, entered: nil, covers: [.gesture(step)]))
        }
        return options
    }

    /// Whether the user's gesture on `step` is an item of its own: no `on dismissed` is written
    /// (the gesture goes back), and the step is shown above another (not a root) and not only
    /// as a cover's root (which has no gesture).
    func hasGestureItem(_ step: StepID) -> Bool {
        let declared = graph.steps[step]
        return declared.role != .outcome && !declared.isFinal && !declared.facts.canBeRoot && !declared.facts.isAlwaysCoverRoot
            && !declared.transitions.contains { $0.eventID == graph.dismissedEvent } && !isOnlyBarCover(step)
    }

    /// The event `event` made on `step` for `flags`.
    func evaluate(_ event: EventID, from step: StepID, flags: [Bool]) -> Option {
        let transitions = graph.steps[step].transitions
        var covers: [CoverageItem] = []
        var taken: Int?
        for position in transitions.indices where transitions[position].eventID == event {
            guard let condition = transitions[position].guardCondition else {
                taken = position
                break
            }
            let holds = condition.evaluate { flags[$0.index] }
            covers.append(.guardOutcome(step, position: position, holds: holds))
            var read = Set<FlagID>()
            condition.collectFlags(into: &read)
            covers += read.sorted().map { .guardFlag(step, position: position, flag: $0, value: flags[$0.index]) }
            if holds {
                taken = position
                break
            }
        }
        var entered: WalkEntry?
        if taken == nil { covers.append(.refusal(step, event: event)) }
        if let taken {
            covers.append(.transition(step, position: taken))
            if let entry = transitions[taken].move.enteredEntry {
                let shown = enter(entry.step, style: entry.style, flags: flags)
                entered = shown.entry
                covers += shown.skips
            }
        }
        return Option(event: TestEventID(event, in: graph), flags: flags, taken: taken, entered: entered, covers: covers)
    }

    /// The entry shown on entering `entered` with `entryStyle`: while the skip rule of the step entered holds and
    /// its `next` transition enters a step, the flow goes on to that step; a presented style
    /// stays with the entry. Each skip rule met, applying or not.
    func enter(_ entered: StepID, style entryStyle: FlowPresentation, flags: [Bool]) -> (entry: WalkEntry, skips: [CoverageItem]) {
        var step = entered
        var style = entryStyle
        var skips: [CoverageItem] = []
        // The checker proves skip chains loop-free; the bound only guards against misuse.
        for _ in 0...graph.steps.count {
            guard let rule = graph.steps[step].skip else { break }
            let next = rule.evaluate { flags[$0.index] } ? continuation(from: step, flags: flags) : nil
            skips.append(.skip(step, applies: next != nil))
            guard let next else { break }
            style = style.isPresented ? style : next.style
            step = next.step
        }
        return (WalkEntry(step: step, style: style), skips)
    }

    /// The step a skipped step goes on to: the one its `next` transition taken enters by
    /// itself, unless that is an outcome (which ends the flow instead).
    private func continuation(from step: StepID, flags: [Bool]) -> Entry? {
        let next = graph.steps[step].transitions.first { transition in
            transition.eventID == .next && (transition.guardCondition?.evaluate { flags[$0.index] } ?? true)
        }
        guard case .enter(let entry)? = next?.move, graph.steps[entry.step].role != .outcome else { return nil }
        return entry
    }

    /// The flags the guards of `event`'s transitions on `step` read, and the skip rules (and
    /// their `next` guards) of the steps those transitions can enter, through skip chains.
    func flagsRead(from step: StepID, event: EventID) -> Set<FlagID> {
        var flags = Set<FlagID>()
        var entered: [StepID] = []
        func read(_ transition: FlowGraph.Transition) {
            transition.guardCondition?.collectFlags(into: &flags)
            if let entry = transition.move.enteredEntry { entered.append(entry.step) }
            // A move to a tab the bar hides is refused.
            if case .tab(let move) = transition.move { graph.tab(rootedAt: move.tab)?.condition?.collectFlags(into: &flags) }
        }
        for transition in graph.steps[step].transitions where transition.eventID == event {
            read(transition)
            // An alert's buttons are answered with the flags the event is made with.
            if case .alert(let alert) = transition.move { graph.alerts[alert].transitions.forEach(read) }
        }
        return flags.union(flagsRead(entering: entered))
    }

    /// The steps a move made on `step` may enter, skipped or shown: those its transitions
    /// enter (the buttons of the alerts they show among them), and on from each through skip
    /// chains.
    func stepsEntered(from step: StepID) -> Set<StepID> {
        skipChains(from: graph.movesWithAlertsAnswered(of: step).compactMap { $0.move.enteredEntry?.step })
    }

    /// The flags the skip rules of `steps` read, and their `next` guards, through skip chains.
    func flagsRead(entering steps: StepID...) -> Set<FlagID> {
        flagsRead(entering: steps)
    }

    func flagsRead(entering steps: [StepID]) -> Set<FlagID> {
        var flags = Set<FlagID>()
        for step in skipChains(from: steps) {
            guard let rule = graph.steps[step].skip else { continue }
            rule.collectFlags(into: &flags)
            for transition in graph.steps[step].transitions where transition.eventID == .next {
                transition.guardCondition?.collectFlags(into: &flags)
            }
        }
        return flags
    }

    /// `steps`, and every step a skip rule among them may go on to through `next`, again and
    /// again: what entering one of `steps` may enter.
    private func skipChains(from steps: [StepID]) -> Set<StepID> {
        var entered = Set<StepID>()
        var pending = steps
        while let next = pending.popLast() {
            guard entered.insert(next).inserted, graph.steps[next].skip != nil else { continue }
            pending += graph.steps[next].transitions.filter { $0.eventID == .next }.compactMap { $0.move.entry?.step }
        }
        return entered
    }

    /// How `step` is entered just above `below`, as the flow enters it (a link's walk).
    func presentation(of step: StepID, below: StepID) -> FlowPresentation {
        graph.entryPairs.first { $0.below == below && $0.step == step }?.style ?? .push
    }
}

/// A walk the planner explores: the checker's steps, as the runtime's walk holds the app's.
typealias Walk = FlowWalk<StepID>

extension Move {
    /// The step it enters: by itself, after unwinding, or after a tab move's `then`.
    var enteredEntry: Entry? {
        switch self {
        case .tab(let move): move.then
        case .enter, .unwind, .unwindThenEnter, .alert, .close: entry
        }
    }
}

extension Unwind {
    /// The walk's unwinding of the same kind.
    var flowUnwind: FlowUnwind<StepID> {
        switch self {
        case .back: .back
        case .backTo(let target): .backTo(target)
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        }
    }
}

extension WalkEntry {
    /// The planner's report of a walk's entry.
    init(_ entry: Walk.Entry) {
        self.init(step: entry.step, style: entry.presentation)
    }
}
