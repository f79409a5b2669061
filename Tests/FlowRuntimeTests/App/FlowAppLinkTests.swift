import FlowRuntime
import Testing

/// `FlowAppNavigator.open(url:)`: a link opens in its root on screen, is held while its root
/// isn't, and opens or is dropped at the next swap.
@MainActor
@Suite struct FlowAppLinkTests {
    @Test func aLinkForTheRootOnScreenOpensAtOnce() {
        let app = FlowAppNavigator<House>.signedIn()
        #expect(app.open(url: "house://settings/about") == nil)
        #expect(app.rooms?.walk == [.settings, .about] && app.heldLink == nil)
    }

    @Test func aLinkWhileLockedIsHeldAndOpensAfterUnlock() throws {
        let app = FlowAppNavigator<House>.locked()
        let recorder = app.record()
        #expect(app.open(url: "house://items/view") == nil)
        #expect(app.heldLink == "house://items/view" && app.root == .unlock)
        try #require(app.latch).on(.unlock)
        #expect(app.root == .main && app.rooms?.walk == [.items, .view])
        #expect(app.heldLink == nil)
        #expect(recorder.heard == [
            .heldLink("house://items/view", root: .main),
            .swapped(from: .unlock, to: .main, reason: .outcome),
            .openedHeldLink("house://items/view", root: .main),
        ])
    }

    @Test func aHeldLinkIsDroppedOnASwapElsewhere() throws {
        let app = FlowAppNavigator<House>.locked()
        app.open(url: "house://items/view")
        let recorder = app.record()
        try #require(app.latch).on(.logOut)
        #expect(app.root == .signIn && app.heldLink == nil)
        #expect(recorder.heard == [.swapped(from: .unlock, to: .signIn, reason: .outcome), .droppedLink("house://items/view")])
    }

    @Test func theLastLinkIsHeldAndTheAppCanDropIt() {
        let app = FlowAppNavigator<House>.locked()
        let recorder = app.record()
        app.open(url: "house://items/view")
        app.open(url: "house://settings/about")
        #expect(app.heldLink == "house://settings/about")
        #expect(recorder.heard.contains(.droppedLink("house://items/view")))
        app.dropHeldLink()
        #expect(app.heldLink == nil)
        app.send(.logout)
        #expect(!recorder.heard.contains(.droppedLink("house://settings/about")))
    }

    @Test func anUnknownLinkIsRefused() {
        let app = FlowAppNavigator<House>.locked()
        #expect(app.open(url: "house://nowhere") == .unknownLink && app.heldLink == nil)
    }
}
