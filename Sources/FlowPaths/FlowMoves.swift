import FlowChecker
import FlowCore
import FlowWalks

/// What a flow's events do, as the generated runtime does it: the transition an event takes
/// for given flag values, skip rules, and each move applied to a walk.
struct FlowMoves {
    let graph: FlowGraph

    /// Above this many flags read by one event's guards and skip rules, only the first this
    /// many are varied (the others stay false): 2^10 evaluations an event at most.
    static let flagLimit = 10

    /// One way an event can go from a step, for the flag values given.
    struct Option {
        /// The event's name.
        let event: String
        let flags: [Bool]
        /// The position of the transition taken; `nil` when none applies (refused), or for the
        /// gesture on a step with no `on dismissed`, which goes back.
        let taken: Int?
        /// Whether it is that gesture.
        var isGesture = false
        /// The entry shown when the move enters a step, after skip rules.
        let entered: WalkEntry?
        /// What evaluating the event covers: each guard evaluated (holding or failing) with
        /// the flags it read, the transition taken (or the refusal), each skip rule met on
        /// the way in.
        let covers: [CoverageItem]
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
                let option = evaluate(event, from: step, flags: flags)
                if isFlagOnly, option.taken == nil { continue }
                if seen.insert(option.covers).inserted { options.append(option) }
            }
        }
        if hasGestureItem(step) {
            let flags = [Bool](repeating: false, count: graph.flags.count)
            options.append(Option(event: BuiltInEvent.dismissed.name, flags: flags, taken: nil, isGesture: true, entered: nil, covers: [.gesture(step)]))
        }
        return options
    }

    /// Whether the user's gesture on `step` is an item of its own: no `on dismissed` is written
    /// (the gesture goes back), and the step is shown above another (not a root) and not only
    /// as a cover's root (which has no gesture).
    func hasGestureItem(_ step: StepID) -> Bool {
        let declared = graph.steps[step]
        return declared.role != .outcome && !declared.isFinal && !declared.facts.canBeRoot && !declared.facts.isAlwaysCoverRoot
            && !declared.transitions.contains { $0.eventID == graph.dismissedEvent }
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
            if let entry = transitions[taken].move.entry {
                let shown = enter(entry.step, style: entry.style, flags: flags)
                entered = shown.entry
                covers += shown.skips
            }
        }
        return Option(event: graph.event(event), flags: flags, taken: taken, entered: entered, covers: covers)
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
        for transition in graph.steps[step].transitions where transition.eventID == event {
            transition.guardCondition?.collectFlags(into: &flags)
            if let entry = transition.move.entry { entered.append(entry.step) }
        }
        return flags.union(flagsRead(entering: entered))
    }

    /// The steps a move made on `step` may enter, skipped or shown: those its transitions
    /// enter, and on from each through skip chains.
    func stepsEntered(from step: StepID) -> Set<StepID> {
        skipChains(from: graph.steps[step].transitions.compactMap { $0.move.entry?.step })
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

    /// `option` made on `walk`: the walk after it, the outcome the flow ends on, or a
    /// refusal. The walk's rules are `FlowWalk.applying(_:in:kind:)`'s, as the runtime's.
    func apply(_ option: Option, to walk: Walk) -> (result: TestMove.Result, walk: Walk) {
        let move: FlowWalkMove<StepID, StepID>
        if option.isGesture {
            move = .gesture(.back)
        } else {
            guard let taken = option.taken else { return (.refused, walk) }
            switch graph.steps[walk.top.step].transitions[taken].move {
            case .enter(let entry) where graph.steps[entry.step].role == .outcome:
                return (.finished(outcome: entry.step), walk)
            case .unwindThenEnter(let unwind, let entry) where graph.steps[entry.step].role == .outcome:
                guard case .success = walk.applying(.unwind(unwind.flowUnwind), kind: { $0 }) else { return (.refused, walk) }
                return (.finished(outcome: entry.step), walk)
            case .enter:
                guard let entered = option.entered else { return (.refused, walk) }
                move = .enter(entered.step, entered.style)
            case .unwind(let unwind):
                move = .unwind(unwind.flowUnwind)
            case .unwindThenEnter(let unwind, _):
                guard let entered = option.entered else { return (.refused, walk) }
                move = .unwindThenEnter(unwind.flowUnwind, entered.step, entered.style)
            case .tab:
                // The walk has one stack: a tabbed router isn't planned yet, and `flowc paths`
                // refuses it before planning (`GenerationLimits`).
                return (.refused, walk)
            }
        }
        switch walk.applying(move, kind: { $0 }) {
        case .success(let after):
            let kept = after.count - (option.entered == nil || option.isGesture ? 0 : 1)
            return (.moved(kept: kept, entered: option.isGesture ? nil : option.entered), after)
        case .failure:
            return (.refused, walk)
        }
    }
}

/// A walk the planner explores: the checker's steps, as the runtime's walk holds the app's.
typealias Walk = FlowWalk<StepID>

extension Unwind {
    /// The walk's unwinding of the same kind.
    var flowUnwind: FlowUnwind<StepID> {
        switch self {
        case .back: .back
        case .backTo(let target): .backTo(target)
        case .dismiss: .dismiss
        }
    }
}

extension WalkEntry {
    /// The planner's report of a walk's entry.
    init(_ entry: Walk.Entry) {
        self.init(step: entry.step, style: entry.presentation)
    }
}
