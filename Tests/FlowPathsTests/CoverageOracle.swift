import FlowChecker
import FlowCore
import FlowPaths

/// What a flow's coverage items are and whether any walk can make one happen, worked out
/// from the graph on its own by brute force over every flag assignment at every move: the
/// yardstick the planner's `uncovered` list and its walks' `covers` are held to.
struct CoverageOracle {
    let graph: FlowGraph

    /// Brute force is for small flows only.
    static let flagLimit = 8

    /// Every item `.all` asks for, as `PathCriterion` documents them.
    func items() -> Set<CoverageItem> {
        let assignments = self.assignments
        var items = Set(graph.links.indices.map(CoverageItem.link)).union(tabItems())
        for step in graph.stepIDs {
            let declared = graph.steps[step]
            if declared.role == .outcome {
                items.insert(.outcome(step))
            } else if !declared.facts.isAlwaysSkipped {
                items.insert(.step(step))
            }
            if declared.skip != nil { items.formUnion([.skip(step, applies: true), .skip(step, applies: false)]) }
            // The user's gesture goes back where no `on dismissed` is written: an item on every
            // step that is shown above another, unless every way in makes it the root of a cover
            // or of a modal sheet, which the user can't swipe away.
            let entries = graph.entryPairs.filter { $0.step == step }
            if !declared.isFinal, declared.role != .outcome, !declared.facts.canBeRoot, !declared.transitions.contains(where: { $0.event == "dismissed" }),
               entries.isEmpty || entries.contains(where: { $0.style != .cover && $0.style != .modalSheet }) {
                items.insert(.gesture(step))
            }
            for (position, transition) in declared.transitions.enumerated() {
                items.insert(.transition(step, position: position))
                // Every line of every button of an alert the step shows, answered over it.
                if case .alert(let alert) = transition.move {
                    items.formUnion(graph.alerts[alert].transitions.indices.map { CoverageItem.alertButton(step, alert: alert, line: $0) })
                }
                // An event none of whose transitions applies under some flags, unless it is
                // written `only when`: then it is not offered under those flags.
                let offered = offeredAssignments(step, event: transition.eventID)
                let isFlagOnly = declared.transitions.contains { $0.eventID == transition.eventID && $0.guardKind == .limitsEvent }
                if !isFlagOnly, assignments.contains(where: { taken(from: step, event: transition.eventID, flags: $0) == nil }) {
                    items.insert(.refusal(step, event: transition.eventID))
                }
                guard let condition = transition.guardCondition else { continue }
                var guardItems = Set([true, false].map { CoverageItem.guardOutcome(step, position: position, holds: $0) })
                var read = Set<FlagID>()
                condition.collectFlags(into: &read)
                for flag in read {
                    guardItems.formUnion([true, false].map { CoverageItem.guardFlag(step, position: position, flag: flag, value: $0) })
                }
                // A guard of an event offered only under some flags is an item where it can be
                // evaluated so, under those flags.
                items.formUnion(isFlagOnly ? guardItems.filter { item in offered.contains { evaluates(item, flags: $0) } } : guardItems)
            }
        }
        return items
    }

    /// A tabbed router's tab bar's items, as `PathCriterion` documents them: with more than one
    /// tab, each tab selected, and each tab whose root pushes a step (or a tab move's `then`
    /// pushes one in it) returned to; each such tab reselected; each of the bar's actions.
    func tabItems() -> Set<CoverageItem> {
        var items = Set<CoverageItem>()
        for tab in graph.tabs {
            let pushes = { (entry: Entry?) in entry?.style == .push && entry.map { graph.steps[$0.step].role != .outcome } == true }
            let grows = graph.transitions(of: tab.root).contains { pushes($0.move.entry) }
                || graph.stepIDs.contains { step in
                    graph.transitions(of: step).contains { if case .tab(let move) = $0.move { move.tab == tab.root && pushes(move.then) } else { false } }
                }
            if graph.tabs.count > 1 { items.insert(.tab(tab.root)) }
            if grows, graph.tabs.count > 1 { items.insert(.tabReturn(tab.root)) }
            if grows { items.insert(.reselect(tab.root)) }
        }
        for position in graph.shell.indices where graph.shell[position].move.entry != nil { items.insert(.shellAction(position)) }
        return items
    }

