/// Alerts and confirmation dialogs: a transition shows one over the step on top, the user's
/// answer makes its button's move from that step. An alert is not in the walk: any move that
/// changes the walk on screen closes it, and it is never saved.
extension FlowNavigator {
    /// Answers the alert shown with `button` (the user tapped it): closes the alert, then makes
    /// the button's move from the step the alert is over (`FlowAlert.over`), as a transition
    /// of that step would (skip rules, presentations, outcomes, tab moves); observers hear
    /// `.alertAnswered`, then the move with the button's event. A button that only closes the
    /// alert (`-> close`, a cancel without a move) moves nothing. A child flow's alert, shown
    /// over the child's screen, makes the child's move, as the child's transitions do: inside
    /// the child with no event, or on an outcome, the use-step's continuation.
    ///
    /// Refuses `.notOnScreen` when the button's alert is no longer shown (the walk moved, or
    /// it was answered already), or while the screen still lags behind the navigator (the
    /// alert isn't up yet); otherwise returns the refusal of the button's move, if any, the
    /// alert closed all the same. A button written `only when` whose guards no longer hold (the
    /// flags changed while it was shown) moves nothing: `.noTransition`, the alert closed.
    @discardableResult
    public func answer(_ button: FlowAlertButton<Flow>) -> FlowRefusal? {
        guard let shown = alert, shown.id == button.alertID, shown.buttons.contains(button) else { return .notOnScreen }
        if presenter?.isStaging == true { return .notOnScreen }
        alert = nil
        presenter?.walkChanged()
        tell(.alertAnswered(button))
        // A child's alert, shown over its entry, is answered with the child's move.
        if let use = Flow._use(of: shown.over), use.holdsChildAlert(shown.kind) {
            return use.answerChildAlert(button.event, of: shown.kind, on: self)
        }
        let logic = Flow._alertLogic
        // A flag-only button whose guards stopped holding while it was shown moves nothing.
        guard logic.hasButton(button.event, shown.kind, flags) else { return .noTransition }
        guard let move = logic.moveAnswering(button.event, shown.kind, flags) else { return nil }
        // The step entered takes the alert's payload by label and type (`alert-button-payload`).
        let kind = shown.kind
        return make(Flow.resolved(move, flags: flags), event: button.event, makeStep: { Flow._alertLogic.makeStep($0, kind) }) {
            Flow._alertLogic.makeOutcome($0, kind)
        }
    }

    /// Answers the alert shown with its button for `event`, as every other call names a move
    /// (`navigator.answer(.delete)`): as `answer(_:)` with that button. Refuses `.notOnScreen`
    /// when no alert is shown, and `.noTransition` when the alert shown has no button for
    /// `event` (a button written `only when` that was left out is none of its buttons), the
    /// alert left as it is.
    @discardableResult
    public func answer(_ event: Flow.Event) -> FlowRefusal? {
        guard let shown = alert else { return .notOnScreen }
        guard let button = shown.button(event) else { return .noTransition }
        return answer(button)
    }

    /// The host's presentation of alert `id` went away (SwiftUI set its binding to `false`).
    /// For FlowUI's host, which calls it on the main actor's next turn after the binding's
    /// reset, never at once: SwiftUI resets the binding on every button tap, before or after
    /// the button's action, so the reset by itself means nothing.
    ///
    /// When the alert `id` is still shown, no button answered it: the user closed it another
    /// way (a tap outside a dialog on an iPad), which is its cancel button's answer, or, without
    /// a cancel button, closes it with no move (observers hear `.alertClosed`). When it was
    /// answered, or the walk moved, nothing happens and this returns `.notOnScreen`.
    @_spi(Testing)
    @discardableResult
    public func _alertClosed(id: UInt64) -> FlowRefusal? {
        guard let shown = alert, shown.id == id else { return .notOnScreen }
        if let cancel = shown.cancelButton { return answer(cancel) }
        closeAlert()
        presenter?.walkChanged()
        return nil
    }

    /// Shows `kind` over the step on top, as `event` asked, replacing any alert shown:
    /// observers hear `.alertClosed` for the one replaced, then `.alertShown`; the walk doesn't
    /// change.
    func showAlert(_ kind: Flow.Alert, event: Flow.Event) -> FlowRefusal? {
        closeAlert()
        lastAlertID += 1
        let shown = FlowAlert<Flow>(kind, event: event, over: current, flags: flags, id: lastAlertID)
        alert = shown
        presenter?.walkChanged()
        tell(.alertShown(shown))
        return nil
    }

    /// Closes the alert shown, if any, unanswered: observers hear `.alertClosed`.
    func closeAlert() {
        guard let shown = alert else { return }
        alert = nil
        tell(.alertClosed(shown))
    }
}
