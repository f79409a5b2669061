/// Why the root on screen swapped (`FlowAppNavigatorEvent.swapped`).
public enum FlowAppSwapReason<App: FlowApp>: Hashable, Sendable {
    /// The root on screen ended on an outcome whose move swaps (its navigator's observers
    /// heard which, `.finished`).
    case outcome
    /// The app sent this event (`send(_:)`).
    case event(App.Event)
    /// An app-level step was answered with this event (`answer(_:)`).
    case answer(App.Step, App.StepEvent)
    /// The flags changed and the `start` guard of the root on screen no longer holds: the
    /// first start root whose guard holds is shown.
    case startGuardFailed
    /// A saved walk was restored (`restore(_:)`).
    case restored
}
