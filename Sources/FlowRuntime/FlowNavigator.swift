import FlowWalks
import Observation

/// Holds a flow's navigation state and moves through it, never holding an illegal walk.
///
/// `state` is the walk on screen (`FlowWalk`): its root is the step a `NavigationStack` shows as
/// its root view, and `path` the steps entered on top, so in a flow without presentations
/// `NavigationStack(path: $navigator.path)` binds directly. In a flow that presents steps,
/// `layers` splits the walk into the base layer and one layer a presented step, each with its
/// own root and path; FlowUI's `FlowHost` shows them.
///
/// It holds a `FlowContainer`: one walk, or a tabbed router's tabs, one walk a tab
/// (`tabbedState`); `state`, `walk`, `path`,
/// `current` and `layers` are the selected tab's, `select(_:)` selects another and
/// `path(of:)` gives each tab's path (see `FlowNavigator+Tabs`).
///
/// Every move returns why it was refused, or `nil` when it happened, so a call site that cares
/// writes `if let refusal = navigator.back() { ... }`. Observers (`observe(_:)`, as many as
/// you like) hear every move, the flow's outcome, a child flow's outcome, and steps a new path
/// or a restored walk could not keep.
@MainActor
@Observable
public final class FlowNavigator<Flow: FlowDefinition> {
    /// The walk on screen, root first, each entry with how it was entered and its identity: in
    /// a tabbed router, the selected tab's.
    public internal(set) var state: FlowWalk<Flow.Step> {
        get { storage.selectedWalk }
        set { storage.store(storage.container.settingSelectedWalk(newValue)) }
    }
    /// What the navigator holds (`FlowContainer`): one walk, or a tabbed router's tabs.
    /// Reading it reads every part; setting it changes only the parts that differ.
    public internal(set) var container: FlowContainer<Flow.Step> {
        get { storage.container }
        set { storage.store(newValue) }
    }
    /// The container as it is stored: each part's walk observed on its own, so that a move in
    /// one tab doesn't redraw the views of another.
    let storage: FlowObservedContainer<Flow.Step>
    /// The values the app supplies; read whenever the flow moves. In a tabbed router, setting
    /// them so that the bar no longer shows the selected tab selects the first tab it shows,
    /// closing the hidden tab's presented layers as a tab move does (the presenter stages it as
    /// one); observers hear `.tabHidden` with the tab, then the move.
    public var flags: Flow.Flags {
        didSet { selectShownTabIfHidden() }
    }
    /// The outcome the flow ended on (a flow with outcomes, run on its own); `nil` while it
    /// runs. A move that changes the walk on screen after it (`back()`, `restore(_:)`,
    /// `select(_:)` of another tab, `perform(_:)`) clears it, and so do `restart()` and
    /// `replaceRoot(with:)` where the walk stays the same; a call that changes nothing on
    /// screen leaves it (docs/Presentation.md, "The navigator's edges").
    public internal(set) var outcome: Flow.Outcome?
    /// The alert or confirmation dialog shown over the step on top, or `nil`: a transition
    /// showed it (`on delete -> confirmDelete`); `answer(_:)` closes it and makes the
    /// button's move, and any move that changes the walk on screen closes it (a call that
    /// changes nothing on screen leaves it). Never saved.
    public internal(set) var alert: FlowAlert<Flow>?
    /// The last `FlowAlert.id` given.
    @ObservationIgnored var lastAlertID: UInt64 = 0
    /// Who hears what happens to the walk, in the order they started observing.
    @ObservationIgnored var observers: [FlowObservation<Flow>] = []
    /// The presenter showing this walk, told of every change; while it is still bringing the
    /// screen to the walk, taps are refused. The presenter keeps the navigator, not the other
    /// way round: a host that keeps its presenter keeps both.
    @ObservationIgnored weak var presenter: FlowPresenter<Flow>?

    /// Starts the flow at its start step (a router's first root) for these flag values. Only
    /// for a flow that can make that step by itself (`FlowDefinitionWithStart`: it needs no
    /// payload, or has a default for each); for another, name the root with `init(root:flags:)`.
    public init(flags: Flow.Flags) where Flow: FlowDefinitionWithStart {
        self.flags = flags
        storage = FlowObservedContainer(Self.startingContainer(flags: flags) { Flow.start(flags: flags) })
    }

    /// Starts the flow at `root`, which must be a step it can start at (a router's root, with
    /// its payload; the root's skip rule applies for these flags, as for `replaceRoot(with:)`),
    /// or returns `nil`. `init(flags:)` starts a flow that can make its start step by itself.
    /// In a tabbed router, `root` is the tab selected, every tab at its root; `nil` for a step
    /// that is no tab's root, or a tab the bar doesn't show for these flags.
    public init?(root: Flow.Step, flags: Flow.Flags) {
        guard Flow.isLegalWalk([root]) else { return nil }
        let start = Self.startingContainer(flags: flags) { Flow._entered(root, flags: flags) }
        let container: FlowContainer<Flow.Step>
        switch start {
        case .stack:
            container = start
        case .tabs(let tabs):
            guard tabs.tabs.contains(root), Flow._tabLogic.isTabShown(root.kind, flags) else { return nil }
            container = .tabs(FlowTabs(tabs: tabs.tabs, selected: root))
        }
        self.flags = flags
        storage = FlowObservedContainer(container)
    }

