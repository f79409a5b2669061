/// What a navigator's observers hear (`FlowNavigator.observe(_:)`).
public enum FlowNavigatorEvent<Flow: FlowDefinition>: Hashable, Sendable {
    /// A move changed the walk on screen: where it went from and to, and the event of a move
    /// along a transition.
    case moved(FlowMove<Flow>)
    /// The flow ended on an outcome, with its payload.
    case finished(Flow.Outcome)
    /// A child flow this flow uses ended on an outcome, with its payload
    /// (`.address(.chosen(addressID: 7))`), before the use-step's transition for it moves the
    /// flow.
    case childFinished(Flow.ChildOutcome)
    /// Setting `path`, or restoring a walk, kept only its longest legal prefix: these steps,
    /// from the first the flow can't take, were dropped.
    case dropped([Flow.Step])
    /// In a tabbed router, the user tapped the selected tab while it showed its root, so nothing
    /// moved: the app may scroll the root's content to its top.
    case reselectedRoot(Flow.Step)
    /// A transition showed an alert or confirmation dialog over the step on top; the walk
    /// didn't change.
    case alertShown(FlowAlert<Flow>)
    /// The user answered the alert with this button (`FlowNavigator.answer(_:)`), which closed
    /// it; heard before the button's move, which observers hear with the button's event.
    case alertAnswered(FlowAlertButton<Flow>)
    /// The alert closed without an answer: a move of the walk closed it (heard before the
    /// move), or the host's presentation went away from a dialog without a cancel button.
    case alertClosed(FlowAlert<Flow>)
    /// In a tabbed router, new `flags` hid the selected tab, this one (its `when` no longer
    /// holds): the navigator selects the first tab the bar shows, closing the hidden tab's
    /// presented layers, and observers hear that move next (`.moved`, with no event). The
    /// hidden tab keeps its stack, shown again when it is selected.
    case tabHidden(Flow.Step)
}

/// One observer of a navigator, from `FlowNavigator.observe(_:)`: it hears every event until
/// `cancel()`, or until the navigator is gone.
@MainActor
public final class FlowObservation<Flow: FlowDefinition> {
    fileprivate var body: ((FlowNavigatorEvent<Flow>) -> Void)?

    fileprivate init(_ body: @escaping (FlowNavigatorEvent<Flow>) -> Void) {
        self.body = body
    }

    /// Stops hearing the navigator's events.
    public func cancel() {
        body = nil
    }
}

extension FlowNavigator {
    /// Calls `observer` with every event of this navigator (moves, outcomes, dropped steps),
    /// after the walk has changed, until the returned observation is cancelled. Any number of
    /// observers can listen, each heard in the order it started; the observation need not be
    /// kept unless you want to cancel it.
    @discardableResult
    public func observe(_ observer: @escaping (FlowNavigatorEvent<Flow>) -> Void) -> FlowObservation<Flow> {
        let observation = FlowObservation(observer)
        observers.append(observation)
        return observation
    }

    /// Tells every observer of `event`.
    func tell(_ event: FlowNavigatorEvent<Flow>) {
        observers.removeAll { $0.body == nil }
        for observation in observers {
            observation.body?(event)
        }
    }
}
