import Observation

/// Holds a flow's navigation state and moves through it, never holding an illegal walk.
///
/// `root` is the step a `NavigationStack` shows as its root view and `path` the steps entered
/// on top, so in a flow without presentations `NavigationStack(path: $navigator.path)` binds
/// directly. Setting `path` (as the stack does when the user goes back) keeps only its longest
/// legal prefix. In a flow that presents steps, `layers` splits the walk into the base layer
/// and one layer a presented step, each with its own root and path.
///
/// Every move returns whether it happened, so call sites stay `if navigator.back() { ... }`;
/// when one didn't, `lastRefusal` says why. `onMove` hears every move that changes the step on
/// screen, for analytics or logging.
@MainActor
@Observable
public final class FlowNavigator<Flow: FlowDefinition> {
    /// The first step shown.
    public private(set) var root: Flow.Step
    /// The entries above the root, pushed or presented.
    var pushed: [Flow.Step] = []
    /// The identity of each entry of the walk, root first: a serial number handed out when the
    /// entry is made, so a transitions value knows whether its entry is still on top.
    @ObservationIgnored private var entries: [UInt64] = [0]
    /// The serial number of the last entry made.
    @ObservationIgnored private var lastEntry: UInt64 = 0
    /// The values the app supplies; read whenever the flow moves.
    public var flags: Flow.Flags
    /// Why the last move that was asked for did not happen; `nil` after a move that did.
    public private(set) var lastRefusal: FlowRefusal?
    /// Called after every move that changes the step on screen, with where it went from and
    /// to, and the event for a move along a transition.
    @ObservationIgnored public var onMove: ((FlowMove<Flow>) -> Void)?
    /// The presenter showing this walk (`presenter`), told of every change; while it is still
    /// bringing the screen to the walk, taps are refused. The navigator owns it.
    @ObservationIgnored var installedPresenter: FlowPresenter<Flow>?
    /// The outcome the flow ended on (a flow with outcomes, run on its own); `nil` while it
    /// runs. Any move of the walk after it (`back()`, `restart()`, `restore(_:)`) clears it.
    public internal(set) var outcome: Flow.Outcome?
    /// Called when the flow ends on an outcome, with the outcome and its payload.
    @ObservationIgnored public var onOutcome: ((Flow.Outcome) -> Void)?
    /// Called when a child flow this flow uses ends on an outcome, with the outcome and its
    /// payload (`.address(.chosen(addressID: 7))`), before the use-step's transition for it
    /// moves the flow.
    @ObservationIgnored public var onChildOutcome: ((Flow.ChildOutcome) -> Void)?

    /// Starts the flow at its start step (a router's first root) for these flag values. Only
    /// for a flow that can make that step by itself (`FlowDefinitionWithStart`: it needs no
    /// payload, or has a default for each); for another, name the root with `init(root:flags:)`.
    public init(flags: Flow.Flags) where Flow: FlowDefinitionWithStart {
        self.flags = flags
        self.root = Flow.start(flags: flags)
    }

    /// Starts the flow at `root`, which must be a step it can start at (a router's root, with
    /// its payload); otherwise at the start step, with `lastRefusal` set to `.notARoot`. The
    /// root's skip rule applies for these flags, as for `replaceRoot(with:)`.
    ///
    /// A flow whose start step needs a payload has no step to fall back on: there, a `root`
    /// that is not a root is a programming error, and stops the app.
    public init(root: Flow.Step, flags: Flow.Flags) {
        self.flags = flags
        if Flow.isLegalWalk([root]) {
            self.root = root
            self.root = Flow._entered(root, flags: flags)
        } else if let start = Flow._startStep(flags: flags) {
            self.root = start
            lastRefusal = .notARoot
        } else {
            preconditionFailure("FlowNavigator(root:flags:): \(root) is not a root of \(Flow.self), whose start step needs a payload")
        }
    }

    /// The steps pushed on top of the root. Setting keeps only the longest legal prefix; when
    /// that drops steps, `lastRefusal` is `.illegalWalk` (otherwise `nil`). The steps that stay
    /// where they were keep their transitions values working.
    public var path: [Flow.Step] {
        get { pushed }
        set {
            let walk = [root] + newValue
            let legal = Array(walk.prefix(Flow.legalPrefixLength(of: walk)).dropFirst())
            change(event: nil) { $0.pushed = legal }
            if legal.count < newValue.count { lastRefusal = .illegalWalk }
        }
    }