    /// The step an item is about; `nil` for a link.
    static func step(of item: CoverageItem) -> StepID? {
        switch item {
        case .step(let step), .outcome(let step), .transition(let step, _), .guardOutcome(let step, _, _),
             .guardFlag(let step, _, _, _), .skip(let step, _), .gesture(let step), .refusal(let step, _), .alertButton(let step, _, _):
            step
        case .link, .tab, .tabReturn, .reselect, .shellAction: nil
        }
    }

    /// Every assignment of the flags, in binary order.
    var assignments: [[Bool]] {
        (0..<(1 << graph.flags.count)).map { number in graph.flags.indices.map { number & (1 << $0) != 0 } }
    }

    /// What walks can do, found by a search of its own over the steps shown, with every
    /// flag assignment at every move (flags may change between moves, as `TestMove` allows).
    /// It ignores the walk below the step on screen, so it can only find too much, never too
    /// little: an unwinding it assumes possible may be refused.
    struct Reach {
        /// The steps some walk shows.
        var shown = Set<StepID>()
        /// The steps some move (or a root) enters, skipped, shown or ending the flow.
        var entered = Set<StepID>()
        /// The skip rules met on entering a root, applying or not.
        var rootSkips = Set<CoverageItem>()
        /// The skip rules met on a move's entering a step, applying or not.
        var moveSkips = Set<CoverageItem>()
    }

    func reach() -> Reach {
        var reach = Reach()
        var pending: [StepID] = []
        func enter(_ first: StepID, flags: [Bool], isRoot: Bool) {
            var step = first
            for _ in 0...graph.steps.count {
                reach.entered.insert(step)
                guard graph.steps[step].role != .outcome else { return }
                guard graph.steps[step].skip != nil else { break }
                let applies = skipApplies(step, flags: flags)
                if isRoot {
                    reach.rootSkips.insert(.skip(step, applies: applies))
                } else {
                    reach.moveSkips.insert(.skip(step, applies: applies))
                }
                guard applies, let position = taken(from: step, event: .next, flags: flags),
                      let next = graph.steps[step].transitions[position].move.entry?.step else { break }
                step = next
            }
            pending.append(step)
        }
        for root in graph.roots {
            for flags in assignments { enter(root, flags: flags, isRoot: true) }
        }
        while let step = pending.popLast() {
            guard reach.shown.insert(step).inserted, !graph.steps[step].isFinal else { continue }
            for (position, transition) in graph.steps[step].transitions.enumerated() {
                for flags in assignments where taken(from: step, event: transition.eventID, flags: flags) == position {
                    // An alert's buttons enter what their lines taken enter, from the step.
                    let entries: [Entry] = switch transition.move {
                    case .alert(let alert): graph.alerts[alert].buttons.compactMap { button in
                        answered(alert, button.eventID, flags: flags).flatMap { graph.alerts[alert].transitions[$0].move.entry }
                    }
                    default: transition.move.entry.map { [$0] } ?? []
                    }
                    for entry in entries { enter(entry.step, flags: flags, isRoot: false) }
                }
            }
        }
        return reach
    }

    /// Whether some walk, with some flag values, makes `item` happen: its step shown (or, for
    /// a skip rule or an outcome, entered), and there the transition taken, its guard
    /// evaluated with that result, a flag read with that value, the skip rule applying or not.
    func canHappen(_ item: CoverageItem, _ reach: Reach) -> Bool {
        switch item {
        case .step(let step):
            return reach.shown.contains(step)
        case .outcome(let outcome):
            return reach.entered.contains(outcome)
        case .skip:
            return reach.rootSkips.contains(item) || reach.moveSkips.contains(item)
        case .link:
            return true
        // The oracle knows no tabs: the planner's tab tests check the tab bar's moves.
        case .tab, .tabReturn, .reselect, .shellAction:
            return true
        case .gesture(let step):
            // Not a root and not only a cover's root: shown, it is above another entry.
            return reach.shown.contains(step)
        case .transition(let step, let position) where isGestureWithoutGesture(step, position),
             .guardOutcome(let step, let position, _) where isGestureWithoutGesture(step, position),
             .guardFlag(let step, let position, _, _) where isGestureWithoutGesture(step, position):
            return false
        case .refusal(let step, let event) where graph.event(event) == "dismissed" && isGestureWithoutGesture(step, graph.steps[step].transitions.firstIndex { $0.eventID == event }!):
            return false
        case .refusal(let step, let event):
            return reach.shown.contains(step) && assignments.contains { taken(from: step, event: event, flags: $0) == nil }
        case .transition(let step, let position):
            return reach.shown.contains(step) && assignments.contains { taken(from: step, event: event(step, position), flags: $0) == position }
        case .alertButton(let step, let alert, let line):
            // Some flags take a transition of the step that shows the alert, and this line of the button.
            let button = graph.alerts[alert].transitions[line].eventID
            return reach.shown.contains(step) && assignments.contains { flags in
                graph.steps[step].transitions.indices.contains { position in
                    guard case .alert(alert) = graph.steps[step].transitions[position].move else { return false }
                    return taken(from: step, event: event(step, position), flags: flags) == position && answered(alert, button, flags: flags) == line
                }
            }
        case .guardOutcome(let step, let position, _), .guardFlag(let step, let position, _, _):
            return reach.shown.contains(step) && offeredAssignments(step, event: event(step, position)).contains { evaluates(item, flags: $0) }
        }
    }

