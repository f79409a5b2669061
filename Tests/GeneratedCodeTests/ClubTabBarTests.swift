import FlowRuntime
import Testing

/// Drives the tab bar of the generated Club router (Tests/FlowSwiftEmitterTests/Flows/Club.flow):
/// a tap on a tab (`reselect`) and the bar's compose action (`perform`).
@MainActor
@Suite struct ClubTabBarTests {
    static func signedIn(hasDraft: Bool = false) -> FlowNavigator<Club> {
        FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true, hasDraft: hasDraft))
    }

    @Test func reselectingGoesBackToTheTabsRootClosingItsLayers() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        var heard: [FlowNavigatorEvent<Club>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.reselect(.feed) == nil)
        #expect(navigator.walk == [.feed])
        #expect(heard == [.moved(FlowMove(from: .profile(id: "ann"), event: .reselected, to: .feed))])
    }

    @Test func reselectingTheRootMovesNothingAndIsHeard() {
        let navigator = Self.signedIn()
        var heard: [FlowNavigatorEvent<Club>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.reselect(.feed) == nil)
        #expect(navigator.walk == [.feed])
        #expect(heard == [.reselectedRoot(.feed)])
    }

    @Test func reselectingAnotherTabSelectsIt() {
        let navigator = Self.signedIn()
        #expect(navigator.reselect(.settings) == nil)
        #expect(navigator.tab == .settings)
        #expect(navigator.reselect(.post(id: "1")) == .notATab)
    }

    @Test func aWrittenReselectedRunsAndItsGuardCanRefuse() {
        let navigator = Self.signedIn()
        #expect(navigator.select(.friends) == nil)
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(navigator.popToRoot(tab: .friends) == nil)
        #expect(navigator.transitions(.friends).openChat() == nil)
        navigator.flags = ClubFlagValues(isSignedIn: true, hasDraft: true)
        #expect(navigator.reselect(.friends) == .dismissalDisabled)
        #expect(navigator.walk == [.friends, .chat])
        navigator.flags = ClubFlagValues(isSignedIn: true, hasDraft: false)
        #expect(navigator.reselect(.friends) == nil)
        #expect(navigator.walk == [.friends], "`on reselected -> back`")
    }

    @Test func theBarsActionPresentsOverTheSelectedTabAndClosesItsLayers() throws {
        let navigator = Self.signedIn()
        #expect(navigator.select(.settings) == nil)
        #expect(navigator.transitions(.settings).privacy() == nil)
        var heard: [FlowNavigatorEvent<Club>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.perform(.compose) == nil)
        #expect(navigator.tab == .settings, "an action never becomes the selection")
        #expect(navigator.walk == [.settings, .privacy, .composer])
        #expect(navigator.layers.count == 2)
        #expect(navigator.tabbedState?.isShowingBarLayer == true)
        #expect(heard == [.moved(FlowMove(from: .privacy, event: .compose, to: .composer))])
        #expect(navigator.transitions(.composer).cancel() == nil)
        #expect(navigator.walk == [.settings, .privacy])
        #expect(navigator.tabbedState?.isShowingBarLayer == false)
    }

    @Test func theBarsActionReplacesALayerOfTheTab() {
        let navigator = Self.signedIn()
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(navigator.tabbedState?.isShowingBarLayer == false, "the feed's own sheet")
        #expect(navigator.perform(.compose) == nil)
        #expect(navigator.walk == [.feed, .composer])
        #expect(navigator.tabbedState?.isShowingBarLayer == true)
        #expect(navigator.transitions(.composer).posted() == nil)
        #expect(navigator.walk == [.feed], "a tab move closes the bar's layer")
        #expect(navigator.tabbedState?.isShowingBarLayer == false)
    }

    @Test func theBarsActionIsRefusedWhenItsGuardFails() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues())
        #expect(navigator.perform(.compose) == .noTransition)
        #expect(navigator.walk == [.feed])
    }
}
