/// The logic of the alerts FlowUI's hosts show, apart from SwiftUI so that tests drive it on
/// Linux: which alert or confirmation dialog each layer shows, what its `isPresented` binding
/// reads, and what a tap on one of its buttons or a write of the binding does.
///
/// - **Where.** The navigator's alert (`FlowNavigator.alert`) hangs on the top layer shown:
///   the last presented layer's stack, or with none the base layer (`FlowHost`'s base stack,
///   `FlowTabHost`'s `TabView`), as the presenter stages it (`FlowPresenter.shownAlert`):
///   showing or closing it is a change of its own, never in the update that presents or
///   dismisses a layer.
/// - **A button.** A tap answers the navigator with the button (`FlowNavigator.answer(_:)`),
///   which closes the alert and makes the button's move from the step below it.
/// - **The binding.** SwiftUI sets `isPresented` to `false` on every tap of a button, before
///   or after the button's action: a reset is never a cancel by itself. The host stops showing
///   that alert at once, and when a button's action can no longer arrive
///   (`FlowStageClock.waitForAlertAnswer(_:)`) checks whether one did: if that alert is still
///   the navigator's, nothing answered it, so the user dismissed it without a button (a tap
///   outside a dialog on an iPad), which is its cancel button's answer, or, for an alert
///   without a cancel button, closes it.
///
///     let model = FlowAlertHostModel(FlowPresenter(navigator, clock: clock))
///     model.tap(try #require(model.shownAlert?.button(.delete)))
@_spi(Testing)
@MainActor
public struct FlowAlertHostModel<Flow: FlowDefinition> {
    /// What the host shows, and the navigator it shows.
    public let presenter: FlowPresenter<Flow>

    /// The alert logic of a host showing `presenter`'s navigator.
    public init(_ presenter: FlowPresenter<Flow>) {
        self.presenter = presenter
    }

    /// The navigator shown.
    public var navigator: FlowNavigator<Flow> { presenter.navigator }

    /// The layer an alert hangs on: the top layer shown (0 for the base layer, or the
    /// `TabView` in a tabbed router, when nothing is presented).
    public var alertLayer: Int { presenter.shown.count - 1 }

    /// The alert the host shows, or `nil`: the one the presenter's stages put on screen
    /// (`FlowPresenter.shownAlert`), unless SwiftUI reset its binding.
    public var shownAlert: FlowAlert<Flow>? {
        guard let alert = presenter.shownAlert, alert.id != presenter.resetAlertID else { return nil }
        return alert
    }

    /// The alert layer `index` presents as `style` (its `.alert` or its
    /// `.confirmationDialog`), or `nil`: the `presenting` value of that modifier.
    public func alert(on index: Int, as style: FlowAlertStyle) -> FlowAlert<Flow>? {
        guard index == alertLayer, let alert = shownAlert, alert.style == style else { return nil }
        return alert
    }

    /// What the `isPresented` binding of layer `index`'s modifier for `style` reads.
    public func isPresented(on index: Int, as style: FlowAlertStyle) -> Bool {
        alert(on: index, as: style) != nil
    }

    /// SwiftUI wrote the `isPresented` binding of layer `index`'s modifier for `style`.
    /// `false` is the reset that comes with every button's tap, or a tap outside a dialog: the
    /// alert is no longer shown, and once a button's action can no longer arrive,
    /// `checkReset(of:)` decides which it was. SwiftUI never writes `true`.
    public func setPresented(_ isPresented: Bool, on index: Int, as style: FlowAlertStyle) {
        guard !isPresented, let alert = alert(on: index, as: style) else { return }
        presenter.resetAlertID = alert.id
        presenter.waitForAlertAnswer { [presenter] in
            FlowAlertHostModel(presenter).checkReset(of: alert.id)
        }
    }

    /// The user tapped `button` (its `Button`'s action): the navigator's answer, which closes
    /// the alert and makes the button's move. Refused with `.notOnScreen` when the alert the
    /// button belongs to is no longer the navigator's (the walk moved, or the reset was already
    /// taken for a tap outside).
    @discardableResult
    public func tap(_ button: FlowAlertButton<Flow>) -> FlowRefusal? {
        navigator.answer(button)
    }

    /// A button's action can no longer arrive after the reset of alert `id`'s binding: when the
    /// navigator still shows that alert, nothing answered it, and the reset was the user
    /// dismissing it without a button, which is its cancel button (a dialog's tap outside), or
    /// closes an alert without one (`FlowNavigator._alertClosed(id:)`). Once it was answered,
    /// the walk moved or another alert is shown, nothing happens: `.notOnScreen`.
    @discardableResult
    public func checkReset(of id: UInt64) -> FlowRefusal? {
        // The reset stays recorded: the presenter closes that alert in a stage of its own,
        // and until then the host must not show it again.
        navigator._alertClosed(id: id)
    }
}
