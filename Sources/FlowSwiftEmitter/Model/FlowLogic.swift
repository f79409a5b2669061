import FlowChecker
import FlowCore

/// The flow's logic as the generated namespace spells it in Swift: where a walk begins, what
/// each event does on each step's screen, when a step is skipped, and which steps can follow
/// which. Decided here from the checked graph; `FlowEmitter+Logic` only prints it.
struct FlowLogic {
    /// One transition an arm tries: its guard as a Swift condition (`nil` when it always holds,
    /// which ends the arm) and what the arm returns when it does (`.push(.signIn)`).
    struct Branch {
        let condition: String?
        let result: String
        /// Why it returns `nil` though the transition is taken, for a reader at a breakpoint
        /// (`shows the alert `confirmDelete``); `nil` for a branch that says what it does.
        let note: String?
    }

    /// One arm of `move(from:on:flags:)`: the transitions of one step for one event, in the
    /// order they are tried.
    struct Arm {
        let step: StepID
        let event: EventID
        /// Each transition that can fire, with its move.
        let branches: [Branch]
    }

    /// The steps a walk can begin at, after skip rules, in the order of the `start` line.
    let roots: [StepID]
    /// A tabbed router's tabs, in the bar's order: each tab's root, and its `when` condition as
    /// Swift (`nil` when the tab is always shown). Empty for every other flow.
    let tabs: [(root: StepID, condition: String?)]
    /// The arms of `move(from:on:flags:)`, step by step, each step's events in the order they
    /// first appear.
    let arms: [Arm]
    /// The arms of `shellMove(_:flags:)`: the tab bar's actions, one an event, in the bar's
    /// order, each with its transitions in the order they are tried. Empty without a `shell`.
    let shellArms: [(event: EventID, branches: [Branch])]
    /// Whether the arms cover every step and event, so that the switch needs no `default`.
    let coversEveryEvent: Bool
    /// The skip rules that can apply, as Swift conditions, by step.
    let skipRules: [(step: StepID, condition: String)]
    /// For each step (by `StepID.index`), the steps that can be on screen right after it, sorted.
    let successors: [[StepID]]
    /// The pairs of steps of `presentation(of:after:)`: each step presented right after another,
    /// sorted, and how. Every other step is pushed.
    let presentations: [FlowGraph.EntryPair]
    /// A built-in event's move for every step that doesn't write one: the gesture `dismissed`
    /// goes back, and, in a tabbed router, `reselected` (a tap on the selected tab) goes back
    /// to the tab's root.
    struct ImplicitArm {
        /// The event's position in `FlowModel.eventCases`.
        let eventIndex: Int
        /// The move, as Swift (`.back`).
        let move: String
    }

    /// The implicit arms `move(from:on:flags:)` ends with: one for each built-in event some
    /// step doesn't write.
    let implicitArms: [ImplicitArm]
    /// The position of `reselected` in `FlowModel.eventCases` in a tabbed router; `nil` in any
    /// other flow.
    let reselectedEventIndex: Int?

    init(_ flow: FlowGraph, stepCases: [String], flagMembers: [String]) {
        func swift(_ condition: Guard?) -> String? {
            condition.flatMap { FlowLogic.swift($0, flagMembers: flagMembers) }
        }
        roots = flow.shownRoots
        tabs = flow.tabs.map { ($0.root, swift($0.condition)) }
        let builtIns = Self.builtInEvents(of: flow)
        var arms: [Arm] = []
        for step in flow.stepIDs {
            let transitions = flow.steps[step].transitions.filter(\.canFire)
            var events: [EventID] = []
            for transition in transitions where !events.contains(transition.eventID) {
                events.append(transition.eventID)
            }
            for event in events {
                let branches = Self.branches(of: transitions.filter { $0.eventID == event }, in: flow, stepCases: stepCases, swift)
                // A written `on dismissed` (or `on reselected`) that never holds still disables the
                // gesture (the tap): its arm stays.
                if !branches.isEmpty || builtIns.contains(where: { $0.written == event }) { arms.append(Arm(step: step, event: event, branches: branches)) }
            }
        }
        self.arms = arms
        let shell = flow.shell.filter(\.canFire)
        var shellEvents: [EventID] = []
        for action in shell where !shellEvents.contains(action.eventID) {
            shellEvents.append(action.eventID)
        }
        shellArms = shellEvents.map { event in
            (event, Self.branches(of: shell.filter { $0.eventID == event }, in: flow, stepCases: stepCases, swift))
        }
        // Unwritten, a built-in event comes after the flow's own (`FlowModel.eventCases`).
        var implicitArms: [ImplicitArm] = []
        var builtInArms = 0
        var reselected: Int?
        for (offset, builtIn) in builtIns.enumerated() {
            let index = builtIn.written?.index ?? flow.events.count + builtIns[..<offset].filter { $0.written == nil }.count
            if builtIn.event == .reselected { reselected = index }
            let written = arms.filter { $0.event.index == index }.count
            builtInArms += written
            if written < flow.steps.count { implicitArms.append(ImplicitArm(eventIndex: index, move: builtIn.move)) }
        }
        self.implicitArms = implicitArms
        reselectedEventIndex = reselected
        // The flow's other events, which no implicit arm covers.
        let otherEvents = flow.events.count - builtIns.filter { $0.written != nil }.count
        coversEveryEvent = arms.count - builtInArms == flow.steps.count * otherEvents
        skipRules = flow.stepIDs.compactMap { step in
            guard flow.steps[step].facts.canBeSkipped, let rule = flow.steps[step].skip else { return nil }
            return (step, Self.swift(rule, flagMembers: flagMembers))
        }
        successors = flow.walkSuccessors
        presentations = flow.entryPairs.filter(\.style.isPresented)
    }

