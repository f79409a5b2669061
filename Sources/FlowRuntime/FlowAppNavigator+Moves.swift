/// The app's moves: its events, the app-level steps' transitions, and swaps of the root.
extension FlowAppNavigator {
    /// Sends an app event, whatever is on screen: it swaps the root or presents an app-level
    /// step over the top. Refused `.noTransition`, nothing moving, while its `only when` guard
    /// is false.
    @discardableResult
    public func send(_ event: App.Event) -> FlowRefusal? {
        guard let move = App.move(on: event, flags: flags) else { return .noTransition }
        tell(.eventSent(event))
        return perform(move, reason: .event(event))
    }

    /// Answers the app-level step on top with `event`: its transition's move. Refused
    /// `.notOnScreen` when no app-level step is shown, `.noTransition` when none of the step's
    /// transitions for the event applies.
    @discardableResult
    public func answer(_ event: App.StepEvent) -> FlowRefusal? {
        guard let top = overTop.last else { return .notOnScreen }
        return answer(event, from: top)
    }

    /// Answers `layer` with `event`, as its screen does: refused `.notOnScreen` unless `layer`
    /// is the app-level step on top (a screen kept an old layer), and while a host's screen
    /// still lags behind the app (`FlowAppPresenter.isStaging`: the screen tapped may be one
    /// being replaced).
    @discardableResult
    public func answer(_ event: App.StepEvent, from layer: FlowAppLayer<App>) -> FlowRefusal? {
        guard overTop.last == layer, presenter?.isStaging != true else { return .notOnScreen }
        guard let move = App.move(from: layer.step, on: event, flags: flags) else { return .noTransition }
        tell(.answered(layer, event))
        return perform(move, reason: .answer(layer.step, event))
    }

    /// The user swiped the app-level step `layer` away (a sheet): it closes, with every step
    /// over it. Refused `.dismissalDisabled` for a cover, `.notOnScreen` for a layer not shown.
    @discardableResult
    public func userDismissed(_ layer: FlowAppLayer<App>) -> FlowRefusal? {
        guard let index = overTop.firstIndex(of: layer) else { return .notOnScreen }
        guard layer.presentation == .sheet else { return .dismissalDisabled }
        close(overTopFrom: index)
        presenter?.showWithoutStage(overTop: overTop)
        return nil
    }

    /// Makes `move` for `reason`.
    @discardableResult
    func perform(_ move: FlowAppMove<App>, reason: FlowAppSwapReason<App>) -> FlowRefusal? {
        defer { presenter?.appChanged() }
        switch move {
        case .swap(let root):
            swap(to: root, reason: reason)
        case .present(let step, let presentation):
            lastLayerID += 1
            let layer = FlowAppLayer<App>(step: step, presentation: presentation, id: lastLayerID)
            overTop.append(layer)
            tell(.presented(layer))
        case .dismiss:
            guard !overTop.isEmpty else { return .atRoot }
            close(overTopFrom: overTop.count - 1)
        }
        return nil
    }

    /// Closes the app-level steps from `index` up; observers hear each, top first.
    func close(overTopFrom index: Int) {
        let closed = overTop[index...].reversed()
        overTop.removeSubrange(index...)
        for layer in closed { tell(.dismissed(layer)) }
    }

    /// Shows `new` in place of the root on screen: a kept root keeps its navigator for the
    /// return (unless it ended on an outcome: it starts afresh), any other is let go; `new`
    /// shows its kept walk or its start. The held link opens when `new` is its root, and is
    /// dropped otherwise.
    func swap(to new: App.Root, reason: FlowAppSwapReason<App>) {
        if App.isKept(root), !current.isFinished { kept[root] = current }
        let navigator = kept.removeValue(forKey: new) ?? App._root(new).make(flags)
        show(navigator, as: new, reason: reason)
        openHeldLink()
    }

    /// Makes `navigator` the root on screen, as `new`: the app-level steps over the top close
    /// with the old root, whose outcomes no longer move the app; observers hear the swap.
    func show(_ navigator: FlowAppRootNavigator<App>, as new: App.Root, reason: FlowAppSwapReason<App>) {
        let old = root
        if !overTop.isEmpty { close(overTopFrom: 0) }
        if navigator !== current { current.onOutcome = nil }
        listen(to: navigator, as: new)
        current = navigator
        root = new
        navigator.set(flags: flags)
        tell(.swapped(from: old, to: new, reason: reason))
    }
}
