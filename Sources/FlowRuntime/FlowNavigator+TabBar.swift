import FlowWalks

/// What the tab bar does in a tabbed router: a tap on a tab, and the bar's own actions.
extension FlowNavigator {
    /// The user's tap on `tab` in the tab bar. On another tab it selects that tab
    /// (`select(_:)`). On the selected tab it runs the `reselected` transition of the step on
    /// top, by default back to the tab's root; at the root nothing moves (an alert shown stays),
    /// and observers hear `.reselectedRoot(tab)` (to scroll the root's list to its top, say). Refuses
    /// `.dismissalDisabled` when the step's `on reselected` guard fails
    /// (`on reselected -> back when !hasDraft`), `.notATab` for a step that is no tab's root,
    /// and `.tabHidden` for a tab the bar doesn't show.
    @discardableResult
    public func reselect(_ tab: Flow.Step) -> FlowRefusal? {
        guard storage.parts.contains(.tab(tab)), let event = Flow._tabLogic.reselectedEvent else { return .notATab }
        guard .tab(tab) == storage.selected else { return select(tab) }
        if presenter?.isStaging == true { return .notOnScreen }
        guard state.count > 1 else {
            // Nothing moves, so an alert shown stays (docs/Presentation.md, "The navigator's edges").
            tell(.reselectedRoot(tab))
            return nil
        }
        guard let move = Flow.resolvedMove(from: current.kind, on: event, flags: flags) else { return .dismissalDisabled }
        return make(move, event: event, makeStep: { _ in nil }, makeOutcome: { _ in nil })
    }

    /// The tab bar's `action` (an item of the bar that isn't a tab, such as a compose button):
    /// closes every presented layer of the selected tab and presents the action's step over its
    /// top. The action never becomes the selection. Refuses `.noTransition` when the action's
    /// guard fails (`only when isSignedIn`), `.notOnScreen` while the screen still lags behind.
    @discardableResult
    public func perform(_ action: Flow.ShellAction) -> FlowRefusal? {
        if presenter?.isStaging == true { return .notOnScreen }
        let logic = Flow._tabLogic
        guard case .present(let kind, let style)? = logic.shellMove(action, flags), let event = logic.event(action),
              let step = Flow.Step(_payloadFree: kind).map({ Flow._entered($0, flags: flags) }) else { return .noTransition }
        return show(after: .tabs(.shell(step, style)), event: event)
    }
}