    /// A move as a `FlowStepMove` value: `.push(.signIn)`, `.present(.signIn, .sheet)`, `.back`,
    /// `.backTo(.payment)`, `.dismiss`, `.unwindThenEnter(.back, .push(.shipping))`, `.finish(.chosen)`,
    /// `.tab(.messages, then: .push(.conversation))`.
    /// Entering an outcome, by itself or after unwinding, ends the flow: `.finish(.chosen)`.
    static func swift(_ move: Move, in flow: FlowGraph, stepCases: [String]) -> String {
        if let entry = move.entry, flow.steps[entry.step].isOutcome { return ".finish(.\(stepCases[entry.step.index]))" }
        switch move {
        case .enter(let entry): return swift(entry, stepCases: stepCases)
        case .unwind(let unwind): return swift(unwind, stepCases: stepCases)
        case .unwindThenEnter(let unwind, let entry):
            return ".unwindThenEnter(\(swift(unwind, stepCases: stepCases)), \(swift(entry, stepCases: stepCases)))"
        case .tab(let tab):
            let then = tab.then.map { swift($0, stepCases: stepCases) } ?? "nil"
            return ".tab(.\(stepCases[tab.tab.index]), then: \(then))"
        case .alert, .close:
            // Showing an alert moves nothing (`alert(shownFrom:on:flags:)` says which it shows),
            // and neither does a button that only closes its alert.
            return "nil"
        }
    }

    /// `.push(.signIn)`, `.present(.signIn, .sheet)`: a `FlowStepMove` or a `FlowEntry`.
    private static func swift(_ entry: Entry, stepCases: [String]) -> String {
        switch entry.style {
        case .push: ".push(.\(stepCases[entry.step.index]))"
        case .sheet, .cover: ".present(.\(stepCases[entry.step.index]), .\(entry.style.name))"
        }
    }

    /// `.back`, `.backTo(.payment)`, `.dismiss`: a `FlowStepMove` or a `FlowUnwind`.
    private static func swift(_ unwind: Unwind, stepCases: [String]) -> String {
        switch unwind {
        case .back: ".back"
        case .backTo(let step): ".backTo(.\(stepCases[step.index]))"
        case .dismiss: ".dismiss"
        }
    }

    /// A guard as a Swift condition over the flags value `flags`: `!flags.isSignedIn`,
    /// `flags.a && (flags.b || flags.c)`.
    static func swift(_ condition: Guard, flagMembers: [String]) -> String {
        switch condition {
        case .flag(let flag): "flags." + flagMembers[flag.index]
        case .constant(let value): value ? "true" : "false"
        case .not(let operand): "!" + operandText(operand, flagMembers: flagMembers, inside: condition)
        case .and(let operands): operands.map { operandText($0, flagMembers: flagMembers, inside: condition) }.joined(separator: " && ")
        case .or(let operands): operands.map { operandText($0, flagMembers: flagMembers, inside: condition) }.joined(separator: " || ")
        }
    }

    /// An operand of `!`, `&&` or `||`, in parentheses where Swift needs them: an `and`, `or`
    /// or `!` under `!` (Swift reads `!!` as one operator), an `or` under `and`.
    private static func operandText(_ operand: Guard, flagMembers: [String], inside parent: Guard) -> String {
        let text = swift(operand, flagMembers: flagMembers)
        switch (parent, operand) {
        case (.not, .and), (.not, .or), (.not, .not), (.and, .or): return "(" + text + ")"
        default: return text
        }
    }
}

extension FlowLogic {
    /// The built-in events every step of `flow` answers, written or not, in the order
    /// `FlowModel.eventCases` appends the unwritten ones: each with its `EventID` when a step
    /// writes it, and its implicit move.
    static func builtInEvents(of flow: FlowGraph) -> [(event: BuiltInEvent, written: EventID?, move: String)] {
        let dismissed = (BuiltInEvent.dismissed, flow.dismissedEvent, ".back")
        switch flow.container {
        case .stack: return [dismissed]
        case .tabs: return [dismissed, (BuiltInEvent.reselected, flow.reselectedEvent, ".backToRoot")]
        }
    }
}

extension FlowLogic {
    /// The transitions of one arm that can be taken, all of one event, in the order they are
    /// tried, each with its guard as a Swift condition (`swift`), up to the first that always
    /// holds.
    static func taken(_ transitions: [FlowGraph.Transition], _ swift: (Guard?) -> String?) -> [(condition: String?, move: Move)] {
        var taken: [(condition: String?, move: Move)] = []
        for transition in transitions {
            if transition.guardCondition == .constant(false) { continue }
            let condition = transition.guardCondition == .constant(true) ? nil : swift(transition.guardCondition)
            taken.append((condition, transition.move))
            if condition == nil { break }
        }
        return taken
    }

    /// The branches of one arm of `move(from:on:flags:)` (`taken`): a transition that shows an
    /// alert returns `nil`, as the navigator asks `alert(shownFrom:on:flags:)` first, and a
    /// later transition of the event is taken only when its guard fails.
    private static func branches(
        of transitions: [FlowGraph.Transition], in flow: FlowGraph, stepCases: [String], _ swift: (Guard?) -> String?
    ) -> [Branch] {
        taken(transitions, swift).map { condition, move in
            Branch(condition: condition, result: Self.swift(move, in: flow, stepCases: stepCases), note: shownNote(move, in: flow))
        }
    }

    /// `shows the alert `confirmDelete``, for a move that shows one; `nil` for any other.
    static func shownNote(_ move: Move, in flow: FlowGraph) -> String? {
        guard case .alert(let alert) = move else { return nil }
        return "shows the \(flow.alerts[alert].style.keyword) `\(flow.alerts[alert].name)`"
    }

}
