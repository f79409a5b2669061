/// The logic of FlowUI's `FlowHost`, the host of a single stack, apart from SwiftUI so that
/// tests drive it on Linux: what each binding of the host reads, and what it does when SwiftUI
/// writes it.
///
/// - Each layer's `NavigationStack` (`root(ofLayer:)`, `path(ofLayer:)`,
///   `setPath(_:ofLayer:)`): the layer as shown; a shorter path is the user's Back, a longer
///   one a push of the app's own.
/// - The presented layers (`presentedLayer(above:)`, `dismissedLayer(above:)`,
///   `isSwipeEnabled(above:)`): each hangs on the layer below it; the user's swipe-down is the
///   event `dismissed`.
/// - The Back button (`isBackEnabled`): shown while the step on top allows `dismissed`.
///
/// Every getter reads what the presenter shows, never the walk ahead of it, so a write that the
/// navigator refuses is undone by the next read. The alerts are `FlowAlertHostModel`'s; a
/// tabbed router's bar is `FlowTabHostModel`'s.
///
///     let navigator = FlowNavigator<Checkout>(flags: flags)
///     let model = FlowStackHostModel(FlowPresenter(navigator, clock: clock))
///     model.setPath([], ofLayer: 0)   // the user tapped Back
@_spi(Testing)
@MainActor
public struct FlowStackHostModel<Flow: FlowDefinition> {
    /// What the host shows, and the navigator it shows.
    public let presenter: FlowPresenter<Flow>

    /// The logic of a host showing `presenter`'s navigator.
    public init(_ presenter: FlowPresenter<Flow>) {
        self.presenter = presenter
    }

    /// The navigator shown.
    public var navigator: FlowNavigator<Flow> { presenter.navigator }

    /// How many layers are shown: the base stack and each presented one.
    public var layerCount: Int { presenter.shown.count }

    /// The root of layer `index`'s stack as shown, or `nil` for a layer no longer shown (the
    /// host keeps showing it as it was presented while it slides away).
    public func root(ofLayer index: Int) -> Flow.Step? {
        index < presenter.shown.count ? presenter.shown[index].root : nil
    }

    /// The path of layer `index`'s `NavigationStack` as shown, or `nil` for a layer no longer
    /// shown.
    public func path(ofLayer index: Int) -> [Flow.Step]? {
        index < presenter.shown.count ? presenter.shown[index].path : nil
    }

    /// SwiftUI set layer `index`'s path: a shorter path is the user's Back (the event
    /// `dismissed` a screen, while the guards allow it), a longer one a push of the app's own
    /// (its longest legal prefix kept). What the walk refuses is shown again.
    public func setPath(_ path: [Flow.Step], ofLayer index: Int) {
        presenter.userSetPath(path, ofLayer: index)
    }

    /// Whether the stacks show the Back button: while the step on top allows `dismissed`
    /// (`FlowNavigator.isDismissalEnabled`).
    public var isBackEnabled: Bool { navigator.isDismissalEnabled }

    /// The layer presented on layer `index`, or `nil`: what the host's `.sheet(item:)` or
    /// `.fullScreenCover(item:)` on that layer shows.
    public func presentedLayer(above index: Int) -> FlowLayer<Flow.Step>? {
        presenter.layer(above: index)
    }

    /// SwiftUI set the presentation on layer `index` to `nil`: the user swiped the layer above
    /// it down. The walk follows with the event `dismissed`.
    public func dismissedLayer(above index: Int) {
        presenter.userDismissedLayer(index + 1)
    }

    /// Whether the user may swipe the layer presented on layer `index` down
    /// (`interactiveDismissDisabled`).
    public func isSwipeEnabled(above index: Int) -> Bool {
        presenter.isSwipeEnabled(layer: index + 1)
    }
}
