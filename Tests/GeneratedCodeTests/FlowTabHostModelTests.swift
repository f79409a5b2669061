@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// The tab host's logic on Linux, on the generated Club router (feed, friends when signed in,
/// settings; a composer sheet in the feed): what each of `FlowTabHost`'s bindings reads, and
/// what a write from SwiftUI does.
@MainActor
@Suite struct FlowTabHostModelTests {
    let clock = ManualStageClock()

    func club(signedIn: Bool = true) -> FlowTabHostModel<Club> {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: signedIn))
        let model = FlowTabHostModel(FlowPresenter(navigator, clock: clock))
        clock.settleAll()
        return model
    }

    @Test func theBarShowsTheShownTabsAndSelectsAnotherOnATap() {
        let model = club(signedIn: false)
        #expect(model.tabs == [.feed, .settings], "friends is hidden while signed out")
        #expect(model.selection == .tab(.feed))
        #expect(model.choose(.tab(.settings)) == nil)
        #expect(model.navigator.tab == .settings && model.selection == .tab(.settings))
        #expect(model.choose(.tab(.friends)) == .tabHidden)
        #expect(model.selection == .tab(.settings), "SwiftUI's write is undone on the next read")
    }

    @Test func aTapOnTheTabOnScreenReselectsIt() {
        let model = club()
        let navigator = model.navigator
        var heard: [FlowNavigatorEvent<Club>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(model.choose(.tab(.feed)) == nil)
        #expect(navigator.walk == [.feed], "back to the tab's root")
        #expect(model.choose(.tab(.feed)) == nil)
        #expect(heard.last == .reselectedRoot(.feed), "at the root: the app scrolls to the top")
        #expect(model.selection == .tab(.feed))
    }

    /// The bar's compose action presents over the tab on screen and never becomes the
    /// selection (T4); signed out, its guard refuses it.
    @Test func anActionIsPerformedAndNeverSelected() {
        let model = club()
        let navigator = model.navigator
        #expect(model.actions == [.compose])
        #expect(model.choose(.tab(.settings)) == nil)
        clock.settleAll()
        #expect(model.choose(.action(.compose)) == nil)
        #expect(model.selection == .tab(.settings), "SwiftUI wrote the action; the bar still shows settings")
        #expect(navigator.tab == .settings && navigator.walk == [.settings, .composer])
        #expect(model.presentedLayer(above: 0) == FlowLayer(root: .composer, path: [], presentation: .sheet))
        #expect(navigator.tabbedState?.isShowingBarLayer == true)
        let signedOut = club(signedIn: false)
        #expect(signedOut.choose(.action(.compose)) == .noTransition)
        #expect(signedOut.selection == .tab(.feed) && signedOut.presentedLayer(above: 0) == nil)
    }

    /// During a staged switch the bar shows the tab being left; a tap on it is a tap on
    /// another tab than the walk's, which selects it back.
    @Test func aTapOnTheTabShownDuringASwitchSelectsItBack() {
        let model = club()
        #expect(model.navigator.transitions(.feed).compose() == nil)
        clock.settleAll()
        #expect(model.navigator.open(url: "club://settings/privacy") == nil)
        #expect(model.selection == .tab(.feed))
        #expect(model.choose(.tab(.feed)) == nil)
        #expect(model.navigator.tab == .feed && model.navigator.walk == [.feed])
        clock.settleAll()
        #expect(model.selection == .tab(.feed) && !model.presenter.isStaging)
    }

    @Test func theSelectionIsTheTabOnScreenDuringAStagedSwitch() {
        let model = club()
        #expect(model.navigator.transitions(.feed).compose() == nil)
        clock.settleAll()
        #expect(model.navigator.open(url: "club://friends/bob") == nil)
        #expect(model.navigator.tab == .friends)
        #expect(model.selection == .tab(.feed), "the composer is being dismissed over the feed")
        clock.settle()
        #expect(model.selection == .tab(.friends))
    }

    @Test func eachTabsPathIsItsStackAsShownAndATabOffScreenLags() {
        let model = club()
        let navigator = model.navigator
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(model.choose(.tab(.friends)) == nil)
        clock.settleAll()
        #expect(model.path(of: .feed) == [.post(id: "1")])
        #expect(model.path(of: .friends) == [])
        #expect(navigator.popToRoot(tab: .feed) == nil)
        #expect(model.path(of: .feed) == [.post(id: "1")], "off screen: the feed's stack isn't changed there")
        #expect(navigator.path(of: .feed) == [])
        #expect(model.choose(.tab(.feed)) == nil)
        #expect(model.path(of: .feed) == [], "selected: shown with the feed")
        #expect(model.path(of: .chat) == [], "no tab")
    }

    @Test func backInTheSelectedTabIsTheEventDismissed() {
        let model = club()
        let navigator = model.navigator
        var events: [ClubEvent?] = []
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(model.setPath([.post(id: "1")], of: .feed) == nil)
        #expect(navigator.walk == [.feed, .post(id: "1")])
        #expect(events == [.openPost, .openAuthor, .dismissed])
        #expect(model.path(of: .feed) == [.post(id: "1")])
    }

    @Test func backIsEnabledOnlyInTheTabOnScreenAboveItsRoot() {
        let model = club()
        #expect(!model.isBackEnabled(in: .feed), "at the root")
        #expect(model.navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(model.isBackEnabled(in: .feed))
        #expect(!model.isBackEnabled(in: .settings), "off screen")
    }

    @Test func aLongerPathInTheSelectedTabKeepsItsLegalPrefix() {
        let model = club()
        #expect(model.setPath([.post(id: "1"), .profile(id: "ann"), .chat], of: .feed) == nil)
        #expect(model.navigator.walk == [.feed, .post(id: "1"), .profile(id: "ann")], "chat isn't pushed in the feed")
        #expect(model.path(of: .feed) == [.post(id: "1"), .profile(id: "ann")])
    }

    @Test func aPathWrittenForATabOffScreenIsRefused() {
        let model = club()
        #expect(model.choose(.tab(.friends)) == nil)
        #expect(model.navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(model.choose(.tab(.feed)) == nil)
        clock.settleAll()
        #expect(model.setPath([], of: .friends) == .notOnScreen)
        #expect(model.navigator.path(of: .friends) == [.profile(id: "bob")], "no Back in a tab the user can't see")
        #expect(model.setPath([], of: .chat) == .notATab)
    }

    @Test func theFirstLayerHangsOnTheTabViewAndASwipeDownIsDismissed() {
        let model = club()
        let navigator = model.navigator
        #expect(model.presentedLayer(above: 0) == nil)
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(model.presentedLayer(above: 0) == FlowLayer(root: .composer, path: [], presentation: .sheet))
        #expect(model.presentedLayer(above: 1) == nil)
        clock.settleAll()
        #expect(model.isSwipeEnabled(above: 0))
        model.dismissedLayer(above: 0)
        #expect(navigator.walk == [.feed])
        #expect(model.presentedLayer(above: 0) == nil)
    }
}
