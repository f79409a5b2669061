import FlowWalks

/// The app's own moves: going back, a new root, a restored walk, a link. Each returns why it
/// was refused, or `nil` when it happened.
extension FlowNavigator {
    /// Goes back one entry (pushed or presented).
    @discardableResult
    public func back() -> FlowRefusal? {
        back(count: 1)
    }

    /// Goes back `count` entries; going back past the root is refused, and the walk stays as
    /// it was.
    @discardableResult
    public func back(count: Int) -> FlowRefusal? {
        guard count > 0, count < state.count else { return .atRoot }
        return show(state.keeping(state.count - count), event: nil)
    }

    /// Goes back to the most recent entry of `kind` (the root included), which stays on screen.
    @discardableResult
    public func back(to kind: Flow.StepKind) -> FlowRefusal? {
        switch state.applying(.unwind(.backTo(kind)), kind: { $0.kind }) {
        case .success(let walk): show(walk, event: nil)
        case .failure(let refusal): FlowRefusal(refusal)
        }
    }

    /// Goes back to the root.
    @discardableResult
    public func backToRoot() -> FlowRefusal? {
        show(state.keeping(1), event: nil)
    }

    /// Starts again at `step`, which must be a step a walk can begin at (the start step, or any
    /// root of a router, with its payload); otherwise refuses with `.notARoot`. As at the start,
    /// the root's skip rule applies for the current flags: when it holds, the root is the step
    /// it leads to. A tabbed router's roots are fixed: refused `.notATab` (`select(_:)` shows
    /// another tab, `popToRoot(tab:)` empties one). The flow runs again: the outcome clears,
    /// even when the walk stays the same.
    @discardableResult
    public func replaceRoot(with step: Flow.Step) -> FlowRefusal? {
        let entered = Flow.isLegalWalk([step]) ? Flow._entered(step, flags: flags) : nil
        switch container.applying(.replaceRoot(entered ?? step), kind: { $0.kind }, presentation: { _, _ in .push }) {
        case .failure(let refusal): return FlowRefusal(refusal)
        case .success(let after):
            guard entered != nil else { return .notARoot }
            if outcome != nil { outcome = nil }
            return show(after, event: nil)
        }
    }

    /// Starts again from the start step, for the current flag values (a flow that can make
    /// its start step by itself; for another, `replaceRoot(with:)` names the root). A tabbed
    /// router starts every tab again at its root, the first tab shown selected. The flow runs
    /// again: the outcome clears, even when the walk stays the same (a flow that ended at its
    /// start step).
    public func restart() where Flow: FlowDefinitionWithStart {
        if outcome != nil { outcome = nil }
        show(container.restarting(as: Self.startingContainer(flags: flags) { Flow.start(flags: flags) }), event: nil)
    }

    /// Restores a saved walk (root first), keeping its longest legal prefix: refuses with
    /// `.illegalWalk` when it dropped steps (observers hear which, `.dropped`), and with
    /// `.notARoot`, leaving the walk as it is, when not even its first step can begin a walk.
    /// In a tabbed router the walk goes into the tab it starts at, which is selected; the other
    /// tabs keep theirs.
    @discardableResult
    public func restore(_ walk: [Flow.Step]) -> FlowRefusal? {
        let length = Flow.legalPrefixLength(of: walk)
        guard length > 0 else { return .notARoot }
        if let refusal = replace(with: Array(walk.prefix(length))) { return refusal }
        return reportDropped(Array(walk.dropFirst(length)))
    }

    /// Restores a walk decoded as `FlowSavedWalk`: the steps that still decode, and of those
    /// the longest legal prefix, as `restore(_:)` does; `.illegalWalk` when a step did not
    /// decode.
    @discardableResult
    public func restore(_ saved: FlowSavedWalk<Flow.Step>) -> FlowRefusal? {
        let refusal = restore(saved.steps)
        return refusal ?? (saved.isComplete ? nil : .illegalWalk)
    }

    /// Replaces the walk with a deep link's (`CatalogueLink(url:)`), which the build proved a
    /// legal walk. In a tabbed router, a link's walk starts at a tab's root: it replaces that
    /// tab's walk and selects it, every presented layer closed; the other tabs keep theirs. A
    /// link that presents over the current stack (`FlowLinkPlacement.overCurrentStack`) keeps
    /// that tab's pushed steps (or the router's) and presents its step over the top one.
    @discardableResult
    public func open<Link: FlowLink>(_ link: Link) -> FlowRefusal? where Link.Flow == Flow {
        switch link.placement {
        case .walk: open(walk: link.walk)
        case .overCurrentStack: open(walk: walk(presenting: link.walk))
        }
    }

    /// An over-link's landing: the pushed steps of the stack its walk (root, presented step)
    /// starts at, as the user left them, then the presented step; the walk itself when that is
    /// not legal (the checker proved it is).
    private func walk(presenting walk: [Flow.Step]) -> [Flow.Step] {
        guard let root = walk.first, let presented = walk.last, walk.count == 2 else { return walk }
        let base = tabbedState.map { $0.walk(of: root)?.layers[0].steps ?? [root] } ?? state.layers[0].steps
        let landing = base + [presented]
        return Flow.isLegalWalk(landing) ? landing : walk
    }

    /// Replaces the walk with a link's walk, as `open(_:)` does.
    private func open(walk steps: [Flow.Step]) -> FlowRefusal? {
        guard Flow.isLegalWalk(steps) else { return .illegalWalk }
        return replace(with: steps)
    }

    /// Makes `steps` (a legal walk) the walk of the part they start at, which is selected (a
    /// link, a restored walk): the other parts keep theirs. In tabs, refuses `.illegalWalk`
    /// when `steps` start at no tab, `.tabHidden` when the bar doesn't show that tab.
    private func replace(with steps: [Flow.Step]) -> FlowRefusal? {
        if let root = steps.first, storage.parts.contains(.tab(root)), !Flow._tabLogic.isTabShown(root.kind, flags) { return .tabHidden }
        return show(after: .replace(steps), event: nil)
    }

    /// The steps pushed on top of the root become `path`'s longest legal prefix; observers
    /// hear what was dropped.
    func setPath(_ path: [Flow.Step]) {
        let steps = [state[0].step] + path
        let length = Flow.legalPrefixLength(of: steps)
        show(walk(of: Array(steps.prefix(length))), event: nil)
        reportDropped(Array(steps.dropFirst(length)))
    }

    /// Tells observers of `steps` a new walk could not keep; `.illegalWalk` when there are any.
    @discardableResult
    private func reportDropped(_ steps: [Flow.Step]) -> FlowRefusal? {
        guard !steps.isEmpty else { return nil }
        tell(.dropped(steps))
        return .illegalWalk
    }
}

extension FlowNavigator where Flow: FlowDefinitionWithLinks {
    /// Opens the link that URL text matches: replaces the walk with the link's, else with the
    /// walk a removed link's URL is declared to open, or refuses with `.unknownLink` and leaves
    /// the walk alone.
    @discardableResult
    public func open(url: String) -> FlowRefusal? {
        if let link = Flow.Link(url: url) { return open(link) }
        guard let steps = Flow._legacyWalk(url: url) else { return .unknownLink }
        return open(walk: steps)
    }
}
