import FlowCore

/// A flow with every name resolved to an index, and what the checker learned about it.
///
/// The checker makes one for every flow it can resolve, errors or not, so that drawings can
/// show what is wrong; only a `CheckedFlow` promises that the flow has no error.
public struct FlowGraph: Hashable, Sendable {
    public var name: String
    public var nameRange: SourceRange
    public var doc: [String]
    /// The path of the `.flow` file the flow is declared in.
    public var path: String
    public var flags: [Flag]
    public var steps: [Step]
    /// Every step's transitions, a step's together and the steps in order: `Step.transitionRange`
    /// says which are whose, and `transitions(of:)` gives them.
    public var transitions: [Transition] = []
    /// Every event of the flow, each once: `next` first, then the others in order of first
    /// appearance over the steps' transitions. `Transition.eventIndex` indexes it.
    public var events: [String] = ["next"]
    /// The lines of every step's doc comment, a step's together; `Step.docLines` says which
    /// are whose, and `doc(ofStep:)` gives them (the syntax tree's `FlowDecl.stepDocs`).
    public var stepDocs: [String] = []
    /// The index of the start step, when one names an existing step.
    public var start: Int?
    /// Whether the checker reported any error for this flow.
    public var hasErrors: Bool
    /// Whether reachability and traps were analysed (they are not when names did not resolve),
    /// so that `StepFacts.isReachable` and `isTrap` mean something.
    public var isAnalysed = false

    public init(name: String, nameRange: SourceRange, doc: [String], path: String, flags: [Flag], steps: [Step], start: Int?, hasErrors: Bool = false) {
        self.name = name
        self.nameRange = nameRange
        self.doc = doc
        self.path = path
        self.flags = flags
        self.steps = steps
        self.start = start
        self.hasErrors = hasErrors
    }

    /// The names of the flags, by index.
    public var flagNames: [String] { flags.map(\.name) }

    /// A flag the app supplies at run time.
    public struct Flag: Hashable, Sendable {
        public var name: String
        public var doc: [String]
        public var range: SourceRange
        /// Whether any guard or skip rule reads it.
        public var isUsed: Bool = false
    }

    /// A step of the flow.
    public struct Step: Hashable, Sendable {
        public var name: String
        /// Where the lines of the step's doc comment are in `FlowGraph.stepDocs`.
        public var docLines: Range<Int>
        public var range: SourceRange
        public var isFinal: Bool
        public var parameters: [PayloadParameter]
        /// The condition of the skip rule, if the step has one.
        public var skip: Guard?
        public var skipRange: SourceRange?
        /// Where the step's transitions (those whose target exists) are in `FlowGraph.transitions`,
        /// in the order they are tried.
        public var transitionRange: Range<Int>
        public var facts = StepFacts()

        public init(name: String, docLines: Range<Int>, range: SourceRange, isFinal: Bool, parameters: [PayloadParameter], skip: Guard?, skipRange: SourceRange?, transitionRange: Range<Int> = 0..<0) {
            self.name = name
            self.docLines = docLines
            self.range = range
            self.isFinal = isFinal
            self.parameters = parameters
            self.skip = skip
            self.skipRange = skipRange
            self.transitionRange = transitionRange
        }
    }

    /// The lines of step `index`'s doc comment, without the slashes.
    public func doc(ofStep index: Int) -> ArraySlice<String> {
        stepDocs[steps[index].docLines]
    }

    /// The transitions of step `index`, in the order they are tried. The slice keeps the
    /// positions in `transitions`: loop over its `indices`, not from 0.
    public func transitions(of index: Int) -> ArraySlice<Transition> {
        transitions[steps[index].transitionRange]
    }

    /// The events step `index` has, each once, in order of first appearance. Made on each call:
    /// loops that only visit each event use `startsEvent(_:of:)` and make no list.
    public func events(ofStep index: Int) -> [String] {
        steps[index].transitionRange.filter { startsEvent($0, of: index) }.map { transitions[$0].event }
    }

