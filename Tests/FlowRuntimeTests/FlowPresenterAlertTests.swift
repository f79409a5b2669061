import FlowRuntime
import FlowTestSupport
import Testing

/// Staging alerts: showing or closing one is a presentation change of its own, made after
/// every layer change has settled, never in the update that dismisses or presents a layer.
@MainActor
@Suite struct FlowPresenterAlertTests {
    /// Trash on `item(id: 7)` with the editor presented over it, on screen and settled.
    static func editing() -> (FlowNavigator<Trash>, FlowPresenter<Trash>, ManualStageClock) {
        let navigator = FlowNavigatorAlertTests.onItem()
        let clock = ManualStageClock()
        let presenter = FlowPresenter(navigator, clock: clock)
        navigator.transitions(.item).on(.edit)
        clock.settleAll()
        return (navigator, presenter, clock)
    }

    @Test func anAlertShownRightAfterADismissalWaitsForItToSettle() throws {
        let (navigator, presenter, clock) = Self.editing()
        navigator.back()
        #expect(presenter.shown.count == 1 && clock.isWaiting, "the editor's dismissal is settling")
        #expect(navigator.transitions(.item).on(.delete) == nil)
        let alert = try #require(navigator.alert)
        #expect(presenter.shownAlert == nil, "not in the update that dismissed the editor")
        #expect(presenter.isStaging)
        #expect(navigator.answer(try #require(alert.cancelButton)) == .notOnScreen, "not on screen yet")
        clock.settle()
        #expect(presenter.shownAlert == alert)
        #expect(!presenter.isStaging)
    }

    @Test func anAlertOnASettledScreenShowsAtOnce() throws {
        let (navigator, presenter, _) = Self.editing()
        navigator.transitions(.editor).on(.close)
        #expect(presenter.shownAlert == navigator.alert && presenter.shownAlert != nil)
        #expect(presenter.shown.count == 2, "over the editor's layer")
    }

    @Test func aButtonThatDismissesWaitsForTheAlertToClose() throws {
        let (navigator, presenter, clock) = Self.editing()
        navigator.transitions(.editor).on(.close)
        clock.settleAll()
        navigator.answer(try #require(navigator.alert?.button(.discard)))
        #expect(navigator.walk == [.list, .item(id: 7), .trash])
        #expect(presenter.shownAlert == nil && presenter.shown.count == 2, "the alert closes alone")
        #expect(presenter.isStaging)
        clock.settle()
        #expect(presenter.shown == navigator.layers, "then the editor goes and trash is pushed, in one update")
        #expect(!presenter.isStaging)
    }

    @Test func aButtonThatPresentsWaitsForTheAlertToClose() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        let clock = ManualStageClock()
        let presenter = FlowPresenter(navigator, clock: clock)
        navigator.transitions(.item).on(.more)
        clock.settleAll()
        navigator.answer(try #require(navigator.alert?.button(.shareAsImage)))
        #expect(presenter.shownAlert == nil && presenter.shown.count == 1)
        clock.settle()
        #expect(presenter.shown.count == 2 && presenter.shown == navigator.layers)
    }

    @Test func aCloseOnlyAnswerClosesTheAlertShown() throws {
        let (navigator, presenter, clock) = Self.editing()
        navigator.transitions(.editor).on(.close)
        navigator.answer(try #require(navigator.alert?.button(.keep)))
        clock.settleAll()
        #expect(presenter.shownAlert == nil && !presenter.isStaging)
        #expect(presenter.shown == navigator.layers)
    }

    @Test func aHostMadeAgainShowsTheAlertAfterItsLayers() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.delete)
        let clock = ManualStageClock()
        let presenter = FlowPresenter(navigator, clock: clock)
        #expect(presenter.shownAlert == nil, "the host is not in a window yet")
        clock.settleAll()
        #expect(presenter.shownAlert == navigator.alert)
    }
}
