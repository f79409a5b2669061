import FlowCore

/// A flow with every name resolved to an index, and what the checker learned about it.
///
/// The checker makes one for every flow it can resolve, errors or not, so that drawings can
/// show what is wrong; only a `CheckedFlow` promises that the flow has no error. Sealed: code
/// outside FlowChecker reads it but can't make one or change what the checker found
/// (`SealedModelTests`).
public struct FlowGraph: Hashable, Sendable {
    /// A wizard or a router.
    public internal(set) var kind: FlowKind
    public internal(set) var name: String
    public internal(set) var nameRange: SourceRange
    public internal(set) var doc: [String]
    /// The path of the `.flow` file the flow is declared in.
    public internal(set) var path: String
    public internal(set) var flags: [Flag]
    public internal(set) var steps: [Step]
    /// Every event of the flow, each once: `next` first, then the others in order of first
    /// appearance over the steps' transitions. `Transition.eventID` indexes it.
    public internal(set) var events: [String] = [BuiltInEvent.next.name]
    /// The start step, when one names an existing step: the first root.
    public var start: StepID? { roots.first }
    /// What the user's navigation is: one stack begun at the roots, or tabs (`Container`).
    public internal(set) var container: Container
    /// The steps a walk can begin at, in declared order: the start step, and a router's other
    /// roots or its tabs' roots. Empty when the start is missing or unknown.
    public var roots: [StepID] { container.roots }
    /// The range of the `start` line that names the roots; `nil` for a router with tabs, or
    /// when the flow has no `start`.
    public var startRange: SourceRange? { container.startRange }
    /// The deep links whose pattern, placeholders and stack checked clean, in written order.
    public internal(set) var links: [Link] = []
    /// The entries links make by themselves (`as sheet` on a link's last step, or `over`), in
    /// written order: sources of the graph, as the tab bar's actions are.
    public internal(set) var linkEntries: [LinkEntry] = []
    /// The steps and old payload shapes an earlier release had (`removed step`), in written order.
    public internal(set) var removedSteps: [RemovedStep] = []
    /// The links an earlier release had (`removed link`) whose declarations checked clean, in written order.
    public internal(set) var removedLinks: [RemovedLink] = []
    /// Every two steps that can be adjacent in a walk, the lower first, with how the upper one
    /// is entered (pushed, or presented as a sheet or a cover, skip rules applied), each once,
    /// sorted; `then` moves included, whose step lands above the entry the unwinding leaves on
    /// top. Empty until the graph is analysed (`isAnalysed`).
    public internal(set) var entryPairs: [EntryPair] = []
    /// The flows its use-steps use, each once, in order of first use.
    public internal(set) var usedFlows: [UsedFlow] = []
    /// The sets of shared transitions, in declared order (`Transition.origin` indexes it).
    public internal(set) var sharedActions: [SharedActions] = []
    /// A tabbed router's tabs, in the bar's order (`FlowGraph.Tab`); none for a stack.
    public var tabs: [Tab] { container.tabs }
    /// The tab bar's own actions (`shell { ... }`), each a transition that presents a step.
    public var shell: [Transition] { container.shell }
    /// The alerts and confirmation dialogs, in declared order (`Move.alert` indexes it).
    public internal(set) var alerts: [Alert] = []
    /// Whether the checker reported any error for this flow.
    public internal(set) var hasErrors: Bool
    /// Whether reachability and traps were analysed (they are not when names did not resolve),
    /// so that `StepFacts.isReachable` and `isTrap` mean something.
    public internal(set) var isAnalysed = false

    /// The graph of what one flow's check found so far (`Passes`): the declarations and names
    /// resolved, with each later pass's facts once it has run. The one place a graph is made.
    init(_ passes: Passes) {
        let declarations = passes.declarations, resolution = passes.resolution
        var flags = declarations.flags
        for flag in passes.usedFlags { flags[flag].isUsed = true }
        var steps = declarations.steps
        for index in steps.indices {
            steps[index].transitions = resolution.transitions[index]
            steps[index].skip = resolution.skips[index]
        }
        var alerts = resolution.alerts
        for (alert, canFire) in zip(alerts.indices, passes.buttons ?? []) {
            for position in canFire.indices { alerts[alert].transitions[position].canFire = canFire[position] }
        }
        kind = passes.flow.kind
        name = passes.flow.name.name
        nameRange = passes.flow.name.range
        doc = passes.flow.doc
        path = passes.path
        self.flags = flags
        self.steps = steps
        events = resolution.events
        container = .resolved(passes.flow, resolution)
        links = passes.links
        linkEntries = passes.linkEntries
        removedSteps = declarations.removedSteps
        removedLinks = passes.removedLinks
        usedFlows = passes.usedFlows
        sharedActions = declarations.sharedActions
        self.alerts = alerts
        hasErrors = passes.hasErrors
        passes.guards?.apply(to: &self)
        passes.graph?.apply(to: &self)
    }

    /// The names of the flags, in the order of `flags`.
    public var flagNames: [String] { flags.map(\.name) }

    /// Every step, in declared order (`steps[id]` reads one); made on demand, and
    /// `stepIDs[position]` is the step at that position of `steps`.
    public var stepIDs: LazyMapCollection<Range<Int>, StepID> { steps.indices.lazy.map(StepID.init) }

    /// Every event, `next` first; made on demand.
    public var eventIDs: LazyMapCollection<Range<Int>, EventID> { events.indices.lazy.map(EventID.init) }

