import FlowCore

/// The flow's names resolved: its roots, each step's transitions and skip rule, its events and
/// the flags its conditions read. The facts of the second pass (`SingleFlowChecker.resolve`).
struct Resolution {
    /// The steps a walk can begin at, as `FlowGraph.roots`.
    var roots: [StepID] = []
    /// A tabbed router's tabs whose root names a step, in written order.
    var tabs: [FlowGraph.Tab] = []
    /// The tab bar's actions whose target exists.
    var shell: [FlowGraph.Transition] = []
    /// The alerts, with their buttons and the button lines whose target exists.
    var alerts: [FlowGraph.Alert] = []
    /// Each step's transitions whose target exists, in the order they are tried, by `StepID.index`.
    var transitions: [[FlowGraph.Transition]]
    /// Each step's skip condition (its first skip rule's), by `StepID.index`.
    var skips: [Guard?]
    /// Every event, as `FlowGraph.events`, and each by name.
    var events: [String] = [BuiltInEvent.next.name]
    var eventsByName: [String: EventID] = [:]
    /// The flags some guard or skip rule reads.
    var usedFlags: Set<FlagID> = []
    /// Steps with a condition or a transition target that could not be resolved: already an
    /// error, so their guards are not analysed (a dropped transition would make an event look
    /// uncovered: one mistake, one error).
    var unanalysedSteps: Set<StepID> = []
    /// Whether every root and transition target names a step: otherwise reachability would
    /// report the missing parts.
    var namesAreResolved = true

    init(stepCount: Int) {
        transitions = Array(repeating: [], count: stepCount)
        skips = Array(repeating: nil, count: stepCount)
    }
}
