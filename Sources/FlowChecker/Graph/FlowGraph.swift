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
    /// Every event of the flow, each once: `next` first, then the others in order of first
    /// appearance over the steps' transitions. `Transition.eventIndex` indexes it.
    public var events: [String] = ["next"]
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
        /// The lines of the step's doc comment, without the slashes.
        public var doc: [String]
        public var range: SourceRange
        public var isFinal: Bool
        public var parameters: [PayloadParameter]
        /// The condition of the skip rule, if the step has one.
        public var skip: Guard?
        public var skipRange: SourceRange?
        /// The step's transitions whose target exists, in the order they are tried.
        public var transitions: [Transition]
        public var facts = StepFacts()

        public init(name: String, doc: [String], range: SourceRange, isFinal: Bool, parameters: [PayloadParameter], skip: Guard?, skipRange: SourceRange?, transitions: [Transition] = []) {
            self.name = name
            self.doc = doc
            self.range = range
            self.isFinal = isFinal
            self.parameters = parameters
            self.skip = skip
            self.skipRange = skipRange
            self.transitions = transitions
        }
    }

    /// The transitions of step `index`, in the order they are tried.
    public func transitions(of index: Int) -> [Transition] {
        steps[index].transitions
    }

    /// The events step `index` has, each once, in order of first appearance.
    public func events(ofStep index: Int) -> [String] {
        let transitions = steps[index].transitions
        return transitions.indices.filter { startsEvent($0, of: index) }.map { transitions[$0].event }
    }

    /// Whether the transition at `position` in step `step`'s transitions is the first of its
    /// event: the positions where this holds visit each event once, in the order of
    /// `events(ofStep:)`.
    public func startsEvent(_ position: Int, of step: Int) -> Bool {
        let transitions = steps[step].transitions
        let eventIndex = transitions[position].eventIndex
        return !transitions[..<position].contains { $0.eventIndex == eventIndex }
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
        public var continuesSkip: Bool { eventIndex == 0 && canFire && canFireWhenSkipped }
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
        guard let eventIndex = events.firstIndex(of: event) else { return [] }
        return shownSteps(after: step, eventIndex: eventIndex)
    }

    /// `shownSteps(after:event:)` for the event `events[eventIndex]`.
    public func shownSteps(after step: Int, eventIndex: Int) -> [Int] {
        var targets: [Int] = []
        for transition in steps[step].transitions where transition.canFire && transition.eventIndex == eventIndex {
            if !targets.contains(transition.target) { targets.append(transition.target) }
        }
        // Usually no target has a skip rule that can apply: the targets are what is shown.
        guard targets.contains(where: { steps[$0].facts.canBeSkipped || steps[$0].facts.isAlwaysSkipped }) else {
            return targets.sorted()
        }
        var entered: Set<Int> = []
        var shown: Set<Int> = []
        var pending = targets
        while let next = pending.popLast() {
            guard entered.insert(next).inserted else { continue }
            let facts = steps[next].facts
            if !facts.isAlwaysSkipped { shown.insert(next) }
            if facts.canBeSkipped {
                pending += steps[next].transitions.filter(\.continuesSkip).map(\.target)
            }
        }
        return shown.sorted()
    }
}
