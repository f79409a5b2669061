/// The navigator of one root of an app, its flow's type kept inside: what `FlowAppNavigator`
/// asks of the root on screen and of the kept roots, whatever their flows. Made by the root's
/// `_FlowAppRoot`.
@MainActor
final class FlowAppRootNavigator<App: FlowApp> {
    /// The root's `FlowNavigator`, as the host sees it (`App.Shown`).
    let shown: App.Shown
    /// Hears the app's move for the outcome the root's flow ended on, as a function of the
    /// app's flags (read when the move is made); set by the app's navigator.
    var onOutcome: ((_ move: (App.Flags) -> FlowAppMove<App>?) -> Void)?
    private let setFlags: (App.Flags) -> Void
    private let finished: () -> Bool
    private let openURL: (String) -> FlowRefusal?
    private let save: () -> FlowAppSavedRoot
    private let restoreSaved: (FlowAppSavedRoot) -> FlowRefusal?
    private let presenter: () -> (any FlowAppRootPresenter)?

    init<Flow: FlowDefinition>(
        _ navigator: FlowNavigator<Flow>,
        shown: (FlowNavigator<Flow>) -> App.Shown,
        flags: @escaping (App.Flags) -> Flow.Flags,
        move: ((Flow.Outcome, App.Flags) -> FlowAppMove<App>?)?,
        open: @escaping @MainActor (FlowNavigator<Flow>, String) -> FlowRefusal?
    ) where Flow.Step._Kind: FlowStepKind {
        self.shown = shown(navigator)
        setFlags = { navigator.flags = flags($0) }
        finished = { navigator.outcome != nil }
        openURL = { open(navigator, $0) }
        save = { FlowAppSavedRoot(navigator.saved) }
        restoreSaved = { saved in
            guard let container = saved.value as? FlowSavedContainer<Flow.Step> else { return .notARoot }
            return navigator.restore(container)
        }
        presenter = { [weak navigator] in navigator?.presenter }
        // A flow without outcomes (`move` is `nil`) never finishes: nothing to hear.
        guard let move else { return }
        navigator.observe { [weak self] event in
            guard case .finished(let outcome) = event else { return }
            self?.onOutcome?({ move(outcome, $0) })
        }
    }

    /// Sets the flow's flags from the app's.
    func set(flags: App.Flags) { setFlags(flags) }

    /// Whether the root's flow ended on an outcome: a kept root that did starts afresh.
    var isFinished: Bool { finished() }

    /// Opens a URL of the flow's links (`FlowNavigator.open(url:)`).
    func open(url: String) -> FlowRefusal? { openURL(url) }

    /// The root's container to save.
    var saved: FlowAppSavedRoot { save() }

    /// Restores a saved container of the root's flow; `.notARoot` for another flow's.
    func restore(_ saved: FlowAppSavedRoot) -> FlowRefusal? { restoreSaved(saved) }

    /// The presenter showing the root's walk, while a host shows it.
    var rootPresenter: (any FlowAppRootPresenter)? { presenter() }
}
