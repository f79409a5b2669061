import FlowWalks
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
    /// The part of the container on screen (the stack, or the tab the tab bar shows
    /// selected): during a switch it is still the tab being left.
    package private(set) var shownPart: FlowContainer<Flow.Step>.Part
    /// The base layer of each part other than `shownPart` as SwiftUI last saw it: off screen,
    /// it lags the walk until the part is selected. Kept apart from `shown`, so that a push in
    /// the part on screen is not a change for the views of the others.
    package private(set) var otherBases: [FlowContainer<Flow.Step>.Part: FlowLayer<Flow.Step>]
    /// The alert or dialog on screen over the top layer, or `nil`: the navigator's `alert`,
    /// shown once every layer change before it has settled, and closed before the next one.
    /// What the host's `.alert` or `.confirmationDialog` shows.
    public private(set) var shownAlert: FlowAlert<Flow>?
    /// The stages still to apply after the one settling; empty when the screen shows the walk.
    package private(set) var pending: [FlowStage<Flow.Step>] = []
    /// Whether the last change applied is still settling.
    package private(set) var isSettling = false
    /// The `id` of the alert whose `isPresented` binding SwiftUI reset last (on any tap, or a
    /// tap outside a dialog): the host no longer shows it, and decides what the reset was once
    /// a button's action can no longer arrive (`FlowAlertHostModel`).
    package var resetAlertID: UInt64?
    @ObservationIgnored private let clock: any FlowStageClock
    /// Set while a gesture is fed to the navigator as `dismissed`, so its moves re-plan once.
    @ObservationIgnored var isFeedingGesture = false
    /// Set while an app's swap has closed this walk's layers on screen (`closeForSwap()`):
    /// nothing is re-planned until the root comes back.
    @ObservationIgnored private var isClosedForSwap = false

    /// Shows `navigator`'s walk: its base layer at once, any presented layer in stages after
    /// it, timed by `clock` (`FlowSettleClock()`, 0.65 s a change, unless a test injects one).
    public init(_ navigator: FlowNavigator<Flow>, clock: (any FlowStageClock)? = nil) {
        self.navigator = navigator
        self.clock = clock ?? FlowSettleClock()
        let layers = navigator.layers
        shown = [layers[0]]
        let container = navigator.container
        shownPart = container.selected
        // Nothing is on screen yet: every part's stack starts as the walk has it.
        otherBases = container.bases.filter { $0.key != container.selected }
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
        shownPart != navigator.storage.selected || shown != navigator.layers || shownAlert?.id != navigator.alert?.id
    }

    /// What SwiftUI shows, as one value for the planner; setting it changes only the parts
    /// that differ, so that observers of the others don't hear it.
    var onScreen: FlowShown<Flow.Step> {
        get { FlowShown(part: shownPart, layers: shown, otherBases: otherBases, alert: shownAlert?.id) }
        set {
            if newValue.part != shownPart { shownPart = newValue.part }
            if newValue.layers != shown { shown = newValue.layers }
            if newValue.otherBases != otherBases { otherBases = newValue.otherBases }
            // Stages are planned from the navigator right before one is applied: its alert is the navigator's.
            if newValue.alert != shownAlert?.id { shownAlert = navigator.alert.flatMap { $0.id == newValue.alert ? $0 : nil } }
        }
    }

    /// What the walk says should be shown: the navigator's part on screen and its layers.
    var wanted: FlowShown<Flow.Step> {
        FlowShown(part: navigator.storage.selected, layers: navigator.layers, otherBases: [:], alert: navigator.alert?.id)
    }

    /// The tab on screen, which the tab bar shows selected: during a switch it is still the
    /// tab being left. `nil` in a flow without tabs.
    public var shownTab: Flow.Step? { shownPart.tab }

    /// Re-plans from what is shown to the walk, after the walk or the alert changed.
    func walkChanged() {
        guard !isFeedingGesture else { return }
        reconcile()
    }

    /// Plans from `shown` to the walk and, unless a change is settling, applies the first stage.
    func reconcile() {
        guard !isClosedForSwap else { return }
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
        if after.layers.count != before.layers.count || after.part != before.part || after.alert != before.alert || !pending.isEmpty { settle() }
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

    /// Calls `check` once a button's action can no longer arrive after SwiftUI reset an
    /// alert's binding (`FlowStageClock.waitForAlertAnswer(_:)`).
    package func waitForAlertAnswer(_ check: @escaping @MainActor () -> Void) {
        clock.waitForAlertAnswer(check)
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
}

extension FlowPresenter: FlowAppRootPresenter {
    var shownLayerCount: Int { shown.count }

    func closeForSwap() {
        isClosedForSwap = true
        pending = []
        shown = [shown[0]]
        shownAlert = nil
    }

    /// The root is on screen again: as when the host first shows it, its base layer is there
    /// at once and the presented layers follow once it has settled in the window.
    func reopenAfterSwap() {
        guard isClosedForSwap else { return }
        isClosedForSwap = false
        guard !isSettling else { return }
        pending = FlowStage.plan(from: onScreen, to: wanted)
        if !pending.isEmpty { settle() }
    }
}
