/// The graph and the transition logic of a flow, as generated code describes it in one compact
/// string.
///
/// One string literal instead of array literals, per-step switches or guard expressions keeps
/// the Swift compiler fast on big flows (docs/Performance.md); it is parsed once, on first use.
/// Steps are separated by `;`. Each is `properties|targets|skipTargets|transitions|skip`:
/// - properties: `f` for a final step, `a` for one that is always skipped, `k` for one whose
///   skip rule can apply;
/// - targets: the steps its transitions can push (before skip rules), and skipTargets those
///   its `next` transitions can lead to while it is being skipped, comma-separated indexes;
/// - transitions: the transitions that can fire, in the order they are tried, comma-separated,
///   each `event:target:guard`, where target is a step index (a push), `<` (back) or `<N`
///   (back to step N);
/// - skip: the skip rule's guard, when it can apply.
///
/// A guard is a postfix program, tokens separated by spaces: a number pushes that flag, `t`
/// and `f` push a constant, `!` negates, `*N` and `+N` replace the top N values by their
/// conjunction or disjunction. An empty guard always holds.
public struct FlowTable: Sendable {
    /// The steps a walk can begin at (before skip rules): the start step first, then a
    /// router's other roots.
    public let roots: [Int]
    public let stepCount: Int
    private let isFinalStep: [Bool]
    private let isAlwaysSkipped: [Bool]
    private let canBeSkipped: [Bool]
    private let targets: [[Int]]
    private let skipTargets: [[Int]]
    private let transitions: [[Transition]]
    private let skipRules: [GuardProgram?]

    /// What a transition does.
    public enum Move: Hashable, Sendable {
        /// Pushes the step with this index (before skip rules, or after them where a navigator
        /// reports it).
        case push(Int)
        /// Pops the step on screen.
        case back
        /// Pops to the most recent occurrence of the step with this index.
        case backTo(Int)
    }

    /// One transition: on `event`, `move`, when `condition` holds.
    struct Transition: Sendable {
        var event: Int
        var move: Move
        var condition: GuardProgram
    }

    /// The index of the start step (before skip rules).
    public var start: Int { roots[0] }

    /// A wizard's table: one start step.
    public init(start: Int, _ encoded: String) {
        self.init(roots: [start], encoded)
    }

    /// A router's table: its roots, the first where a navigator starts by default.
    public init(roots: [Int], _ encoded: String) {
        precondition(!roots.isEmpty, "a flow has at least one root")
        self.roots = roots
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
                let target = fields[1]
                let move: Move = target.first != "<" ? .push(Int(target)!)
                    : target.count == 1 ? .back : .backTo(Int(target.dropFirst())!)
                return Transition(event: Int(fields[0])!, move: move, condition: GuardProgram(fields[2]))
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

    /// What `event` does from `step`, before skip rules: the move of the first transition for
    /// the event whose guard holds, or `nil`.
    func move(from step: Int, event: Int, flag: (Int) -> Bool) -> Move? {
        guard step >= 0, step < stepCount else { return nil }
        for transition in transitions[step] where transition.event == event && transition.condition.evaluate(flag) {
            return transition.move
        }
        return nil
    }

    /// The step that `event` pushes from `step`, before skip rules; `nil` when no transition
    /// applies or the one that does goes back.
    func target(from step: Int, event: Int, flag: (Int) -> Bool) -> Int? {
        guard case .push(let target)? = move(from: step, event: event, flag: flag) else { return nil }
        return target
    }

    /// What `event` does from `step`, with a pushed step after skip rules; `nil` when no
    /// transition applies.
    public func resolvedMove(from step: Int, event: Int, flag: (Int) -> Bool) -> Move? {
        let taken = move(from: step, event: event, flag: flag)
        guard case .push(let target)? = taken else { return taken }
        return .push(entered(target, flag: flag))
    }

    /// The step shown when the flow enters `step`, after skip rules: while the step's skip rule
    /// holds and the `next` transition taken pushes a step, the flow goes on to that step.
    public func entered(_ step: Int, flag: (Int) -> Bool) -> Int {
        var current = step
        // The checker proves skip chains loop-free; the bound only guards against misuse.
        for _ in 0...stepCount {
            guard skipRuleHolds(current, flag: flag), let next = target(from: current, event: 0, flag: flag) else { break }
            current = next
        }
        return current
    }

    /// Whether the skip rule of `step` holds (false for a step whose skip rule can't apply).
    func skipRuleHolds(_ step: Int, flag: (Int) -> Bool) -> Bool {
        guard step >= 0, step < stepCount, let rule = skipRules[step] else { return false }
        return rule.evaluate(flag)
    }

    public func isFinal(_ step: Int) -> Bool {
        step >= 0 && step < stepCount && isFinalStep[step]
    }

    /// The steps that can be shown when the flow enters `steps`, after skip rules.
    func shownSteps(entering steps: [Int]) -> Set<Int> {
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

    /// The steps that can be shown first: the roots, after skip rules.
    var startSteps: Set<Int> { shownSteps(entering: roots) }

    /// The steps that can be shown first, in the order of the `start` line: each root (unless
    /// it is always skipped), then the steps its skip rule can lead to, each step once.
    public var orderedStartSteps: [Int] {
        var shown: [Int] = []
        var entered = Set<Int>()
        for root in roots {
            var pending = [root]
            while !pending.isEmpty {
                let step = pending.removeFirst()
                guard entered.insert(step).inserted else { continue }
                if !isAlwaysSkipped[step] { shown.append(step) }
                if canBeSkipped[step] { pending += skipTargets[step] }
            }
        }
        return shown
    }

    /// The steps that can be pushed right after `step`, by any event, for some flag values.
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
