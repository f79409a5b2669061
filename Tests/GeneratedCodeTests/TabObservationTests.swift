@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Observation
import Testing

/// Each tab's state is observed on its own (FlowStacks #111: one observable behind every tab
/// redraws them all), on the generated Club router: what a view reads of one tab, through the
/// navigator or the tab host's model, isn't invalidated by a move in another tab.
@MainActor
@Suite struct TabObservationTests {
    /// How many times the reads tracked were invalidated.
    @MainActor final class Heard {
        var changes = 0
    }

    /// Tracks what `read` reads, as SwiftUI does for a view's body, and counts the changes.
    static func track(_ read: @escaping @MainActor () -> Void) -> Heard {
        let heard = Heard()
        withObservationTracking {
            read()
        } onChange: {
            MainActor.assumeIsolated { heard.changes += 1 }
        }
        return heard
    }

    static func signedIn() -> FlowNavigator<Club> {
        FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
    }

    @Test func aPushInOneTabDoesntChangeAnotherTabsPath() {
        let navigator = Self.signedIn()
        let friends = Self.track { _ = navigator.path(of: .friends) }
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.feed).compose() == .notOnScreen)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(navigator.popToRoot(tab: .settings) == nil)
        #expect(friends.changes == 0, "friends' stack is not read again")
    }

    @Test func aPushInTheTabReadChangesIt() {
        let navigator = Self.signedIn()
        let feed = Self.track { _ = navigator.path(of: .feed) }
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(feed.changes == 1)
    }

    @Test func aScreenBuiltInOneTabIsNotRedrawnByAMoveInAnother() {
        let navigator = Self.signedIn()
        #expect(navigator.select(.friends) == nil)
        // What a screen of friends reads as it is built: its transitions, the step on top.
        let friends = Self.track {
            _ = navigator.transitions(.friends)
            _ = navigator.current
            _ = navigator.tab
        }
        #expect(navigator.popToRoot(tab: .feed) == nil)
        #expect(friends.changes == 0)
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(friends.changes == 1, "a move in friends is")
    }

    @Test func aTabOffScreenInTheHostIsNotRedrawnByAPushInTheTabShown() {
        let clock = ManualStageClock()
        let navigator = Self.signedIn()
        let model = FlowTabHostModel(FlowPresenter(navigator, clock: clock))
        let settings = Self.track {
            _ = model.path(of: .settings)
            _ = model.isBackEnabled(in: .settings)
        }
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(model.path(of: .feed) == [.post(id: "1")])
        #expect(settings.changes == 0)
        #expect(model.choose(.tab(.settings)) == nil)
        #expect(settings.changes == 1, "selected: its stack comes on screen")
    }

    @Test func theWholeStateStillReadsEveryTab() {
        let navigator = Self.signedIn()
        let whole = Self.track { _ = navigator.tabbedState }
        #expect(navigator.popToRoot(tab: .settings) == nil, "nothing to take off")
        #expect(whole.changes == 0, "a move that changes nothing changes no tab")
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(whole.changes == 1)
    }
}
