import FlowCore

/// A flow with every name resolved to an index, and what the checker learned about it.
///
/// The checker makes one for every flow it can resolve, errors or not, so that drawings can
/// show what is wrong; only a `CheckedFlow` promises that the flow has no error. Sealed: code
/// outside FlowChecker reads it but can't make one or change what the checker found
/// (`SealedModelTests`).
public struct FlowGraph: Hashable, Sendable {
    /// A wizard or a router.
    public internal(set) var kind: FlowKind = .wizard
    public internal(set) var name: String
    public internal(set) var nameRange: SourceRange
    public internal(set) var doc: [String]
    /// The path of the `.flow` file the flow is declared in.
    public internal(set) var path: String
    public internal(set) var flags: [Flag]
    public internal(set) var steps: [Step]
    /// Every event of the flow, each once: `next` first, then the others in order of first
    /// appearance over the steps' transitions. `Transition.eventIndex` indexes it.
    public internal(set) var events: [String] = ["next"]
    /// The index of the start step, when one names an existing step: the first root.
    public var start: Int? { roots.first }
    /// The steps a walk can begin at, by index, in declared order: the start step, and a
    /// router's other roots. Empty when the start is missing or unknown.
    public internal(set) var roots: [Int]
    /// The deep links whose pattern, placeholders and stack checked clean, in written order.
    public internal(set) var links: [Link] = []
    /// Whether the checker reported any error for this flow.
    public internal(set) var hasErrors: Bool
    /// Whether reachability and traps were analysed (they are not when names did not resolve),
    /// so that `StepFacts.isReachable` and `isTrap` mean something.
    public internal(set) var isAnalysed = false

    init(name: String, nameRange: SourceRange, doc: [String], path: String, flags: [Flag], steps: [Step], start: Int?, hasErrors: Bool = false) {
        self.name = name
        self.nameRange = nameRange
        self.doc = doc
        self.path = path
        self.flags = flags
        self.steps = steps
        self.roots = start.map { [$0] } ?? []
        self.hasErrors = hasErrors
    }

    /// The names of the flags, by index.
    public var flagNames: [String] { flags.map(\.name) }

    /// `link name "pattern", "pattern" -> stack`: a deep link, resolved.
    public struct Link: Hashable, Sendable {
        /// Its case in the link enum: the name written after `link`, or its landing step's.
        public internal(set) var name: String
        /// Its forms, in written order: a URL in any opens the link, which builds the first.
        /// Every form has the same placeholders, perhaps in another order.
        public internal(set) var patterns: [FlowLinkPattern]
        /// The patterns as written, and their ranges (quotes included).
        public internal(set) var patternTexts: [String]
        public internal(set) var ranges: [SourceRange]
        /// The walk the link lands on, root first, by step index.
        public internal(set) var walk: [Int]
        /// For each step of the walk, the placeholder (an index into the first pattern's
        /// `placeholders`) each of its payload parameters is bound to, in parameter order.
        public internal(set) var arguments: [[Int]]
        /// Each placeholder's Swift type, in the first pattern's order, as the parameters bound
        /// to it declare it.
        public internal(set) var placeholderTypes: [String]
        /// The `example` URLs and their ranges.
        public internal(set) var examples: [LinkDecl.Example]

        /// The first form: the one the link builds.
        public var pattern: FlowLinkPattern { patterns[0] }
        public var patternText: String { patternTexts[0] }
        public var range: SourceRange { ranges[0] }

        /// For each placeholder of the first form, its index in form `form`'s `placeholders`
        /// (the order `match` returns that form's values in).
        public func valueIndices(ofForm form: Int) -> [Int] {
            let own = patterns[form].placeholders
            return pattern.placeholders.map { name in own.firstIndex(of: name)! }
        }

        /// Form `form` as a link of its own, with its placeholders in its own order: what the
        /// module's checks compare, form by form.
        public func form(_ form: Int) -> Link {
            let indices = valueIndices(ofForm: form)
            var types = placeholderTypes
            for (canonical, index) in indices.enumerated() { types[index] = placeholderTypes[canonical] }
            return Link(
                name: name, patterns: [patterns[form]], patternTexts: [patternTexts[form]], ranges: [ranges[form]], walk: walk,
                arguments: arguments.map { $0.map { indices[$0] } }, placeholderTypes: types, examples: examples
            )
        }
    }

    /// A flag the app supplies at run time.
    public struct Flag: Hashable, Sendable {
        public internal(set) var name: String
        public internal(set) var doc: [String]
        public internal(set) var range: SourceRange
        /// Whether any guard or skip rule reads it.
        public internal(set) var isUsed: Bool = false
    }

    /// A step of the flow.
    public struct Step: Hashable, Sendable {
        public internal(set) var name: String
        /// The lines of the step's doc comment, without the slashes.
        public internal(set) var doc: [String]
        public internal(set) var range: SourceRange
        public internal(set) var isFinal: Bool
        public internal(set) var parameters: [PayloadParameter]
        /// The condition of the skip rule, if the step has one.
        public internal(set) var skip: Guard?
        public internal(set) var skipRange: SourceRange?
        /// The step's transitions whose target exists, in the order they are tried.
        public internal(set) var transitions: [Transition]
        public internal(set) var facts = StepFacts()

