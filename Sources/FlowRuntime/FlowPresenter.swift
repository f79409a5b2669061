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
    /// The layers on screen, the base layer first. For FlowUI and tests.
    package private(set) var shown: [FlowLayer<Flow.Step>]
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
        navigator.presenter = self
        if layers.count > 1 {
            // The host is not in a window yet: give it a settle time before presenting on it.
            pending = FlowStage.plan(from: shown, to: layers)
            settle()
        }
    }

    /// Whether the screen still lags behind the walk: stages are pending, or the last one
    /// applied did not reach it. Taps are refused meanwhile.
    public var isStaging: Bool { shown != navigator.layers }

    /// Re-plans from what is shown to the walk, after the walk changed.
    func walkChanged() {
        guard !isFeedingGesture else { return }
        reconcile()
    }

    /// Plans from `shown` to the walk and, unless a change is settling, applies the first stage.
    func reconcile() {
        pending = FlowStage.plan(from: shown, to: navigator.layers)
        if !isSettling { applyNextStage() }
    }

    /// Applies the first pending stage, then waits for it to settle when it presented or
    /// dismissed a layer, or when more stages follow; a change of a stack alone needs no wait.
    private func applyNextStage() {
        guard !pending.isEmpty else { return }
        let stage = pending.removeFirst()
        let before = shown.count
        shown = stage.applied(to: shown)
        if shown.count != before || !pending.isEmpty { settle() }
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

    /// Takes what SwiftUI shows after the user's gesture as shown, without a stage.
    func showWithoutStage(_ layers: [FlowLayer<Flow.Step>]) {
        shown = layers
    }
}
