import Observation

/// Runs an app (`FlowApp`): which root is on screen with its navigator, the kept roots'
/// navigators, the app-level steps shown over the top, and a held link.
///
///     let app = FlowAppNavigator<VaultApp>(flags: flags)
///     switch app.shown {                       // the root on screen, with its typed navigator
///     case .signIn(let navigator): ...
///     }
///     app.send(.lock)                          // an app event, whatever is on screen
///     app.open(url: url)                       // in its root, or held until that root shows
///
/// One root is on screen at a time. A root's outcome (its navigator's `.finished`), an app
/// event or an app-level step's transition swaps it: the app-level steps over the top close
/// with the old root, and the new root shows its kept walk (a `kept` root) or its start. A
/// host shows the swap in stages (`FlowAppHostModel`): the old root's layers close, then the
/// new root shows.
///
/// Every move returns why it was refused, or `nil` when it happened. Observers
/// (`observe(_:)`) hear swaps and why, app events, the steps over the top and held links.
@MainActor
@Observable
public final class FlowAppNavigator<App: FlowApp> {
    /// The root on screen.
    public internal(set) var root: App.Root
    /// The navigator of the root on screen.
    var current: FlowAppRootNavigator<App>
    /// The navigators of the kept roots not on screen, with their walks for the return.
    @ObservationIgnored var kept: [App.Root: FlowAppRootNavigator<App>] = [:]
    /// The app-level steps shown over the top layer of the root on screen, bottom first.
    public internal(set) var overTop: [FlowAppLayer<App>] = []
    /// The link held for a root not on screen, and that root.
    var held: (url: String, root: App.Root)?
    /// The values the app supplies, as last set.
    private var currentFlags: App.Flags
    /// The last `FlowAppLayer.id` given.
    @ObservationIgnored var lastLayerID: UInt64 = 0
    /// Who hears what happens, in the order they started observing.
    @ObservationIgnored var observers: [FlowAppObservation<App>] = []
    /// The presenter showing this app, told of every change. The presenter keeps the
    /// navigator, not the other way round.
    @ObservationIgnored weak var presenter: FlowAppPresenter<App>?

    /// Starts the app at the first root of its `start` line whose guard holds for these flags.
    public init(flags: App.Flags) {
        let root = App.startRoot(flags: flags)
        self.root = root
        currentFlags = flags
        current = App._root(root).make(flags)
        listen(to: current, as: root)
    }

    /// The root on screen with its navigator: what a host switches over to show it.
    public var shown: App.Shown { current.shown }

    /// The values the app supplies; every root's navigator reads them. Setting them re-checks
    /// the root on screen: when its `start` guard no longer holds, it is left for the first
    /// root of the `start` line whose guard does (observers hear `.swapped` with
    /// `.startGuardFailed`).
    public var flags: App.Flags {
        get { currentFlags }
        set {
            currentFlags = newValue
            current.set(flags: newValue)
            for navigator in kept.values { navigator.set(flags: newValue) }
            guard !App.isStartGuardHolding(root, flags: newValue) else { return }
            let start = App.startRoot(flags: newValue)
            if start != root { swap(to: start, reason: .startGuardFailed) }
            presenter?.appChanged()
        }
    }

    /// The link held for a root not on screen (`open(url:)`), to open when that root is next
    /// shown; `nil` when none is held.
    public var heldLink: String? { held?.url }

    /// Forgets the held link.
    public func dropHeldLink() {
        held = nil
    }

    /// Makes `navigator`, the navigator of `root`, move the app on its outcomes while it is on
    /// screen.
    func listen(to navigator: FlowAppRootNavigator<App>, as root: App.Root) {
        navigator.onOutcome = { [weak self, weak navigator] move in
            guard let self, let navigator, navigator === self.current else { return }
            guard let move = move(self.currentFlags) else {
                self.tell(.unhandledOutcome(root))
                return
            }
            self.perform(move, reason: .outcome)
        }
    }
}
