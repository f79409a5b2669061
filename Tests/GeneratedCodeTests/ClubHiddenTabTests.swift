@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// New flags that hide the selected tab (Club's friends tab, shown only when signed in): the
/// navigator selects the first tab the bar shows, closing the hidden tab's layers as a tab move
/// does, and observers hear why.
@MainActor
@Suite struct ClubHiddenTabTests {
    let clock = ManualStageClock()

    @Test func hidingTheSelectedTabSelectsTheFirstShownAndObserversHearWhy() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.select(.friends) == nil)
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        var heard: [FlowNavigatorEvent<Club>] = []
        let observation = navigator.observe { heard.append($0) }
        defer { observation.cancel() }
        navigator.flags = ClubFlagValues(isSignedIn: false)
        #expect(navigator.tab == .feed)
        #expect(navigator.walk == [.feed, .post(id: "1")], "the feed as the user left it")
        #expect(navigator.path(of: .friends) == [.profile(id: "bob")], "the hidden tab keeps its stack")
        #expect(heard == [.tabHidden(.friends), .moved(FlowMove(from: .profile(id: "bob"), event: nil, to: .post(id: "1")))])
        // Signed in again: nothing moves by itself.
        heard = []
        navigator.flags = ClubFlagValues(isSignedIn: true, hasDraft: true)
        #expect(navigator.tab == .feed && heard.isEmpty)
    }

    @Test func flagsThatKeepTheSelectedTabShownMoveNothing() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        var heard: [FlowNavigatorEvent<Club>] = []
        let observation = navigator.observe { heard.append($0) }
        defer { observation.cancel() }
        navigator.flags = ClubFlagValues(isSignedIn: false)
        #expect(navigator.tab == .feed && heard.isEmpty)
    }

    @Test func theHiddenTabsLayersCloseAndThePresenterStagesItAsATabMove() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        let presenter = FlowPresenter(navigator, clock: clock)
        #expect(navigator.select(.friends) == nil)
        clock.settleAll()
        #expect(navigator.perform(.compose) == nil)
        #expect(navigator.transitions(.composer).addPhoto() == nil)
        clock.settleAll()
        #expect(presenter.shown.map { $0.described() } == ["base: friends", "sheet: composer", "sheet modal: photoRules"])
        navigator.flags = ClubFlagValues(isSignedIn: false)
        #expect(navigator.tab == .feed && navigator.walk == [.feed])
        #expect(navigator.path(of: .friends) == [], "its layers closed with it")
        #expect(presenter.shownTab == .friends && presenter.shown.map { $0.described() } == ["base: friends"], "dismissals first")
        clock.settleAll()
        #expect(presenter.shownTab == .feed && presenter.shown.map { $0.described() } == ["base: feed"])
        let host = FlowTabHostModel(presenter)
        #expect(host.tabs == [.feed, .settings])
        #expect(host.selection == .tab(.feed))
    }
}