    /// The whole walk, root first: what to save for state restoration (it is `Codable`).
    public var walk: [Flow.Step] { [root] + pushed }

    /// The step on screen.
    public var current: Flow.Step { pushed.last ?? root }

    /// Whether the flow is over: it ended on an outcome, or the step on screen is final.
    public var isFinished: Bool { outcome != nil || Flow.isFinal(current) }

    /// The transitions of every step; hand each screen its own. A value `transitions(.step)`
    /// belongs to the entry on top of the walk when it is obtained: it moves the flow only while
    /// that entry is on top (and is of that step), so obtain it when the screen is built.
    public var transitions: Flow.Transitions { Flow._transitions(self) }

    /// The identity of the entry on top of the walk.
    var topEntry: UInt64 { entries[entries.count - 1] }

    /// The place of the entry on top of the walk, for a transitions value of `step` obtained
    /// now. For generated code.
    @_spi(FlowGeneratedCode)
    public func _place(of step: Flow.StepKind) -> _FlowPlace<Flow> {
        _FlowPlace(step: step, entry: topEntry)
    }

    /// Moves along `event` from the step on screen, when it is still the entry `place` names:
    /// enters a step, unwinds, or both, as the flow's `move(from:on:flags:)` says; `makeStep`
    /// turns the kind of an entered step into a value (supplying its payload). For generated
    /// code. Returns whether it moved.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> Bool {
        _advance(from: place, on: event, makeStep: makeStep) { Flow._outcome(_payloadFree: $0) }
    }

    /// Moves along `event` as `_advance(from:on:makeStep:)` does, where the move may end the
    /// flow on an outcome, which `makeOutcome` makes (supplying its payload). For generated code.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?
    ) -> Bool {
        guard !isFinished else { return refuse(.finished) }
        // A screen shown while stages are pending may be one being replaced: drop its tap.
        guard installedPresenter?.isStaging != true else { return refuse(.notOnScreen) }
        guard current.kind == place.step, entries.last == place.entry else { return refuse(.notOnScreen) }
        guard let move = Flow.resolvedMove(from: place.step, on: event, flags: flags) else { return refuse(.noTransition) }
        if case .finish(let kind) = move { return finish(on: kind, makeOutcome: makeOutcome) }
        return apply(move, event: event, makeStep: makeStep)
    }

    /// Moves along `event` from the step on screen to a step without a payload. For generated code.
    @_spi(FlowGeneratedCode) @discardableResult
    public func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event) -> Bool {
        _advance(from: place, on: event) { Flow.Step(_payloadFree: $0) }
    }

    /// Goes back one step; returns whether it moved (not at the root).
    @discardableResult
    public func back() -> Bool {
        back(count: 1)
    }

    /// Goes back `count` steps; returns whether it moved. Going back past the root is refused,
    /// and the walk stays as it was.
    @discardableResult
    public func back(count: Int) -> Bool {
        guard count > 0, count <= pushed.count else { return refuse(.atRoot) }
        change(event: nil) { $0.pushed.removeLast(count) }
        return true
    }

    /// Goes back to the most recent step of `kind` in the walk (the root included), which stays
    /// on screen; returns whether there was one.
    @discardableResult
    public func pop(to kind: Flow.StepKind) -> Bool {
        guard let kept = keptCount(poppingTo: kind) else { return refuse(.notInWalk) }
        change(event: nil) { $0.pushed.removeSubrange(kept...) }
        return true
    }

    /// How many pushed steps stay when popping to the most recent step of kind `step` (0 for
    /// the root); `nil` when the walk has none.
    func keptCount(poppingTo step: Flow.StepKind) -> Int? {
        if let position = pushed.lastIndex(where: { $0.kind == step }) { return position + 1 }
        return root.kind == step ? 0 : nil
    }

    /// Goes back to the root.
    public func popToRoot() {
        change(event: nil) { $0.pushed.removeAll() }
    }

    /// Starts again at `step`, which must be a step a walk can begin at (the start step, or any
    /// root of a router, with its payload; roots have no guards); otherwise refuses with
    /// `.notARoot`. As at the start, the root's skip rule applies for the current flags: when it
    /// holds, the root is the step it leads to (`root` says which). Returns whether it started
    /// again.
    @discardableResult
    public func replaceRoot(with step: Flow.Step) -> Bool {
        guard Flow.isLegalWalk([step]) else { return refuse(.notARoot) }
        let shown = Flow._entered(step, flags: flags)
        change(event: nil) {
            $0.root = shown
            $0.pushed.removeAll()
        }
        return true
    }

    /// Starts again from the start step, for the current flag values (a flow that can make
    /// its start step by itself; for another, `replaceRoot(with:)` names the root).
    public func restart() where Flow: FlowDefinitionWithStart {
        restartIfPossible()
    }

    /// Starts again from the start step when the flow can make it by itself; otherwise leaves
    /// the walk as it is. Returns whether it started again.
    @discardableResult
    private func restartIfPossible() -> Bool {
        guard let start = Flow._startStep(flags: flags) else { return false }
        change(event: nil) {
            $0.root = start
            $0.pushed.removeAll()
        }
        return true
    }

    /// Restores a saved walk (root first), keeping its longest legal prefix; an empty or wholly
    /// illegal walk restarts the flow (or, where the start step needs a payload, leaves the walk
    /// as it is). Returns how many steps were kept.
    @discardableResult
    public func restore(_ walk: [Flow.Step]) -> Int {
        let length = Flow.legalPrefixLength(of: walk)
        guard length > 0 else {
            restartIfPossible()
            return 0
        }
        change(event: nil) {
            $0.root = walk[0]
            $0.pushed = Array(walk[1..<length])
        }
        return length
    }

    /// Restores a walk decoded as `FlowSavedWalk`: the steps that still decode, and of those
    /// the longest legal prefix. Returns how many steps were kept.
    @discardableResult
    public func restore(_ saved: FlowSavedWalk<Flow.Step>) -> Int {
        restore(saved.steps)
    }

    /// Replaces the walk with a deep link's (`CatalogueLink(url:)`), which the build proved a
    /// legal walk; returns whether it did.
    @discardableResult
    public func open<Link: FlowLink>(_ link: Link) -> Bool where Link.Flow == Flow {
        let walk = link.walk
        guard Flow.isLegalWalk(walk) else { return refuse(.illegalWalk) }
        change(event: nil) {
            $0.root = walk[0]
            $0.pushed = Array(walk.dropFirst())
        }
        return true
    }

    /// Ends the flow on the outcome of `kind`, made by `makeOutcome`: the walk stays, `outcome`
    /// holds it and `onOutcome` hears it. Refuses when the outcome can't be made.
    func finish(on kind: Flow.StepKind, makeOutcome: (Flow.StepKind) -> Flow.Outcome?) -> Bool {
        guard let ended = makeOutcome(kind) else { return refuse(.noTransition) }
        outcome = ended
        lastRefusal = nil
        onOutcome?(ended)
        return true
    }

    /// Records a refused move and returns `false`.
    func refuse(_ refusal: FlowRefusal) -> Bool {
        lastRefusal = refusal
        return false
    }

    /// Makes a move and tells `onMove` when the step on screen changed. The entries of the walk
    /// before the first step that changed keep their identity; each entry from there on gets a
    /// new one.
    func change(event: Flow.Event?, _ body: (FlowNavigator) -> Void) {
        let from = current
        let length = pushed.count
        let oldWalk = walk
        body(self)
        renumberEntries(keeping: zip(oldWalk, walk).prefix { $0 == $1 }.count)
        lastRefusal = nil
        installedPresenter?.walkChanged()
        if outcome != nil { outcome = nil }
        if let onMove, from != current || length != pushed.count {
            onMove(FlowMove(from: from, event: event, to: current))
        }
    }
}

extension FlowNavigator {
    /// Keeps `entries` beside the walk after a move: the first `kept` entries keep their
    /// numbers, and every entry after them gets a new one.
    fileprivate func renumberEntries(keeping kept: Int) {
        entries.removeSubrange(min(kept, entries.count)...)
        while entries.count < pushed.count + 1 {
            lastEntry &+= 1
            entries.append(lastEntry)
        }
    }
}