    /// The steps entered on top of the root. Setting it (as a `NavigationStack` does when the
    /// user goes back) keeps only its longest legal prefix, and observers hear the steps it
    /// dropped (`.dropped`). The entries that stay where they were keep their transitions
    /// values working.
    public var path: [Flow.Step] {
        get { Array(state.steps.dropFirst()) }
        set { setPath(newValue) }
    }

    /// The whole walk, root first: what to save for state restoration (it is `Codable`, and
    /// `FlowSavedWalk` reads it back).
    public var walk: [Flow.Step] { state.steps }

    /// The step on screen.
    public var current: Flow.Step { state.top.step }

    /// The walk split into layers, the base layer first: a new layer at each step presented
    /// as a sheet or a cover, the pushes above it in its path.
    public var layers: [FlowLayer<Flow.Step>] { state.layers }

    /// Whether the flow is over: it ended on an outcome, or the step on screen is final.
    public var isFinished: Bool { outcome != nil || Flow.isFinal(current) }

    /// The transitions of every step; hand each screen its own. A value `transitions(.step)`
    /// belongs to the entry on top of the walk when it is obtained: it moves the flow only while
    /// that entry is on top (and is of that step), so obtain it when the screen is built.
    public var transitions: Flow.Transitions { Flow._transitions(self) }

    /// The place of the entry on top of the walk, for a transitions value of `step` obtained
    /// now. For generated code.
    @_spi(FlowGeneratedCode)
    public func _place(of step: Flow.StepKind) -> _FlowPlace<Flow> {
        _FlowPlace(step: step, entry: state.top.id, tab: selectedPartIndex)
    }

    /// Makes `walk` the walk on screen, after a move along `event` (`nil` for a move of the
    /// app's own: `back()`, a new root, a restored walk): does what every move does
    /// (`walkMoved()`), and tells observers when the steps changed. A walk equal to the one on
    /// screen changes nothing: the alert and the outcome stay, and observers hear nothing.
    /// Returns `nil`, the refusal of a move that happened.
    @discardableResult
    func show(_ walk: FlowWalk<Flow.Step>, event: Flow.Event?) -> FlowRefusal? {
        let before = state
        guard walk != before else { return nil }
        state = walk
        walkMoved()
        if before.steps != walk.steps {
            tell(.moved(FlowMove(from: before.top.step, event: event, to: walk.top.step)))
        }
        return nil
    }

    /// Makes the container after `move` the one on screen, or returns why it can't be.
    func show(after move: FlowContainerMove<Flow.Step, Flow.StepKind>, event: Flow.Event?) -> FlowRefusal? {
        let presentation = { (step: Flow.Step, below: Flow.Step) in Flow._presentation(of: step, after: below) ?? .push }
        switch container.applying(move, kind: { $0.kind }, presentation: presentation) {
        case .success(let after): return show(after, event: event)
        case .failure(let refusal): return FlowRefusal(refusal)
        }
    }

    /// Makes `container` the one on screen, after a move along `event` (`nil` for the app's
    /// own): as `show(_:event:)` does for a walk; observers hear a move when the step on screen
    /// changed, or the same step now shows in another part or entry. A change of parts off
    /// screen only, or none, leaves the walk on screen, its alert and the outcome as they are.
    @discardableResult
    func show(_ container: FlowContainer<Flow.Step>, event: Flow.Event?) -> FlowRefusal? {
        let before = state
        self.container = container
        guard container.selectedWalk != before else {
            presenter?.walkChanged()
            return nil
        }
        walkMoved()
        let after = container.selectedWalk
        if before.top != after.top || before.steps != after.steps {
            tell(.moved(FlowMove(from: before.top.step, event: event, to: after.top.step)))
        }
        return nil
    }

    /// What every move of the walk on screen does, through `show(_:event:)` for the walk on
    /// screen or the whole container, right after the walk changed and before observers hear
    /// the move: closes the alert (observers hear `.alertClosed`), tells the presenter, clears
    /// the outcome. A call that changes nothing on screen does none of it.
    func walkMoved() {
        closeAlert()
        presenter?.walkChanged()
        if outcome != nil { outcome = nil }
    }

    /// The walk of `steps` made from this one, each presented as the flow's graph says.
    func walk(of steps: [Flow.Step]) -> FlowWalk<Flow.Step> {
        state.replacingSteps(with: steps) { Flow._presentation(of: $0, after: $1) ?? .push }
    }
}
