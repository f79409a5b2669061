import FlowChecker

/// The flow's logic as the generated namespace spells it in Swift: where a walk begins, what
/// each event does on each step's screen, when a step is skipped, and which steps can follow
/// which. Decided here from the checked graph; `FlowEmitter+Logic` only prints it.
struct FlowLogic {
    /// One arm of `move(from:on:flags:)`: the transitions of one step for one event, in the
    /// order they are tried.
    struct Arm {
        let step: StepID
        let event: EventID
        /// Each transition that can fire: its guard as a Swift condition (`nil` when it always
        /// holds, which ends the arm) and its move (`.push(.signIn)`).
        let branches: [(condition: String?, move: String)]
    }

    /// The steps a walk can begin at, after skip rules, in the order of the `start` line.
    let roots: [StepID]
    /// The arms of `move(from:on:flags:)`, step by step, each step's events in the order they
    /// first appear.
    let arms: [Arm]
    /// Whether the arms cover every step and event, so that the switch needs no `default`.
    let coversEveryEvent: Bool
    /// The skip rules that can apply, as Swift conditions, by step.
    let skipRules: [(step: StepID, condition: String)]
    /// For each step (by `StepID.index`), the steps that can be on screen right after it, sorted.
    let successors: [[StepID]]

    init(_ flow: FlowGraph, stepCases: [String], flagMembers: [String]) {
        func swift(_ condition: Guard?) -> String? {
            condition.flatMap { FlowLogic.swift($0, flagMembers: flagMembers) }
        }
        roots = Self.shownRoots(flow)
        var arms: [Arm] = []
        for step in flow.stepIDs {
            let transitions = flow.steps[step].transitions.filter(\.canFire)
            var events: [EventID] = []
            for transition in transitions where !events.contains(transition.eventID) {
                events.append(transition.eventID)
            }
            for event in events {
                var branches: [(condition: String?, move: String)] = []
                for transition in transitions where transition.eventID == event {
                    if transition.guardCondition == .constant(false) { continue }
                    let condition = transition.guardCondition == .constant(true) ? nil : swift(transition.guardCondition)
                    branches.append((condition, Self.swift(transition.move, stepCases: stepCases)))
                    if condition == nil { break }
                }
                if !branches.isEmpty { arms.append(Arm(step: step, event: event, branches: branches)) }
            }
        }
        self.arms = arms
        coversEveryEvent = arms.count == flow.steps.count * flow.events.count
        skipRules = flow.stepIDs.compactMap { step in
            guard flow.steps[step].facts.canBeSkipped, let rule = flow.steps[step].skip else { return nil }
            return (step, Self.swift(rule, flagMembers: flagMembers))
        }
        successors = flow.stepIDs.map { step in
            var shown = Set<StepID>()
            for event in flow.eventIDs { shown.formUnion(flow.shownSteps(after: step, event: event)) }
            return shown.sorted()
        }
    }

    /// The roots, each followed by the steps its skip rule can lead to (breadth first), each
    /// step once, without the steps that are always skipped.
    static func shownRoots(_ flow: FlowGraph) -> [StepID] {
        var shown: [StepID] = []
        var entered = Set<StepID>()
        for root in flow.roots {
            var pending = [root]
            while !pending.isEmpty {
                let step = pending.removeFirst()
                guard entered.insert(step).inserted else { continue }
                let facts = flow.steps[step].facts
                if !facts.isAlwaysSkipped { shown.append(step) }
                guard facts.canBeSkipped else { continue }
                for transition in flow.steps[step].transitions where transition.continuesSkip {
                    if let target = transition.pushedStep, !pending.contains(target) { pending.append(target) }
                }
            }
        }
        return shown
    }

    /// A move as a `FlowStepMove` value: `.push(.signIn)`, `.back`, `.backTo(.payment)`.
    static func swift(_ move: Move, stepCases: [String]) -> String {
        switch move {
        case .push(let step): ".push(.\(stepCases[step.index]))"
        case .back: ".back"
        case .backTo(let step): ".backTo(.\(stepCases[step.index]))"
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
