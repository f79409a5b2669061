@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// The single-stack host's logic on Linux, on the generated Library router (a book sheet with
/// chapters pushed inside it, notes presented on it): what each of `FlowHost`'s bindings reads,
/// and what a write from SwiftUI does.
@MainActor
@Suite struct FlowStackHostModelTests {
    let clock = ManualStageClock()

    func library(_ walk: [LibraryStep]) -> FlowStackHostModel<Library> {
        let navigator = FlowNavigator<Library>(flags: LibraryFlagValues())
        navigator.restore(walk)
        let model = FlowStackHostModel(FlowPresenter(navigator, clock: clock))
        clock.settleAll()
        return model
    }

    @Test func eachLayerShowsItsRootAndPathAsShown() {
        let model = library([.shelf, .genre, .book, .chapter])
        #expect(model.layerCount == 2)
        #expect(model.root(ofLayer: 0) == .shelf && model.path(ofLayer: 0) == [.genre])
        #expect(model.root(ofLayer: 1) == .book && model.path(ofLayer: 1) == [.chapter])
        #expect(model.root(ofLayer: 2) == nil && model.path(ofLayer: 2) == nil, "no third layer is shown")
        #expect(model.presentedLayer(above: 0) == FlowLayer(root: .book, path: [.chapter], presentation: .sheet))
        #expect(model.presentedLayer(above: 1) == nil)
        #expect(model.isBackEnabled && model.isSwipeEnabled(above: 0))
    }

    /// A shorter path is the user's Back: the walk follows with `dismissed`.
    @Test func aShorterPathIsTheUsersBack() {
        let model = library([.shelf, .genre, .book, .chapter])
        model.setPath([], ofLayer: 1)
        #expect(model.navigator.walk == [.shelf, .genre, .book])
        #expect(model.path(ofLayer: 1) == [])
    }

    /// The user swiped the sheet down: the walk leaves it, and the layer is no longer shown.
    @Test func aSwipeDownDismissesTheLayerAbove() {
        let model = library([.shelf, .book, .notes])
        #expect(model.layerCount == 3)
        model.dismissedLayer(above: 1)
        clock.settleAll()
        #expect(model.navigator.walk == [.shelf, .book])
        #expect(model.layerCount == 2 && model.presentedLayer(above: 1) == nil)
    }

    /// A push the walk refuses is undone by the next read of the path.
    @Test func aRefusedPushIsUndoneOnTheNextRead() {
        let model = library([.shelf])
        model.setPath([.page], ofLayer: 0)
        #expect(model.navigator.walk == [.shelf])
        #expect(model.path(ofLayer: 0) == [])
    }
}
