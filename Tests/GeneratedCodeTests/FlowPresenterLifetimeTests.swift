import FlowRuntime
import FlowTestSupport
import Testing

/// A presenter keeps its navigator, and the navigator knows its presenter only weakly: a
/// presenter made from a navigator nothing else keeps works, as an app writes it
/// (`FlowPresenter(FlowNavigator<Checkout>(flags: ...))`) and as FlowUI's `FlowHost` makes its
/// own (`FlowPresenter.forHost`).
@MainActor
@Suite struct FlowPresenterLifetimeTests {
    let clock = ManualStageClock()

    @Test func aPresenterOfANavigatorNothingElseKeepsWorks() {
        let presenter = FlowPresenter(FlowNavigator<Checkout>(flags: CheckoutFlagValues()))
        #expect(!presenter.isStaging)
        #expect(presenter.navigator.transitions(.cart).next() == nil)
        #expect(presenter.navigator.transitions(.signIn).next() == nil)
        #expect(presenter.navigator.walk == [.cart, .signIn, .shipping])
        #expect(!presenter.isStaging, "pushes are shown at once")
        #expect(presenter.shown == presenter.navigator.layers)
        #expect(presenter.navigator.back() == nil)
        #expect(presenter.navigator.current == .signIn)
    }

    @Test func aPresenterOfANavigatorNothingElseKeepsStagesItsSheets() {
        let presenter = FlowPresenter(FlowNavigator<Account>(flags: AccountFlagValues()), clock: clock)
        #expect(presenter.navigator.transitions(.profile).edit() == nil)
        #expect(presenter.shown.map { $0.described() } == ["base: profile", "sheet: editor"], "the sheet at once")
        #expect(presenter.navigator.transitions(.editor).changeAddress() == nil)
        #expect(presenter.isStaging, "the push waits for the sheet to settle")
        #expect(presenter.navigator.transitions(.address).done() == .notOnScreen, "a tap while the screen lags")
        clock.settleAll()
        #expect(!presenter.isStaging)
        #expect(presenter.shown.map { $0.described() } == ["base: profile", "sheet: editor address"])
        #expect(presenter.navigator.transitions(.address).done() == nil)
        #expect(presenter.isSwipeEnabled(layer: 1))
        presenter.userDismissedLayer(1)
        #expect(presenter.navigator.walk == [.profile], "the swipe reached the navigator")
    }

    @Test func aHostsPresenterKeepsItsNavigatorAndIsFoundAgain() {
        let presenter = FlowPresenter.forHost(FlowNavigator<Checkout>(flags: CheckoutFlagValues()))
        #expect(!presenter.isStaging)
        #expect(presenter.navigator.transitions(.cart).next() == nil)
        #expect(presenter.shown == presenter.navigator.layers)
        #expect(FlowPresenter.forHost(presenter.navigator) === presenter, "a host built again for the same navigator")
    }

    @Test func theNavigatorDoesNotKeepItsPresenter() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        weak var gone: FlowPresenter<Checkout>?
        do {
            let first = FlowPresenter.forHost(navigator)
            gone = first
            #expect(FlowPresenter.forHost(navigator) === first)
        }
        #expect(gone == nil, "only a host keeps a presenter")
        let second = FlowPresenter.forHost(navigator)
        #expect(second.navigator === navigator)
        #expect(navigator.transitions(.cart).next() == nil, "the navigator moves without the presenter that is gone")
        #expect(second.shown == navigator.layers)
    }
}
