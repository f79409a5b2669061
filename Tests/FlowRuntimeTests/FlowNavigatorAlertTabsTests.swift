import FlowRuntime
import Testing

/// Alerts in a tabbed router: over the selected tab's top step; a button's tab move, and any
/// move of the tab on screen, closes the alert (a tab off screen, or a tap that moves nothing,
/// leaves it: FlowNavigatorNoMoveTests).
@MainActor
@Suite struct FlowNavigatorAlertTabsTests {
    /// Shelf on `detail` in the home tab, with the dialog `leaveOptions` shown.
    static func leaving() throws -> (FlowNavigator<Shelf>, FlowAlert<Shelf>) {
        let navigator = FlowNavigator<Shelf>(flags: ())
        navigator.transitions(.home).on(.open)
        navigator.transitions(.detail).on(.leave)
        return (navigator, try #require(navigator.alert))
    }

    @Test func theAlertIsOverTheSelectedTabsTopStep() throws {
        let (navigator, alert) = try Self.leaving()
        #expect(alert.over == .detail && navigator.tab == .home)
        #expect(navigator.path(of: .home) == [.detail])
    }

    @Test func aButtonsTabMoveSelectsTheTabAndEntersItsStep() throws {
        let (navigator, alert) = try Self.leaving()
        var heard: [FlowNavigatorEvent<Shelf>] = []
        navigator.observe { heard.append($0) }
        let toProfile = try #require(alert.button(.toProfile))
        #expect(navigator.answer(toProfile) == nil)
        #expect(navigator.tab == .profile && navigator.walk == [.profile, .about])
        #expect(navigator.path(of: .home) == [.detail], "the tab left keeps its stack")
        #expect(navigator.alert == nil)
        #expect(heard == [.alertAnswered(toProfile), .moved(FlowMove(from: .detail, event: .toProfile, to: .about))])
    }

    @Test func selectingATabClosesTheAlert() throws {
        let (navigator, alert) = try Self.leaving()
        navigator.select(.profile)
        #expect(navigator.alert == nil)
        #expect(navigator.answer(alert.buttons[0]) == .notOnScreen)
    }

    @Test func reselectingTheTabClosesTheAlert() throws {
        let (navigator, _) = try Self.leaving()
        navigator.reselect(.home)
        #expect(navigator.alert == nil && navigator.walk == [.home])
    }

    @Test func aMoveOfTheTabOnScreenClosesTheAlert() throws {
        let (navigator, alert) = try Self.leaving()
        var heard: [FlowNavigatorEvent<Shelf>] = []
        navigator.observe { heard.append($0) }
        navigator.popToRoot(tab: .home)
        #expect(navigator.alert == nil && heard == [.alertClosed(alert), .moved(FlowMove(from: .detail, event: nil, to: .home))])
    }

    @Test func restartingTheTabsClosesTheAlert() throws {
        let (navigator, _) = try Self.leaving()
        navigator.restart()
        #expect(navigator.alert == nil && navigator.walk == [.home])
    }

    @Test func theTabsSavedWithAnAlertUpRestoreWithout() throws {
        let (navigator, _) = try Self.leaving()
        let saved = try #require(navigator.savedTabs)
        let restored = FlowNavigator<Shelf>(flags: ())
        #expect(restored.restore(saved) == nil)
        #expect(restored.walk == [.home, .detail] && restored.alert == nil)
    }
}
