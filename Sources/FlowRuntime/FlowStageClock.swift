/// Tells `FlowPresenter` when a presentation change it made has settled, so it can make the
/// next one. The app's default is `FlowSettleClock`; tests inject a clock they advance by hand.
@MainActor
public protocol FlowStageClock: AnyObject {
    /// Calls `settled` once, when the change just made can be taken as finished on screen.
    /// The presenter waits for one change at a time.
    func waitForSettling(_ settled: @escaping @MainActor () -> Void)

    /// Calls `check` once, when a button's action can no longer arrive after SwiftUI reset an
    /// alert's `isPresented` binding: SwiftUI resets it on every tap, before or after the
    /// button's action, so the host decides only then whether the reset was a tap outside a
    /// dialog (`FlowAlertHostModel`). By default, as long as a change takes to settle.
    func waitForAlertAnswer(_ check: @escaping @MainActor () -> Void)
}

extension FlowStageClock {
    /// Waits as long as a presentation change takes to settle (`waitForSettling(_:)`).
    public func waitForAlertAnswer(_ check: @escaping @MainActor () -> Void) {
        waitForSettling(check)
    }
}
