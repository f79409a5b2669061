import FlowRuntime
import Testing

/// A call that changes nothing on screen changes nothing else either: the alert stays, the
/// outcome stays, observers hear nothing (docs/Presentation.md, "The navigator's edges"). And
/// the calls at the edges the held-out tabs-and-alerts driver found: an alert shown over
/// another, and the user's gesture at a tab's root.
@MainActor
@Suite struct FlowNavigatorNoMoveTests {
    /// What a navigator's observers heard, from when `listen(to:)` started.
    final class Heard<Flow: FlowDefinition> {
        var events: [FlowNavigatorEvent<Flow>] = []

        @MainActor func listen(to navigator: FlowNavigator<Flow>) {
            navigator.observe { [self] in events.append($0) }
        }
    }

    @Test func backToTheKindOnTopLeavesTheAlert() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.delete)
        let alert = try #require(navigator.alert)
        let heard = Heard<Trash>()
        heard.listen(to: navigator)
        #expect(navigator.back(to: .item) == nil)
        #expect(navigator.alert == alert && navigator.walk == [.list, .item(id: 7)])
        #expect(heard.events.isEmpty)
        #expect(navigator.answer(try #require(alert.button(.delete))) == nil, "the alert is still the one to answer")
    }

    @Test func theSamePathWrittenAgainLeavesTheAlert() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.delete)
        let alert = try #require(navigator.alert)
        let heard = Heard<Trash>()
        heard.listen(to: navigator)
        navigator.path = navigator.path                    // as a NavigationStack may write it
        #expect(navigator.alert == alert && heard.events.isEmpty)
    }

    @Test func anAlertShownOverAnotherClosesItFirst() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.delete)
        let first = try #require(navigator.alert)
        let heard = Heard<Trash>()
        heard.listen(to: navigator)
        navigator.transitions(.item).on(.more)
        let second = try #require(navigator.alert)
        #expect(heard.events == [.alertClosed(first), .alertShown(second)])
    }

    @Test func aCallThatChangesNothingLeavesTheOutcome() {
        let navigator = FlowNavigator<Trash>(flags: TrashFlagValues(isSignedIn: false))
        navigator.transitions(.list).on(.signOut)
        #expect(navigator.outcome == .signedOut && navigator.walk == [.list])
        #expect(navigator.back(to: .list) == nil)
        #expect(navigator.backToRoot() == nil)
        navigator.path = []
        #expect(navigator.outcome == .signedOut && navigator.isFinished)
    }

    @Test func restartAndANewRootClearTheOutcomeOnTheSameWalk() {
        let navigator = FlowNavigator<Trash>(flags: TrashFlagValues(isSignedIn: false))
        navigator.transitions(.list).on(.signOut)
        navigator.restart()
        #expect(navigator.outcome == nil && !navigator.isFinished && navigator.walk == [.list])
        navigator.transitions(.list).on(.signOut)
        #expect(navigator.replaceRoot(with: .list) == nil)
        #expect(navigator.outcome == nil && navigator.walk == [.list])
    }

    @Test func aMoveOfTheWalkClearsTheOutcome() {
        let navigator = FlowNavigator<Trash>(flags: TrashFlagValues(isSignedIn: false))
        navigator.transitions(.list).on(.signOut)
        navigator.restore([.list, .trash])
        #expect(navigator.outcome == nil)
    }

    @Test func aStepChangedBelowTheTopIsHeard() {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.edit)
        let heard = Heard<Trash>()
        heard.listen(to: navigator)
        #expect(navigator.restore([.list, .item(id: 8), .editor]) == nil)
        #expect(heard.events == [.moved(FlowMove(from: .editor, event: nil, to: .editor))])
    }

    @Test func reselectingATabAtItsRootLeavesTheAlert() throws {
        let navigator = FlowNavigator<Shelf>(flags: ())
        navigator.select(.profile)
        navigator.transitions(.profile).on(.leave)
        let alert = try #require(navigator.alert)
        let heard = Heard<Shelf>()
        heard.listen(to: navigator)
        #expect(navigator.reselect(.profile) == nil)
        #expect(navigator.alert == alert && navigator.walk == [.profile])
        #expect(heard.events == [.reselectedRoot(.profile)])
    }

    @Test func aMoveOfATabOffScreenLeavesTheAlert() throws {
        let navigator = FlowNavigator<Shelf>(flags: ())
        navigator.select(.profile)
        navigator.transitions(.profile).on(.open)
        navigator.select(.home)
        navigator.transitions(.home).on(.open)
        navigator.transitions(.detail).on(.leave)
        let alert = try #require(navigator.alert)
        let heard = Heard<Shelf>()
        heard.listen(to: navigator)
        #expect(navigator.popToRoot(tab: .profile) == nil, "another tab, with a step pushed")
        #expect(navigator.path(of: .profile).isEmpty)
        #expect(navigator.popToRoot(tab: .profile) == nil, "another tab, at its root")
        #expect(navigator.select(.home) == nil, "the selected tab, nothing presented")
        #expect(navigator.alert == alert && heard.events.isEmpty)
        #expect(navigator.popToRoot(tab: .home) == nil, "the tab on screen")
        #expect(navigator.alert == nil && heard.events.first == .alertClosed(alert))
    }

    @Test func theGestureAtATabsRootIsRefusedAtRoot() {
        let navigator = FlowNavigator<Shelf>(flags: ())
        let heard = Heard<Shelf>()
        heard.listen(to: navigator)
        #expect(!navigator.isDismissalEnabled, "the host shows no Back there")
        #expect(navigator.performDismissGesture() == .atRoot)
        #expect(navigator.walk == [.home] && heard.events.isEmpty)
        navigator.transitions(.home).on(.open)
        #expect(navigator.performDismissGesture() == nil && navigator.walk == [.home])
    }
}
