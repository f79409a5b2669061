/// What an app navigator's observers hear (`FlowAppNavigator.observe(_:)`). The roots' own
/// moves are their navigators' (`FlowNavigator.observe(_:)`).
public enum FlowAppNavigatorEvent<App: FlowApp>: Hashable, Sendable {
    /// The root on screen swapped: the one left, the one shown, and why.
    case swapped(from: App.Root, to: App.Root, reason: FlowAppSwapReason<App>)
    /// The app sent this event (`send(_:)`), before its move.
    case eventSent(App.Event)
    /// An app-level step was presented over the top.
    case presented(FlowAppLayer<App>)
    /// An app-level step over the top closed: dismissed by its transition, swiped away, or
    /// closed with the root under it by a swap.
    case dismissed(FlowAppLayer<App>)
    /// The app-level step on top was answered with this event (`answer(_:)`), before its move.
    case answered(FlowAppLayer<App>, App.StepEvent)
    /// A link for a root not on screen was held, to open when that root is next shown.
    case heldLink(String, root: App.Root)
    /// The held link was opened, in its root, now on screen.
    case openedHeldLink(String, root: App.Root)
    /// The held link was dropped: a swap went to another root, another link was held, or a
    /// restore replaced the roots.
    case droppedLink(String)
    /// The root on screen ended on an outcome the app has no move for (no `on` for it, or no
    /// guard held): the app's navigation stays there.
    case unhandledOutcome(App.Root)
}

/// One observer of an app navigator, from `FlowAppNavigator.observe(_:)`: it hears every event
/// until `cancel()`, or until the navigator is gone.
@MainActor
public final class FlowAppObservation<App: FlowApp> {
    fileprivate var body: ((FlowAppNavigatorEvent<App>) -> Void)?

    fileprivate init(_ body: @escaping (FlowAppNavigatorEvent<App>) -> Void) {
        self.body = body
    }

    /// Stops hearing the navigator's events.
    public func cancel() {
        body = nil
    }
}

extension FlowAppNavigator {
    /// Calls `observer` with every event of this app navigator (swaps, app events, the steps
    /// over the top, held links), after the change, until the returned observation is
    /// cancelled. Any number of observers can listen, each heard in the order it started.
    @discardableResult
    public func observe(_ observer: @escaping (FlowAppNavigatorEvent<App>) -> Void) -> FlowAppObservation<App> {
        let observation = FlowAppObservation(observer)
        observers.append(observation)
        return observation
    }

    /// Tells every observer of `event`.
    func tell(_ event: FlowAppNavigatorEvent<App>) {
        observers.removeAll { $0.body == nil }
        for observation in observers {
            observation.body?(event)
        }
    }
}
