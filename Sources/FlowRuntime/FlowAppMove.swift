import FlowWalks

/// What an app event, an app-level step's transition or a root's outcome does. It never
/// depends on what is under the top layer: a swap of the root, or an app-level step presented
/// over the top, or the app-level step on top dismissed.
public enum FlowAppMove<App: FlowApp>: Hashable, Sendable {
    /// `-> root`: closes every layer of the root on screen (and the app-level steps over it),
    /// then shows the root: its kept walk, or its start.
    case swap(App.Root)
    /// `-> step as sheet` / `as cover`: presents an app-level step, with its payload, over the
    /// top layer of the root on screen (or over the app-level step on top).
    case present(App.Step, FlowPresentation)
    /// `-> dismiss`: closes the app-level step on top.
    case dismiss
}