    /// The name of event `id`.
    public func event(_ id: EventID) -> String { events[id.index] }

    /// The user's gesture (`BuiltInEvent.dismissed`), when a transition of the flow names it:
    /// compare an `EventID` with this, never an event's name with text.
    public var dismissedEvent: EventID? {
        events.firstIndex(of: BuiltInEvent.dismissed.name).map(EventID.init)
    }

    /// Two steps that can be adjacent in a walk, and how the upper one is entered.
    public struct EntryPair: Hashable, Comparable, Sendable {
        /// The entry below.
        public let below: StepID
        /// The entry above it.
        public let step: StepID
        public let style: FlowPresentation

        public static func < (a: EntryPair, b: EntryPair) -> Bool {
            (a.below, a.step, a.style.name) < (b.below, b.step, b.style.name)
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
        /// A screen, a final screen, a child flow's use, or an outcome.
        public internal(set) var role: Role
        public internal(set) var parameters: [PayloadParameter]
        /// The condition of the skip rule, if the step has one.
        public internal(set) var skip: Guard?
        public internal(set) var skipRange: SourceRange?
        /// The step's transitions whose target exists, in the order they are tried.
        public internal(set) var transitions: [Transition]
        public internal(set) var facts = StepFacts()
        /// What the step was called in an earlier release (`renamed from`), if it was renamed.
        public internal(set) var formerName: String?
        /// The labels its payload had in an earlier release, by their labels now: new label →
        /// old label, for the labels `renamed from (old: new)` maps.
        public internal(set) var formerLabels: [String: String] = [:]

        init(name: String, doc: [String], range: SourceRange, role: Role, parameters: [PayloadParameter], skip: Guard?, skipRange: SourceRange?, transitions: [Transition] = []) {
            self.name = name
            self.doc = doc
            self.range = range
            self.role = role
            self.parameters = parameters
            self.skip = skip
            self.skipRange = skipRange
            self.transitions = transitions
        }

        /// Whether entering it ends the flow: a final step or an outcome.
        public var isFinal: Bool {
            switch role {
            case .final, .outcome: true
            case .screen, .use: false
            }
        }

        /// What a step is.
        public enum Role: Hashable, Sendable {
            /// A screen with transitions.
            case screen
            /// `final step`: a screen that completes the flow.
            case final
            /// `step name uses Flow`: the screens of the child flow `flow`; its events are the
            /// child's outcomes.
            case use(flow: String)
            /// `outcome name`: an exit of the flow, entered like a step; the flow that uses this
            /// one continues from it.
            case outcome
        }
    }

    /// The transitions of `step`, in the order they are tried.
    public func transitions(of step: StepID) -> [Transition] {
        steps[step].transitions
    }

    /// The events `step` has, each once, in order of first appearance.
    public func events(ofStep step: StepID) -> [String] {
        let transitions = steps[step].transitions
        return transitions.indices.filter { startsEvent($0, of: step) }.map { transitions[$0].event }
    }

    /// Whether the transition at `position` in step `step`'s transitions is the first of its
    /// event: the positions where this holds visit each event once, in the order of
    /// `events(ofStep:)`.
    public func startsEvent(_ position: Int, of step: StepID) -> Bool {
        let transitions = steps[step].transitions
        let event = transitions[position].eventID
        return !transitions[..<position].contains { $0.eventID == event }
    }

    /// `on event -> target when guard`, `on event -> back` or `on event -> back to target`.
    public struct Transition: Hashable, Sendable {
        public internal(set) var event: String
        /// `event`, as `FlowGraph.events` holds it.
        public internal(set) var eventID: EventID
        /// What it does to the stack: pushes a step, goes back one step, or goes back to a step.
        public internal(set) var move: Move
        public internal(set) var guardCondition: Guard?
        public internal(set) var range: SourceRange
        public internal(set) var targetRange: SourceRange
        /// The range of `when guard` (or `only when guard`), when there is a guard.
        public internal(set) var guardRange: SourceRange?
        /// Whether the guard also limits the event (`only when`): see `FlowGraph.isFlagOnly`.
        public internal(set) var guardKind: GuardKind = .chooses
        /// Whether it is the step's own, or a shared set's (then its ranges are in the set).
        public internal(set) var origin: TransitionOrigin = .step
        /// Whether some flag values make this the transition taken (its guard can hold and no
        /// earlier transition for the same event always matches first).
        public internal(set) var canFire = true
        /// For a `next` transition of a step with a skip rule: whether it can be the one taken
        /// while the skip rule holds.
        public internal(set) var canFireWhenSkipped = true

        /// Whether it enters a step by itself (pushed or presented), rather than unwinding first.
        public var isEntry: Bool {
            switch move {
            case .enter: true
            case .unwind, .unwindThenEnter, .tab, .alert, .close: false
            }
        }

        /// The step it enters by itself, pushed or presented; `nil` for a move that unwinds,
        /// `then` entries included (they enter from the entry the unwinding leaves on top).
        public var enteredStep: StepID? {
            switch move {
            case .enter(let entry): entry.step
            case .unwind, .unwindThenEnter, .tab, .alert, .close: nil
            }
        }

        /// Whether the flow can go on along this transition when its step is skipped: a `next`
        /// transition that enters a step and can be taken while the skip rule holds.
        public var continuesSkip: Bool {
            switch move {
            case .enter: eventID == .next && canFire && canFireWhenSkipped
            case .unwind, .unwindThenEnter, .tab, .alert, .close: false
            }
        }
    }
}
