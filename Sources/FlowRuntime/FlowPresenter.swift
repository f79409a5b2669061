import Observation

/// What a host view shows of a navigator's walk, brought to the walk one presentation change
/// at a time.
///
/// The navigator's walk is the truth; `shown` is what SwiftUI displays, which a host view
/// (FlowUI's `FlowHost`) reads. After every change of the walk the presenter plans the stages
/// from `shown` to `navigator.layers` (`FlowStage.plan(from:to:)`), applies the first at once
/// and each further one when the clock says the one before has settled. A move during staging
/// re-plans from what is shown. While the screen lags behind the walk (`isStaging`), taps are
/// refused with `.notOnScreen`: the screen tapped may be one being replaced.
///
/// The user's gestures come back through `userDismissedLayer(_:)` (a sheet swiped down) and
/// `userSetPath(_:ofLayer:)` (Back): they are what SwiftUI already shows, and the walk
/// follows with the event `dismissed`.
///
/// The presenter keeps its navigator; the navigator only knows the presenter showing it, the
/// one made last, while something (a host view) keeps that presenter. FlowUI's `FlowHost` makes
/// and keeps one; a test makes one with `init(_:clock:)` to drive the staging.
@MainActor
@Observable
public final class FlowPresenter<Flow: FlowDefinition> {
    /// The navigator whose walk is shown.
    public let navigator: FlowNavigator<Flow>
    /// The layers on screen, the base layer first: in a tabbed router, the shown tab's. For
    /// FlowUI and tests.
    package private(set) var shown: [FlowLayer<Flow.Step>]
    /// The tab on screen, which the tab bar shows selected: during a switch it is still the
    /// tab being left. `nil` in a flow without tabs.
    public private(set) var shownTab: Flow.Step?
    /// The base layer of each tab other than `shownTab` as SwiftUI last saw it: off screen,
    /// it lags the walk until the tab is selected. Kept apart from `shown`, so that a push in
    /// the tab on screen is not a change for the views of the others.
    package private(set) var otherBases: [Flow.Step: FlowLayer<Flow.Step>]
    /// The alert or dialog on screen over the top layer, or `nil`: the navigator's `alert`,
    /// shown once every layer change before it has settled, and closed before the next one.
    /// What the host's `.alert` or `.confirmationDialog` shows.
    public private(set) var shownAlert: FlowAlert<Flow>?
    /// The stages still to apply after the one settling; empty when the screen shows the walk.
    package private(set) var pending: [FlowStage<Flow.Step>] = []
    /// Whether the last change applied is still settling.
    package private(set) var isSettling = false
    @ObservationIgnored private let clock: any FlowStageClock
    /// Set while a gesture is fed to the navigator as `dismissed`, so its moves re-plan once.
    @ObservationIgnored var isFeedingGesture = false

    /// Shows `navigator`'s walk: its base layer at once, any presented layer in stages after
    /// it, timed by `clock` (`FlowSettleClock()`, 0.65 s a change, unless a test injects one).
    public init(_ navigator: FlowNavigator<Flow>, clock: (any FlowStageClock)? = nil) {
        self.navigator = navigator
        self.clock = clock ?? FlowSettleClock()
        let layers = navigator.layers
        shown = [layers[0]]
        shownTab = navigator.tab
        // Nothing is on screen yet: every tab's stack starts as the walk has it.
        otherBases = Self.bases(of: navigator, except: navigator.tab)
        navigator.presenter = self
        if layers.count > 1 || navigator.alert != nil {
            // The host is not in a window yet: give it a settle time before presenting on it.
            pending = FlowStage.plan(from: onScreen, to: wanted)
            settle()
        }
    }

    /// Whether the screen still lags behind the walk: stages are pending, or the last one
    /// applied did not reach it. Taps are refused meanwhile. Only what is on screen counts:
    /// the tab shown, its layers and the alert, not the other tabs' stacks, which lag on
    /// purpose.
    public var isStaging: Bool {
        shownTab != navigator.tab || shown != navigator.layers || shownAlert?.id != navigator.alert?.id
    }

    /// What SwiftUI shows, as one value for the planner; setting it changes only the parts
    /// that differ, so that observers of the others don't hear it.
    var onScreen: FlowShown<Flow.Step> {
        get { FlowShown(tab: shownTab, layers: shown, otherBases: otherBases, alert: shownAlert?.id) }
        set {
            if newValue.tab != shownTab { shownTab = newValue.tab }
            if newValue.layers != shown { shown = newValue.layers }
            if newValue.otherBases != otherBases { otherBases = newValue.otherBases }
            // Stages are planned from the navigator right before one is applied: its alert is the navigator's.
            if newValue.alert != shownAlert?.id { shownAlert = navigator.alert.flatMap { $0.id == newValue.alert ? $0 : nil } }
        }
    }

    /// What the walk says should be shown: the navigator's selected tab and its layers.
    var wanted: FlowShown<Flow.Step> {
        FlowShown(tab: navigator.tab, layers: navigator.layers, otherBases: [:], alert: navigator.alert?.id)
    }

    /// Re-plans from what is shown to the walk, after the walk or the alert changed.
    func walkChanged() {
        guard !isFeedingGesture else { return }
        reconcile()
    }

    /// Plans from `shown` to the walk and, unless a change is settling, applies the first stage.
    func reconcile() {
        pending = FlowStage.plan(from: onScreen, to: wanted)
        if !isSettling { applyNextStage() }
    }

    /// Applies the first pending stage, then waits for it to settle when it presented or
    /// dismissed a layer, switched the tab (the next change waits for the switch: TCA#3450),
    /// or showed or closed an alert, or when more stages follow; a change of a stack alone
    /// needs no wait.
    private func applyNextStage() {
        guard !pending.isEmpty else { return }
        let stage = pending.removeFirst()
        let before = onScreen
        onScreen = stage.applied(to: before)
        let after = onScreen
        if after.layers.count != before.layers.count || after.tab != before.tab || after.alert != before.alert || !pending.isEmpty { settle() }
    }

    /// Waits for the clock, then goes on from what is shown (the walk may have moved meanwhile).
    private func settle() {
        isSettling = true
        clock.waitForSettling { [weak self] in
            guard let self else { return }
            self.isSettling = false
            self.reconcile()
        }
    }

    /// The layer shown on layer `index`, or `nil`: what the host presents from that layer.
    package func layer(above index: Int) -> FlowLayer<Flow.Step>? {
        index + 1 < shown.count ? shown[index + 1] : nil
    }

    /// The presenter a host shows `navigator` with: the one showing it now, while something
    /// keeps it (a host view built again for the same navigator), or a new one. For FlowUI.
    package static func forHost(_ navigator: FlowNavigator<Flow>) -> FlowPresenter {
        navigator.presenter ?? FlowPresenter(navigator)
    }

    /// Takes what SwiftUI shows after the user's gesture as shown, without a stage: the
    /// layers of the tab on screen.
    func showWithoutStage(_ layers: [FlowLayer<Flow.Step>]) {
        shown = layers
    }

    /// Each tab's base layer as the walk has it, but `tab`'s; none in a flow without tabs.
    private static func bases(of navigator: FlowNavigator<Flow>, except tab: Flow.Step?) -> [Flow.Step: FlowLayer<Flow.Step>] {
        guard let tabs = navigator.tabbedState else { return [:] }
        var bases: [Flow.Step: FlowLayer<Flow.Step>] = [:]
        for other in tabs.tabs where other != tab {
            bases[other] = tabs.walk(of: other)?.layers[0]
        }
        return bases
    }
}
