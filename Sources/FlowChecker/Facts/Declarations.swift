import FlowCore

/// What a flow declares, in declared order, and how to find it by name: the facts of the first
/// pass (`SingleFlowChecker.declare`).
struct Declarations {
    /// The flags, each name once; none is marked used yet (`Resolution.usedFlags` says which are).
    var flags: [FlowGraph.Flag] = []
    /// The steps, each name once, without transitions or skip rules (`Resolution` has those).
    var steps: [FlowGraph.Step] = []
    /// Where each step's declaration is in `FlowDecl.steps`, by `StepID.index`.
    var declarationIndex: [Int] = []
    /// The final steps, in order.
    var finalSteps: [StepID] = []
    /// Steps and flags by name.
    var stepsByName: [String: StepID] = [:]
    var flagsByName: [String: FlagID] = [:]
    /// The sets of shared transitions, each name once, in declared order, and each by name
    /// (its index there, and its declaration's in `FlowDecl.actions`).
    var sharedActions: [SharedActions] = []
    var actionsByName: [String: (set: Int, declaration: Int)] = [:]
    /// Each step's transitions from shared sets, tried after its own, by `StepID.index`.
    var sharedTransitions: [[SharedTransition]] = []
    /// The alerts and dialogs, each name once, without their buttons (`Resolution.alerts` has
    /// those), and each by name.
    var alerts: [FlowGraph.Alert] = []
    var alertsByName: [String: AlertID] = [:]
    /// Where each alert's declaration is in `FlowDecl.alerts`, by `AlertID.index`.
    var alertDeclarationIndex: [Int] = []
    /// The old names steps were `renamed from`, and where each is claimed.
    var formerNames: [String: SourceRange] = [:]
    /// The `removed step` declarations whose checks passed, in written order.
    var removedSteps: [FlowGraph.RemovedStep] = []
    /// Whether a step is declared twice: the second is left out of `steps`, so checks of the
    /// whole graph would report its absence.
    var hasDuplicateStep = false

    /// Every step, in declared order.
    var stepIDs: LazyMapCollection<Range<Int>, StepID> { steps.indices.lazy.map(StepID.init) }
}

/// A transition a step takes from a set of shared transitions.
struct SharedTransition {
    var transition: TransitionDecl
    var origin: TransitionOrigin
}
