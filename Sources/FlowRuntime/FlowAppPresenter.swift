import Observation

/// What an app's host shows of an app navigator, brought to it one presentation change at a
/// time, as `FlowPresenter` does for a walk: the root on screen (during a swap, still the one
/// being left) and the app-level steps over the top. After every change of the app navigator
/// it plans the stages (`FlowAppStage.plan(from:to:)`), applies the first at once and each
/// further one when the clock says the one before has settled. An app-level step is
/// presented only once the root's own layers are on screen: it hangs on the top one.
///
/// FlowUI's `FlowAppHost` makes and keeps one; a test makes one with `init(_:clock:)`.
@MainActor
@Observable
public final class FlowAppPresenter<App: FlowApp> {
    /// The app navigator shown.
    public let navigator: FlowAppNavigator<App>
    /// The root on screen: during a swap, the one being left until the new one shows.
    public private(set) var shownRoot: App.Root
    /// The navigator of the root on screen.
    private(set) var shownNavigator: FlowAppRootNavigator<App>
    /// The app-level steps on screen over the top, bottom first.
    public private(set) var shownOverTop: [FlowAppLayer<App>] = []
    /// The stages still to apply after the one settling.
    package private(set) var pending: [FlowAppStage<App>] = []
    /// Whether the last change applied is still settling.
    package private(set) var isSettling = false
    @ObservationIgnored private let clock: any FlowStageClock

    /// Shows `navigator`: its root at once, the app-level steps over it in stages, timed by
    /// `clock` (`FlowSettleClock()` unless a test injects one).
    public init(_ navigator: FlowAppNavigator<App>, clock: (any FlowStageClock)? = nil) {
        self.navigator = navigator
        self.clock = clock ?? FlowSettleClock()
        shownRoot = navigator.root
        shownNavigator = navigator.current
        navigator.presenter = self
        if !navigator.overTop.isEmpty {
            pending = plan()
            settle()
        }
    }

    /// The root on screen with its navigator, what the host switches over.
    public var shown: App.Shown { shownNavigator.shown }

    /// The identity of the root's navigator on screen: another after every swap but a kept
    /// root's return, so a host builds the root's host afresh for a root started afresh.
    public var shownRootID: ObjectIdentifier { ObjectIdentifier(shownNavigator) }

    /// Whether the screen still lags behind the app navigator.
    public var isStaging: Bool {
        shownNavigator !== navigator.current || shownOverTop != navigator.overTop
    }

    /// The index of the root's layer that the first app-level step hangs on: its top layer
    /// on screen (0 while no host shows the root's walk).
    public var overTopAnchor: Int {
        (shownNavigator.rootPresenter?.shownLayerCount ?? 1) - 1
    }

    /// The presenter a host shows `navigator` with: the one showing it now, or a new one.
    package static func forHost(_ navigator: FlowAppNavigator<App>) -> FlowAppPresenter {
        navigator.presenter ?? FlowAppPresenter(navigator)
    }

    /// Re-plans from what is shown, after the app navigator changed.
    func appChanged() {
        pending = plan()
        if !isSettling { applyNextStage() }
    }

    private func plan() -> [FlowAppStage<App>] {
        let shown = FlowAppStage<App>.Shown(
            root: shownRoot, isWantedNavigator: shownNavigator === navigator.current,
            showsPresentedLayers: overTopAnchor > 0, overTop: shownOverTop
        )
        return FlowAppStage.plan(from: shown, to: navigator.root, overTop: navigator.overTop)
    }

    /// Applies the first pending stage and waits for it to settle. An app-level step waits
    /// while the root's own layers are still coming on screen.
    private func applyNextStage() {
        guard let stage = pending.first else { return }
        if case .presentOverTop = stage, shownNavigator.rootPresenter?.isStaging == true {
            settle()
            return
        }
        pending.removeFirst()
        switch stage {
        case .closeRoot:
            shownNavigator.rootPresenter?.closeForSwap()
            shownOverTop = []
        case .showRoot:
            shownNavigator = navigator.current
            shownRoot = navigator.root
            shownNavigator.rootPresenter?.reopenAfterSwap()
        case .closeOverTop(let keeping):
            shownOverTop = Array(shownOverTop.prefix(keeping))
        case .presentOverTop(let layer):
            shownOverTop.append(layer)
        }
        settle()
    }

    /// Waits for the clock, then goes on from what is shown (the app may have moved meanwhile).
    private func settle() {
        isSettling = true
        clock.waitForSettling { [weak self] in
            guard let self else { return }
            self.isSettling = false
            self.appChanged()
        }
    }

    /// Takes the user's swipe of the app-level step at `index` as shown, without a stage.
    func showWithoutStage(overTop: [FlowAppLayer<App>]) {
        shownOverTop = overTop
    }
}
