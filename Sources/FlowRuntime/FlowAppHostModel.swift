/// The logic of FlowUI's `FlowAppHost`, apart from SwiftUI so that tests drive it on Linux:
/// which root the host shows, and the app-level steps over the top, where they hang and what
/// the user's swipe does.
///
/// - The root (`shown`): what the host switches over to show the root's own host
///   (`FlowHost` or `FlowTabHost`); during a swap, the root being left until its layers are
///   closed (`FlowAppStage.closeRoot`), then the new root (`.showRoot`).
/// - The app-level steps (`overTopLayer(at:)`, `dismissedOverTop(at:)`): the first hangs on the
///   root's top layer on screen (`overTopAnchor`: the base layer, a tabbed root's `TabView`
///   included, or the top presented layer), each further one on the one below.
///
/// Every getter reads what the presenter shows, never the app navigator ahead of it.
///
///     let app = FlowAppNavigator<VaultApp>(flags: flags)
///     let model = FlowAppHostModel(FlowAppPresenter(app, clock: clock))
@_spi(Testing)
@MainActor
public struct FlowAppHostModel<App: FlowApp> {
    /// What the host shows, and the app navigator it shows.
    public let presenter: FlowAppPresenter<App>

    /// The logic of a host showing `presenter`'s app navigator.
    public init(_ presenter: FlowAppPresenter<App>) {
        self.presenter = presenter
    }

    /// The app navigator shown.
    public var navigator: FlowAppNavigator<App> { presenter.navigator }

    /// The root on screen with its navigator: what the host shows.
    public var shown: App.Shown { presenter.shown }

    /// The root on screen.
    public var root: App.Root { presenter.shownRoot }

    /// The identity of the root's navigator on screen (`FlowAppPresenter.shownRootID`): the
    /// host's `.id`, so that a root started afresh gets a host of its own.
    public var shownRootID: ObjectIdentifier { presenter.shownRootID }

    /// The index of the root's layer on screen that the first app-level step hangs on: its
    /// top layer (0: its base layer, or a tabbed root's `TabView`).
    public var overTopAnchor: Int { presenter.overTopAnchor }

    /// Whether the root's layer `index` presents the first app-level step: it is the root's
    /// top layer on screen.
    public func isOverTopAnchor(_ index: Int) -> Bool { index == presenter.overTopAnchor }

    /// The app-level step shown at `index` over the top (0: the one on the root's top layer),
    /// or `nil`: what the `.sheet(item:)` or `.fullScreenCover(item:)` below it shows.
    public func overTopLayer(at index: Int) -> FlowAppLayer<App>? {
        index < presenter.shownOverTop.count ? presenter.shownOverTop[index] : nil
    }

    /// SwiftUI set the app-level step at `index` to `nil`: the user swiped it down. It closes,
    /// with the steps over it (`FlowAppNavigator.userDismissed(_:)`); a refusal is undone by
    /// the next read.
    @discardableResult
    public func dismissedOverTop(at index: Int) -> FlowRefusal? {
        guard let layer = overTopLayer(at: index) else { return .notOnScreen }
        return navigator.userDismissed(layer)
    }

    /// Whether the user may swipe the app-level step at `index` down (`interactiveDismissDisabled`):
    /// a sheet, not a cover.
    public func isSwipeEnabled(overTop index: Int) -> Bool {
        overTopLayer(at: index)?.presentation == .sheet
    }
}
