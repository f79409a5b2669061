/// Saving and restoring the app's walks (the saved-walk format's version 5, `FlowSavedApp`),
/// a single flow's walk of an earlier version among them.
extension FlowAppNavigator {
    /// The walks to save: the root on screen and its walk, and each kept root's walk.
    public var saved: FlowSavedApp<App> {
        var walks = kept.mapValues(\.saved)
        walks[root] = current.saved
        return FlowSavedApp(root: root, walks: walks, isComplete: true)
    }

    /// Restores saved walks: the saved root is shown, its walk and the kept roots' walks
    /// restored as `FlowNavigator.restore(_:)` restores a container (a root whose walk isn't
    /// saved starts afresh); the steps over the top close, a held link is dropped, and
    /// observers hear `.swapped` with `.restored`. A walk of an earlier version restores into
    /// the root whose flow it belongs to, which is shown. Then, as when the flags change, a
    /// root whose `start` guard fails is left for the first start root whose guard holds.
    ///
    /// Refuses `.notARoot`, changing nothing, when the saved root is no longer a root of the
    /// app; `.illegalWalk`, having restored the rest, when something saved did not decode or a
    /// walk kept only its longest legal prefix (the root's observers hear which steps,
    /// `.dropped`).
    @discardableResult
    public func restore(_ saved: FlowSavedApp<App>) -> FlowRefusal? {
        guard let savedRoot = saved.root else { return .notARoot }
        var refusal: FlowRefusal? = saved.isComplete ? nil : .illegalWalk
        var restored: [App.Root: FlowAppRootNavigator<App>] = [:]
        for (root, walk) in saved.walks where root == savedRoot || App.isKept(root) {
            let navigator = App._root(root).make(flags)
            if navigator.restore(walk) != nil { refusal = .illegalWalk }
            restored[root] = navigator
        }
        let navigator = restored.removeValue(forKey: savedRoot) ?? App._root(savedRoot).make(flags)
        kept = restored
        if let link = held {
            held = nil
            tell(.droppedLink(link.url))
        }
        show(navigator, as: savedRoot, reason: .restored)
        let start = App.startRoot(flags: flags)
        if !App.isStartGuardHolding(root, flags: flags), start != root {
            swap(to: start, reason: .startGuardFailed)
        }
        presenter?.appChanged()
        return refusal
    }
}
