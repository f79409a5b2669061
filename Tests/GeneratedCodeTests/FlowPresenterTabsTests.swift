@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// The presenter of a tabbed router (the generated Club: feed, friends, settings; a composer
/// sheet in the feed), with a clock the test advances: a switch is a stage of its own, and a
/// tab off screen is never changed.
@MainActor
@Suite struct FlowPresenterTabsTests {
    let clock = ManualStageClock()

    func club() -> (FlowNavigator<Club>, FlowPresenter<Club>) {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        let presenter = FlowPresenter(navigator, clock: clock)
        clock.settleAll()
        return (navigator, presenter)
    }

    static func describe(_ layers: [FlowLayer<ClubStep>]) -> [String] {
        layers.map { $0.described() }
    }

    @Test func aSelectIsShownAtOnceWithTheTabsStackAndTheNextChangeWaitsForIt() {
        let (navigator, presenter) = club()
        #expect(navigator.select(.friends) == nil)
        #expect(presenter.shownTab == .friends && Self.describe(presenter.shown) == ["base: friends"], "the switch at once")
        #expect(clock.isWaiting, "a switch settles before the next change")
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(Self.describe(presenter.shown) == ["base: friends"], "the push waits for the switch")
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: friends profile(id: \"bob\")"])
        #expect(!presenter.isStaging && !clock.isWaiting, "a push alone doesn't wait")
        #expect(navigator.select(.feed) == nil)
        #expect(navigator.select(.friends) == nil)
        #expect(presenter.shownTab == .feed, "the way back waits for the switch to the feed")
        clock.settle()
        #expect(presenter.shownTab == .friends && Self.describe(presenter.shown) == ["base: friends profile(id: \"bob\")"])
        #expect(clock.settleAll() == 1, "the switch settles; nothing follows")
    }

    /// A link into another tab while a sheet is open (Club's composer in the feed): the sheet
    /// is dismissed in its own update, the feed's stack untouched; the friends tab comes on
    /// screen with its whole stack in the next.
    @Test func aLinkIntoAnotherTabWhileASheetIsOpenDismissesThenSelects() {
        let (navigator, presenter) = club()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        navigator.backToRoot()
        #expect(navigator.transitions(.feed).compose() == nil)
        clock.settleAll()
        #expect(Self.describe(presenter.shown) == ["base: feed", "sheet: composer"])
        #expect(navigator.open(url: "club://friends/bob") == nil)
        #expect(presenter.shownTab == .feed && Self.describe(presenter.shown) == ["base: feed"], "dismissals only")
        #expect(presenter.isStaging)
        #expect(navigator.transitions(.friends).openChat() == .notOnScreen, "a tap during the switch is refused")
        clock.settle()
        #expect(presenter.shownTab == .friends)
        #expect(Self.describe(presenter.shown) == ["base: friends profile(id: \"bob\")"], "the tab and its stack in one update")
        #expect(!presenter.isStaging)
    }

    /// A tab off screen lags: popping it to its root in the walk changes nothing on screen
    /// (no stage, no staging), and selecting it brings the root at once.
    @Test func aTabOffScreenIsNeverChanged() {
        let (navigator, presenter) = club()
        #expect(navigator.select(.friends) == nil)
        clock.settleAll()
        #expect(navigator.transitions(.friends).openProfile(id: "bob") == nil)
        #expect(navigator.select(.feed) == nil)
        clock.settleAll()
        #expect(navigator.popToRoot(tab: .friends) == nil)
        #expect(!presenter.isStaging && presenter.pending.isEmpty && !clock.isWaiting)
        #expect(presenter.otherBases[.tab(.friends)]?.described() == "base: friends profile(id: \"bob\")",
                "what SwiftUI last saw of friends stays until friends is on screen")
        #expect(navigator.select(.friends) == nil)
        #expect(presenter.shownTab == .friends && Self.describe(presenter.shown) == ["base: friends"])
        #expect(presenter.otherBases[.tab(.feed)]?.described() == "base: feed")
    }

    /// The user swipes the composer down while a switch to settings waits for the composer's
    /// presentation to settle: the walk already closed the composer for the switch, so the
    /// swipe isn't fed to the walk as `dismissed` (and never reaches settings' layers); the
    /// switch follows once the presentation settles.
    @Test func aSwipeDownDuringAPendingTabSwitchOnlyLeavesTheScreen() {
        let (navigator, presenter) = club()
        var events: [ClubEvent?] = []
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(Self.describe(presenter.shown) == ["base: feed", "sheet: composer"])
        #expect(clock.isWaiting, "the composer is still settling")
        #expect(navigator.open(url: "club://settings/privacy") == nil)
        #expect(Self.describe(presenter.shown) == ["base: feed", "sheet: composer"], "the dismissal waits for the presentation")
        presenter.userDismissedLayer(1)
        #expect(Self.describe(presenter.shown) == ["base: feed"])
        #expect(navigator.tab == .settings && navigator.walk == [.settings, .privacy])
        #expect(events == [.compose, nil], "no `dismissed`: the walk had already closed it")
        clock.settle()
        #expect(presenter.shownTab == .settings && Self.describe(presenter.shown) == ["base: settings privacy"])
        #expect(navigator.path(of: .feed) == [])
    }

    /// A tab move with `then` from a step pushed in the feed: one switch, the friends tab's
    /// stack (reset to its root, `chat` pushed) set as it comes on screen.
    @Test func aTabMoveWithThenIsOneSwitch() {
        let (navigator, presenter) = club()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        #expect(navigator.transitions(.profile).message() == nil)
        #expect(presenter.shownTab == .friends && Self.describe(presenter.shown) == ["base: friends chat"])
        #expect(presenter.otherBases[.tab(.feed)]?.described() == "base: feed post(id: \"1\") profile(id: \"ann\")")
    }
}