    /// Whether `transitions[position]` is the first transition of its event among step
    /// `step`'s: the positions where this holds visit each event once, in the order of
    /// `events(ofStep:)`.
    @inlinable public func startsEvent(_ position: Int, of step: Int) -> Bool {
        let eventIndex = transitions[position].eventIndex
        var earlier = steps[step].transitionRange.lowerBound
        while earlier < position {
            if transitions[earlier].eventIndex == eventIndex { return false }
            earlier += 1
        }
        return true
    }

    /// `on event -> target when guard`.
    public struct Transition: Hashable, Sendable {
        public var event: String
        /// The index of `event` in `FlowGraph.events`.
        public var eventIndex: Int
        public var target: Int
        public var guardCondition: Guard?
        public var range: SourceRange
        public var targetRange: SourceRange
        /// The range of `when guard`, when there is a guard.
        public var guardRange: SourceRange?
        /// Whether some flag values make this the transition taken (its guard can hold and no
        /// earlier transition for the same event always matches first).
        public var canFire = true
        /// For a `next` transition of a step with a skip rule: whether it can be the one taken
        /// while the skip rule holds.
        public var canFireWhenSkipped = true

        /// Whether the flow can go on along this transition when its step is skipped: a `next`
        /// transition (event 0) that can be taken while the skip rule holds.
        @inlinable public var continuesSkip: Bool { eventIndex == 0 && canFire && canFireWhenSkipped }
    }

    /// What the checker learned about a step.
    public struct StepFacts: Hashable, Sendable {
        /// Whether the step can be shown: it is reached from the start and not always skipped.
        public var isReachable = false
        /// Whether its skip rule always applies, so the step is never shown.
        public var isAlwaysSkipped = false
        /// Whether the skip rule can apply (it holds and a `next` transition then applies).
        public var canBeSkipped = false
        /// Whether the step is reachable but no final step can be reached from it.
        public var isTrap = false
    }

    /// The steps that `event` from `step` can show next, after skip rules, sorted.
    ///
    /// Computed on demand: stored for every step, these sets could grow with the square of
    /// the flow's size along long skip chains.
    public func shownSteps(after step: Int, event: String) -> [Int] {
        var shown: [Int] = []
        if let eventIndex = events.firstIndex(of: event) {
            appendShownSteps(after: step, eventIndex: eventIndex, to: &shown)
        }
        return shown
    }

    /// Appends `shownSteps(after:event:)` for the event `events[eventIndex]` to `list`, for
    /// callers that keep many such lists in one array instead of one array each.
    public func appendShownSteps(after step: Int, eventIndex: Int, to list: inout [Int]) {
        // The lists are a few steps long, so they are searched and sorted by plain loops.
        let start = list.count
        var skipping = false
        for index in steps[step].transitionRange where transitions[index].canFire && transitions[index].eventIndex == eventIndex {
            let target = transitions[index].target
            guard !Self.contains(target, in: list, from: start) else { continue }
            list.append(target)
            let facts = steps[target].facts
            skipping = skipping || facts.canBeSkipped || facts.isAlwaysSkipped
        }
        if skipping {
            var entered = Set<Int>(minimumCapacity: 8)
            var pending = Array(list[start...])
            list.removeSubrange(start...)
            while let next = pending.popLast() {
                guard entered.insert(next).inserted else { continue }
                let facts = steps[next].facts
                if !facts.isAlwaysSkipped { list.append(next) }
                if facts.canBeSkipped {
                    for index in steps[next].transitionRange where transitions[index].continuesSkip {
                        pending.append(transitions[index].target)
                    }
                }
            }
        }
        Self.sort(&list, from: start)
    }

    private static func contains(_ value: Int, in list: [Int], from start: Int) -> Bool {
        var index = start
        while index < list.count {
            if list[index] == value { return true }
            index += 1
        }
        return false
    }

    /// Sorts `list[start...]` in place: an insertion sort while short, the library's sort beyond.
    private static func sort(_ list: inout [Int], from start: Int) {
        guard list.count - start > 1 else { return }
        guard list.count - start <= 16 else {
            list[start...].sort()
            return
        }
        for index in (start + 1)..<list.count {
            let value = list[index]
            var position = index
            while position > start, list[position - 1] > value {
                list[position] = list[position - 1]
                position -= 1
            }
            list[position] = value
        }
    }
}
