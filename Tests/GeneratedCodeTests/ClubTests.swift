import FlowRuntime
import Testing

/// Drives the generated Club router (Tests/FlowSwiftEmitterTests/Flows/Club.flow), a tabbed
/// router: each tab keeps its own stack, tab moves go through the generated logic, and back
/// never leaves the selected tab.
@MainActor
@Suite struct ClubTests {
    static func signedIn() -> FlowNavigator<Club> {
        FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
    }

    @Test func everyTabStartsAtItsRootAndTheFirstShownIsSelected() {
        let navigator = Self.signedIn()
        #expect(navigator.tab == .feed)
        #expect(navigator.tabbedState?.tabs == [.feed, .friends, .settings])
        #expect(navigator.walk == [.feed])
        #expect(navigator.shownTabs == [.feed, .friends, .settings])
        #expect(FlowNavigator<Club>(flags: ClubFlagValues()).shownTabs == [.feed, .settings])
        #expect(FlowNavigator<Club>(root: .settings, flags: ClubFlagValues())?.tab == .settings)
        #expect(FlowNavigator<Club>(root: .friends, flags: ClubFlagValues()) == nil, "a hidden tab")
        #expect(FlowNavigator<Club>(root: .post(id: "1"), flags: ClubFlagValues(isSignedIn: true)) == nil, "no tab")
    }

    @Test func selectingKeepsEachTabsStack() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(navigator.select(.friends) == nil)
        #expect(navigator.walk == [.friends])
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(navigator.select(.feed) == nil)
        #expect(navigator.walk == [.feed, .post(id: "1"), .profile(id: "ann")])
        #expect(navigator.path(of: .feed) == [.post(id: "1"), .profile(id: "ann")])
        #expect(navigator.path(of: .friends) == [.profile(id: "bob")], "a step pushed in two tabs: each has its own copy")
        #expect(navigator.path(of: .settings) == [])
    }

    @Test func aTabMoveWithThenResetsThatTabAndKeepsTheOthers() {
        let navigator = Self.signedIn()
        #expect(navigator.select(.friends) == nil)
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(navigator.select(.feed) == nil)
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(navigator.transitions(.profile).message() == nil)
        #expect(navigator.tab == .friends)
        #expect(navigator.walk == [.friends, .chat], "reset to the root, then `chat` entered: bob's profile is gone")
        #expect(navigator.path(of: .feed) == [.post(id: "1"), .profile(id: "ann")])
    }

    @Test func aTabMoveWithoutThenKeepsTheTabsStackAndClosesTheSheet() {
        let navigator = Self.signedIn()
        #expect(navigator.select(.settings) == nil)
        #expect(navigator.transitions(.settings).privacy() == nil)
        #expect(navigator.select(.feed) == nil)
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(navigator.layers.count == 2)
        #expect(navigator.transitions(.composer).posted() == nil)
        #expect(navigator.walk == [.feed], "the tab move closed the composer")
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openSettings() == nil)
        #expect(navigator.walk == [.settings, .privacy])
        #expect(navigator.path(of: .feed) == [.post(id: "1")])
    }

    @Test func aHiddenTabIsRefused() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: false))
        #expect(navigator.select(.friends) == .tabHidden)
        #expect(navigator.tab == .feed)
        #expect(navigator.select(.post(id: "1")) == .notATab)
        #expect(navigator.open(url: "club://friends/bob") == .tabHidden)
        #expect(navigator.walk == [.feed])
    }

    @Test func backNeverCrossesTabs() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.select(.settings) == nil)
        #expect(navigator.back() == .atRoot)
        #expect(!navigator.isDismissalEnabled)
        #expect(navigator.tab == .settings)
        #expect(navigator.walk == [.settings])
        #expect(navigator.select(.feed) == nil)
        #expect(navigator.back() == nil)
        #expect(navigator.back() == .atRoot)
        #expect(navigator.walk == [.feed])
    }

    @Test func aLinkOpensIntoItsTabAndLeavesTheOthers() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(navigator.open(url: "club://friends/bob") == nil)
        #expect(navigator.tab == .friends)
        #expect(navigator.walk == [.friends, .profile(id: "bob")])
        #expect(navigator.path(of: .feed) == [.post(id: "1"), .profile(id: "ann")])
        #expect(navigator.open(url: "club://settings/privacy") == nil)
        #expect(navigator.walk == [.settings, .privacy])
        #expect(navigator.path(of: .friends) == [.profile(id: "bob")])
    }

    @Test func aStaleTransitionsValueOfAnotherTabIsRefused() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        let annsProfile = navigator.transitions(.profile)
        #expect(navigator.select(.friends) == nil)
        // cy's profile in friends: the same step, and an entry of the same serial number as
        // ann's in the feed (each tab's walk numbers its own entries).
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(navigator.back() == nil)
        #expect(navigator.transitions(.friends).openProfile(id: "cy") == nil)
        #expect(navigator.state.top.id == 2)
        #expect(annsProfile.message() == .notOnScreen)
        #expect(navigator.walk == [.friends, .profile(id: "cy")])
        #expect(navigator.select(.feed) == nil)
        #expect(annsProfile.message() == nil, "back in its tab, on top: it moves again")
        #expect(navigator.walk == [.friends, .chat])
    }

    @Test func popToRootEmptiesAnyTab() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.select(.settings) == nil)
        #expect(navigator.popToRoot(tab: .feed) == nil)
        #expect(navigator.path(of: .feed) == [])
        #expect(navigator.tab == .settings)
        #expect(navigator.replaceRoot(with: .feed) == .notATab)
    }
}
