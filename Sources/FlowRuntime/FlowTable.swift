/// The graph of a flow, as generated code describes it in one compact string.
///
/// One string literal instead of array literals keeps the Swift compiler fast on big flows;
/// it is parsed once, on first use. Steps are separated by `;`. Each is
/// `properties|targets|skipTargets`: properties has `f` for a final step, `a` for a step that
/// is always skipped, `k` for one whose skip rule can apply; targets are the steps its
/// transitions can lead to (before skip rules) and skipTargets those its `next` transitions can
/// lead to while it is being skipped, each a comma-separated list of indexes.
public struct FlowTable: Sendable {
    /// The index of the start step (before skip rules).
    public let start: Int
    public let stepCount: Int
    private let isFinalStep: [Bool]
    private let isAlwaysSkipped: [Bool]
    private let canBeSkipped: [Bool]
    private let targets: [[Int]]
    private let skipTargets: [[Int]]

    public init(start: Int, _ encoded: String) {
        self.start = start
        var finals: [Bool] = []
        var always: [Bool] = []
        var skippable: [Bool] = []
        var targets: [[Int]] = []
        var skipTargets: [[Int]] = []
        func indexes(_ text: Substring) -> [Int] {
            text.split(separator: ",").map { Int($0)! }
        }
        for step in encoded.split(separator: ";", omittingEmptySubsequences: false) {
            let parts = step.split(separator: "|", omittingEmptySubsequences: false)
            precondition(parts.count == 3, "malformed flow table")
            finals.append(parts[0].contains("f"))
            always.append(parts[0].contains("a"))
            skippable.append(parts[0].contains("k"))
            targets.append(indexes(parts[1]))
            skipTargets.append(indexes(parts[2]))
        }
        self.stepCount = finals.count
        self.isFinalStep = finals
        self.isAlwaysSkipped = always
        self.canBeSkipped = skippable
        self.targets = targets
        self.skipTargets = skipTargets
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