        init(name: String, doc: [String], range: SourceRange, isFinal: Bool, parameters: [PayloadParameter], skip: Guard?, skipRange: SourceRange?, transitions: [Transition] = []) {
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

    /// `on event -> target when guard`, `on event -> back` or `on event -> back to target`.
    public struct Transition: Hashable, Sendable {
        public internal(set) var event: String
        /// The index of `event` in `FlowGraph.events`.
        public internal(set) var eventIndex: Int
        /// What it does to the stack: pushes a step, goes back one step, or goes back to a step.
        public internal(set) var move: Move
        public internal(set) var guardCondition: Guard?
        public internal(set) var range: SourceRange
        public internal(set) var targetRange: SourceRange
        /// The range of `when guard`, when there is a guard.
        public internal(set) var guardRange: SourceRange?
        /// Whether some flag values make this the transition taken (its guard can hold and no
        /// earlier transition for the same event always matches first).
        public internal(set) var canFire = true
        /// For a `next` transition of a step with a skip rule: whether it can be the one taken
        /// while the skip rule holds.
        public internal(set) var canFireWhenSkipped = true

        /// Whether it pushes a step (rather than going back).
        public var isPush: Bool { pushedStep != nil }

        /// The step it pushes, `nil` for a move back.
        public var pushedStep: Int? {
            if case .push(let step) = move { step } else { nil }
        }

        /// Whether the flow can go on along this transition when its step is skipped: a `next`
        /// transition (event 0) that pushes and can be taken while the skip rule holds.
        public var continuesSkip: Bool { eventIndex == 0 && isPush && canFire && canFireWhenSkipped }
    }

    /// What the checker learned about a step.
    public struct StepFacts: Hashable, Sendable {
        /// Whether the step can be shown: it is reached from the start and not always skipped.
        public internal(set) var isReachable = false
        /// Whether its skip rule always applies, so the step is never shown.
        public internal(set) var isAlwaysSkipped = false
        /// Whether the skip rule can apply (it holds and a `next` transition then applies).
        public internal(set) var canBeSkipped = false
        /// Whether the step is reachable but no final step can be reached from it.
        public internal(set) var isTrap = false
        /// Whether the step can be shown as the root of a walk (the start step, or a router's
        /// root, after skip rules).
        public internal(set) var canBeRoot = false
    }

    /// The steps that `event` from `step` can push and show next, after skip rules, sorted
    /// (back transitions show a step already on the stack, and are not among them).
    ///
    /// Computed on demand: stored for every step, these sets could grow with the square of
    /// the flow's size along long skip chains.
    public func shownSteps(after step: Int, event: String) -> [Int] {
        guard let eventIndex = events.firstIndex(of: event) else { return [] }
        return shownSteps(after: step, eventIndex: eventIndex)
    }

    /// For each step, the steps that can be just below it on the stack (those that can push
    /// it, directly or through skipped steps), sorted: where `-> back` from it can lead.
    public func stepsBelow() -> [[Int]] {
        var below = [[Int]](repeating: [], count: steps.count)
        for index in steps.indices {
            for position in steps[index].transitions.indices where startsEvent(position, of: index) {
                for shown in shownSteps(after: index, eventIndex: steps[index].transitions[position].eventIndex)
                where below[shown].last != index {
                    below[shown].append(index)
                }
            }
        }
        return below
    }

    /// `shownSteps(after:event:)` for the event `events[eventIndex]`.
    public func shownSteps(after step: Int, eventIndex: Int) -> [Int] {
        // Transitions read by index, field by field: binding a whole transition copies (and
        // retains) every part of it.
        let transitions = steps[step].transitions
        var targets: [Int] = []
        for position in transitions.indices
        where transitions[position].eventIndex == eventIndex && transitions[position].canFire && transitions[position].isPush {
            guard let target = transitions[position].pushedStep else { continue }
            if !targets.contains(target) { targets.append(target) }
        }
        // Usually no target has a skip rule that can apply: the targets are what is shown.
        guard targets.contains(where: { steps[$0].facts.canBeSkipped || steps[$0].facts.isAlwaysSkipped }) else {
            targets.sort()
            return targets
        }
        var entered: Set<Int> = []
        var shown: Set<Int> = []
        var pending = targets
        while let next = pending.popLast() {
            guard entered.insert(next).inserted else { continue }
            let facts = steps[next].facts
            if !facts.isAlwaysSkipped { shown.insert(next) }
            if facts.canBeSkipped {
                let skipping = steps[next].transitions
                for position in skipping.indices where skipping[position].continuesSkip {
                    if let onward = skipping[position].pushedStep { pending.append(onward) }
                }
            }
        }
        return shown.sorted()
    }
}
