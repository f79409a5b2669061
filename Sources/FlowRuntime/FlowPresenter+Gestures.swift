/// The user's gestures, which SwiftUI has already shown when it reports them through a binding:
/// `shown` takes them as they are, and the walk follows with the event `dismissed`.
extension FlowPresenter {
    /// The user swiped the sheet of layer `index` away (SwiftUI set its presentation binding to
    /// `nil`): it and every layer above it are gone from the screen.
    ///
    /// When the walk still holds that layer, the navigator hears `performDismissGesture()` once an entry,
    /// from the top, until the layer is gone or a guard refuses (`on dismissed -> back when
    /// !hasDraft`: the host should have disabled the swipe, see `isSwipeEnabled(layer:)`); what
    /// the walk keeps is then presented again, in stages. A layer the walk no longer holds (it
    /// was being dismissed anyway) only leaves `shown`.
    package func userDismissedLayer(_ index: Int) {
        guard index > 0, index < shown.count else { return }
        let gone = shown[index]
        showWithoutStage(Array(shown.prefix(index)))
        feedGesture {
            guard holds(gone, at: index) else { return }
            while navigator.layers.count > index, navigator.performDismissGesture() == nil {}
        }
    }

    /// The stack of layer `index` now shows `path` (SwiftUI set its path binding). A shorter
    /// path is the user going back (the Back button, the edge swipe, the long-press menu, which
    /// can go back several screens): the navigator hears `performDismissGesture()` once a screen, while a
    /// guard allows it. A longer one is the app's own push (`NavigationLink(value:)`) on the
    /// walk's top layer: the walk keeps its longest legal prefix, as `FlowNavigator.path` does.
    /// Whatever the walk refuses is shown again.
    package func userSetPath(_ path: [Flow.Step], ofLayer index: Int) {
        guard index < shown.count, path != shown[index].path else { return }
        let layer = shown[index]
        if path.count < layer.path.count, Array(layer.path.prefix(path.count)) == path {
            var layers = Array(shown.prefix(index + 1))
            layers[index].path = path
            showWithoutStage(layers)
            feedGesture {
                guard holds(layer, at: index), navigator.layers.count == index + 1 else { return }
                while navigator.layers.count == index + 1, navigator.layers[index].path.count > path.count, navigator.performDismissGesture() == nil {}
            }
        } else {
            feedGesture {
                guard !isStaging, index == shown.count - 1 else { return }
                let below = shown.prefix(index).flatMap { [$0.root] + $0.path }
                navigator.path = Array((below + [layer.root] + path).dropFirst())
            }
        }
    }

    /// Whether the host lets the user swipe layer `index` down (`interactiveDismissDisabled`):
    /// it is a sheet (a cover has no swipe), the top layer, the screen shows the walk, and the
    /// step on top allows `dismissed`.
    public func isSwipeEnabled(layer index: Int) -> Bool {
        // Only a sheet: a cover has no swipe, and a modal sheet (`as sheet modal`) has it disabled.
        index > 0 && index == shown.count - 1 && shown[index].presentation == .sheet && !isStaging && navigator.isDismissalEnabled
    }

    /// Whether the walk still holds a layer with the root and presentation of `layer` at `index`,
    /// in the tab on screen (during a switch, the walk's layers are another tab's).
    private func holds(_ layer: FlowLayer<Flow.Step>, at index: Int) -> Bool {
        let layers = navigator.layers
        return shownPart == navigator.storage.selected && index < layers.count && layers[index].root == layer.root && layers[index].presentation == layer.presentation
    }

    /// Runs `body` (moves of the navigator) as one change, then re-plans once.
    private func feedGesture(_ body: () -> Void) {
        isFeedingGesture = true
        body()
        isFeedingGesture = false
        reconcile()
    }
}