    /// The flag values under which `event` of `step` is offered: all of them, or for an event
    /// written `only when`, those for which one of its transitions applies.
    func offeredAssignments(_ step: StepID, event: EventID) -> [[Bool]] {
        let flagOnly = graph.steps[step].transitions.contains { $0.eventID == event && $0.guardKind == .limitsEvent }
        return flagOnly ? assignments.filter { taken(from: step, event: event, flags: $0) != nil } : assignments
    }

    /// Whether making the event of a guard item's transition under `flags` evaluates the guard
    /// as the item says.
    private func evaluates(_ item: CoverageItem, flags: [Bool]) -> Bool {
        switch item {
        case .guardOutcome(let step, let position, let holds):
            evaluated(step, position, flags: flags) && graph.steps[step].transitions[position].guardCondition?.evaluate { flags[$0.index] } == holds
        case .guardFlag(let step, let position, let flag, let value):
            flags[flag.index] == value && evaluated(step, position, flags: flags)
        default:
            false
        }
    }

    /// Whether the transition is `on dismissed` on a step shown only as the root of a cover or a
    /// modal sheet, where the runtime offers no gesture (no Back, no swipe): every way in
    /// presents it so.
    private func isGestureWithoutGesture(_ step: StepID, _ position: Int) -> Bool {
        let pairs = graph.entryPairs.filter { $0.step == step }
        return graph.steps[step].transitions[position].event == "dismissed" && !graph.roots.contains(step)
            && !pairs.isEmpty && pairs.allSatisfy { $0.style == .cover || $0.style == .modalSheet }
    }

    private func event(_ step: StepID, _ position: Int) -> EventID {
        graph.steps[step].transitions[position].eventID
    }

    /// The position of the transition `event` takes from `step`: the first of the event whose
    /// guard holds, or which has none.
    func taken(from step: StepID, event: EventID, flags: [Bool]) -> Int? {
        graph.steps[step].transitions.indices.first { position in
            let transition = graph.steps[step].transitions[position]
            return transition.eventID == event && (transition.guardCondition?.evaluate { flags[$0.index] } ?? true)
        }
    }

    /// The position in the alert's lines of the line a tap on `button` takes: the first of the
    /// button's whose guard holds.
    func answered(_ alert: AlertID, _ button: EventID, flags: [Bool]) -> Int? {
        let lines = graph.alerts[alert].transitions
        return lines.indices.first { lines[$0].eventID == button && (lines[$0].guardCondition?.evaluate { flags[$0.index] } ?? true) }
    }

    /// Whether the guard at `position` is evaluated: every transition of its event before it
    /// has a guard, and each fails.
    private func evaluated(_ step: StepID, _ position: Int, flags: [Bool]) -> Bool {
        let transitions = graph.steps[step].transitions
        return transitions[..<position].allSatisfy { transition in
            guard transition.eventID == transitions[position].eventID else { return true }
            guard let condition = transition.guardCondition else { return false }
            return !condition.evaluate { flags[$0.index] }
        }
    }

    /// Whether `step`'s skip rule applies on entering it: it holds, and the `next` transition
    /// then taken enters a step that is not an outcome.
    func skipApplies(_ step: StepID, flags: [Bool]) -> Bool {
        guard let rule = graph.steps[step].skip, rule.evaluate({ flags[$0.index] }),
              let position = taken(from: step, event: .next, flags: flags),
              case .enter(let entry) = graph.steps[step].transitions[position].move else { return false }
        return graph.steps[entry.step].role != .outcome
    }
}
