import FlowChecker
import FlowCore

/// The flow's logic as the generated namespace states it: where a walk begins, what each event
/// does on each step's screen, when a step is skipped, and which steps can follow which. Decided
/// here from the checked graph, as values (guards, `LogicMove`s); `FlowEmitter+Logic` and
/// `FlowEmitter+Arms` turn them into Swift.
struct FlowLogic {
    /// One transition an arm tries: its guard (`nil` when it always holds, which ends the arm)
    /// and what the arm returns when it does: a move (`LogicMove`) or, in
    /// `alert(shownFrom:on:flags:)`, an alert; `nil` when it returns `nil`.
    struct Branch<Result: Hashable>: Hashable {
        let condition: Guard?
        let result: Result?
        /// The alert the transition shows, why a move's branch returns `nil` though the
        /// transition is taken, for a reader at a breakpoint (`shows the alert `confirmDelete``).
        let shownAlert: AlertID?

        init(condition: Guard?, result: Result?, shownAlert: AlertID? = nil) {
            self.condition = condition
            self.result = result
            self.shownAlert = shownAlert
        }
    }

    /// One arm of `move(from:on:flags:)`: the transitions of one step for one event, in the
    /// order they are tried.
    struct Arm {
        let step: StepID
        let event: EventID
        /// Each transition that can fire, with its move.
        let branches: [Branch<LogicMove>]
    }

    /// The steps a walk can begin at, after skip rules, in the order of the `start` line.
    let roots: [StepID]
    /// A tabbed router's tabs, in the bar's order: each tab's root, and its `when` condition
    /// (`nil` when the tab is always shown). Empty for every other flow.
    let tabs: [(root: StepID, condition: Guard?)]
    /// The arms of `move(from:on:flags:)`, step by step, each step's events in the order they
    /// first appear.
    let arms: [Arm]
    /// The arms of `shellMove(_:flags:)`: the tab bar's actions, one an event, in the bar's
    /// order, each with its transitions in the order they are tried. Empty without a `shell`.
    let shellArms: [(event: EventID, branches: [Branch<LogicMove>])]
    /// Whether the arms cover every step and event, so that the switch needs no `default`.
    let coversEveryEvent: Bool
    /// The skip rules that can apply, by step.
    let skipRules: [(step: StepID, condition: Guard)]
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
        let move: LogicMove
    }

    /// The implicit arms `move(from:on:flags:)` ends with: one for each built-in event some
    /// step doesn't write.
    let implicitArms: [ImplicitArm]
    /// The position of `reselected` in `FlowModel.eventCases` in a tabbed router; `nil` in any
    /// other flow.
    let reselectedEventIndex: Int?

    init(_ flow: FlowGraph) {
        roots = flow.shownRoots
        tabs = flow.tabs.map { ($0.root, $0.condition) }
        let builtIns = Self.builtInEvents(of: flow)
        var arms: [Arm] = []
        for step in flow.stepIDs {
            let transitions = flow.steps[step].transitions.filter(\.canFire)
            var events: [EventID] = []
            for transition in transitions where !events.contains(transition.eventID) {
                events.append(transition.eventID)
            }
            for event in events {
                let branches = Self.branches(of: transitions.filter { $0.eventID == event }, in: flow)
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
            (event, Self.branches(of: shell.filter { $0.eventID == event }, in: flow))
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
            return (step, rule)
        }
        successors = flow.walkSuccessors
        presentations = flow.entryPairs.filter(\.style.isPresented)
    }
}

extension FlowLogic {
    /// The built-in events every step of `flow` answers, written or not, in the order
    /// `FlowModel.eventCases` appends the unwritten ones: each with its `EventID` when a step
    /// writes it, and its implicit move.
    static func builtInEvents(of flow: FlowGraph) -> [(event: BuiltInEvent, written: EventID?, move: LogicMove)] {
        let dismissed = (BuiltInEvent.dismissed, flow.dismissedEvent, LogicMove.back)
        switch flow.container {
        case .stack: return [dismissed]
        case .tabs: return [dismissed, (BuiltInEvent.reselected, flow.reselectedEvent, LogicMove.backToRoot)]
        }
    }
}

extension FlowLogic {
    /// The transitions of one arm that can be taken, all of one event, in the order they are
    /// tried, each with its guard (`nil`: it always holds), up to the first that always holds.
    static func taken(_ transitions: [FlowGraph.Transition]) -> [(condition: Guard?, move: Move)] {
        var taken: [(condition: Guard?, move: Move)] = []
        for transition in transitions {
            if transition.guardCondition == .constant(false) { continue }
            let condition = transition.guardCondition == .constant(true) ? nil : transition.guardCondition
            taken.append((condition, transition.move))
            if condition == nil { break }
        }
        return taken
    }

    /// The branches of one arm of `move(from:on:flags:)` (`taken`): a transition that shows an
    /// alert returns `nil`, as the navigator asks `alert(shownFrom:on:flags:)` first, and a
    /// later transition of the event is taken only when its guard fails.
    static func branches(of transitions: [FlowGraph.Transition], in flow: FlowGraph) -> [Branch<LogicMove>] {
        taken(transitions).map { condition, move in
            Branch(condition: condition, result: LogicMove(move, in: flow), shownAlert: move.shownAlert)
        }
    }

    /// `shows the alert `confirmDelete``, for a move that shows one; `nil` for any other.
    static func shownNote(_ move: Move, in flow: FlowGraph) -> String? {
        move.shownAlert.map { shownNote($0, in: flow) }
    }

    /// `shows the alert `confirmDelete``: why a branch that shows `alert` returns `nil`.
    static func shownNote(_ alert: AlertID, in flow: FlowGraph) -> String {
        "shows the \(flow.alerts[alert].style.keyword) `\(flow.alerts[alert].name)`"
    }
}
