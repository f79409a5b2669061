/// The graph and the transition logic of a flow, as generated code describes it in one compact
/// string.
///
/// One string literal instead of array literals, per-step switches or guard expressions keeps
/// the Swift compiler fast on big flows (docs/Performance.md); it is parsed once, on first use.
/// Steps are separated by `;`. Each is `properties|targets|skipTargets|transitions|skip`:
/// - properties: `f` for a final step, `a` for one that is always skipped, `k` for one whose
///   skip rule can apply;
/// - targets: the steps its transitions can lead to (before skip rules), and skipTargets those
///   its `next` transitions can lead to while it is being skipped, comma-separated indexes;
/// - transitions: the transitions that can fire, in the order they are tried, comma-separated,
///   each `event:target:guard`;
/// - skip: the skip rule's guard, when it can apply.
///
/// A guard is a postfix program, tokens separated by spaces: a number pushes that flag, `t`
/// and `f` push a constant, `!` negates, `*N` and `+N` replace the top N values by their
/// conjunction or disjunction. An empty guard always holds.
public struct FlowTable: Sendable {
    /// The index of the start step (before skip rules).
    public let start: Int
    public let stepCount: Int
    private let isFinalStep: [Bool]
    private let isAlwaysSkipped: [Bool]
    private let canBeSkipped: [Bool]
    private let targets: [[Int]]
    private let skipTargets: [[Int]]
    private let transitions: [[Transition]]
    private let skipRules: [GuardProgram?]

    /// One transition: on `event`, to `target`, when `condition` holds.
    struct Transition: Sendable {
        var event: Int
        var target: Int
        var condition: GuardProgram
    }

    public init(start: Int, _ encoded: String) {
        self.start = start
        var finals: [Bool] = []
        var always: [Bool] = []
        var skippable: [Bool] = []
        var targets: [[Int]] = []
        var skipTargets: [[Int]] = []
        var transitions: [[Transition]] = []
        var skipRules: [GuardProgram?] = []
        func indexes(_ text: Substring) -> [Int] {
            text.split(separator: ",").map { Int($0)! }
        }
        for step in encoded.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = step.split(separator: "|", omittingEmptySubsequences: false)
            precondition(parts.count == 5, "malformed flow table")
            finals.append(parts[0].contains("f"))
            always.append(parts[0].contains("a"))
            skippable.append(parts[0].contains("k"))
            targets.append(indexes(parts[1]))
            skipTargets.append(indexes(parts[2]))
            transitions.append(parts[3].split(separator: ",").map { item in
                let fields = item.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
                return Transition(event: Int(fields[0])!, target: Int(fields[1])!, condition: GuardProgram(fields[2]))
            })
            skipRules.append(parts[4].isEmpty ? nil : GuardProgram(parts[4]))
        }
        self.transitions = transitions
        self.skipRules = skipRules
        self.stepCount = finals.count
        self.isFinalStep = finals
        self.isAlwaysSkipped = always
        self.canBeSkipped = skippable
        self.targets = targets
        self.skipTargets = skipTargets
    }

    /// The step that `event` leads to from `step`, before skip rules: the first transition for
    /// the event whose guard holds, or `nil`.
    public func target(from step: Int, event: Int, flag: (Int) -> Bool) -> Int? {
        guard step >= 0, step < stepCount else { return nil }
        for transition in transitions[step] where transition.event == event && transition.condition.evaluate(flag) {
            return transition.target
        }
        return nil
    }

    /// The step shown when the flow enters `step`, after skip rules: while the step's skip rule
    /// holds and one of its `next` transitions applies, the flow goes on along it.
    public func entered(_ step: Int, flag: (Int) -> Bool) -> Int {
        var current = step
        // The checker proves skip chains loop-free; the bound only guards against misuse.
        for _ in 0...stepCount {
            guard skipRuleHolds(current, flag: flag), let next = target(from: current, event: 0, flag: flag) else { break }
            current = next
        }
        return current
    }

    /// The step that `event` leads to from `step`, after skip rules, or `nil`.
    public func resolvedTarget(from step: Int, event: Int, flag: (Int) -> Bool) -> Int? {
        target(from: step, event: event, flag: flag).map { entered($0, flag: flag) }
    }

    /// Whether the skip rule of `step` holds (false for a step whose skip rule can't apply).
    public func skipRuleHolds(_ step: Int, flag: (Int) -> Bool) -> Bool {
        guard step >= 0, step < stepCount, let rule = skipRules[step] else { return false }
        return rule.evaluate(flag)
    }

    public func isFinal(_ step: Int) -> Bool {
        step >= 0 && step < stepCount && isFinalStep[step]
    }

    /// The steps that can be shown when the flow enters `steps`, after skip rules.
    public func shownSteps(entering steps: [Int]) -> Set<Int> {
        var shown = Set<Int>()
        var entered = Set<Int>()
        var pending = steps
        while let step = pending.popLast() {
            guard entered.insert(step).inserted else { continue }
            if !isAlwaysSkipped[step] { shown.insert(step) }
            if canBeSkipped[step] { pending += skipTargets[step] }
        }
        return shown
    }

    /// The steps that can be shown first.
    public var startSteps: Set<Int> { shownSteps(entering: [start]) }

    /// The steps that can be shown right after `step`, by any event, for some flag values.
    public func successors(of step: Int) -> Set<Int> {
        guard step >= 0, step < stepCount else { return [] }
        return shownSteps(entering: targets[step])
    }

    /// How many leading steps of a walk (step indexes) are legal from the start.
    public func legalPrefixLength(_ walk: [Int]) -> Int {
        guard let first = walk.first, startSteps.contains(first) else { return 0 }
        var length = 1
        while length < walk.count, !isFinal(walk[length - 1]), successors(of: walk[length - 1]).contains(walk[length]) {
            length += 1
        }
        return length
    }
}
