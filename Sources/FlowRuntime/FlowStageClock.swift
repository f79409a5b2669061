/// Tells `FlowPresenter` when a presentation change it made has settled, so it can make the
/// next one. The app's default is `FlowSettleClock`; tests inject a clock they advance by hand.
@MainActor
public protocol FlowStageClock: AnyObject {
    /// Calls `settled` once, when the change just made can be taken as finished on screen.
    /// The presenter waits for one change at a time.
    func waitForSettling(_ settled: @escaping @MainActor () -> Void)
}
