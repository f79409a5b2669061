import FlowRuntime
import Foundation
import Testing

/// The navigator's alerts: shown by a transition over the step on top, answered with a
/// button whose move is made from that step, closed by any move of the walk, never saved.
@MainActor
@Suite struct FlowNavigatorAlertTests {
    /// A navigator of Trash on `item(id: 7)` over `list`.
    static func onItem(_ flags: TrashFlagValues = TrashFlagValues()) -> FlowNavigator<Trash> {
        let navigator = FlowNavigator<Trash>(flags: flags)
        navigator.transitions(.list).on(.open, item: 7)
        return navigator
    }

    @Test func aTransitionShowsItsAlertOverTheStepOnTopWithoutMoving() throws {
        let navigator = Self.onItem()
        #expect(navigator.alert == nil)
        #expect(navigator.transitions(.item).on(.delete) == nil)
        let alert = try #require(navigator.alert)
        #expect(alert.kind == .confirmDelete)
        #expect(alert.style == .alert)
        #expect(alert.over == .item(id: 7))
        #expect(alert.buttons.map(\.event) == [.delete, .keep])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(alert.cancelButton?.event == .keep)
        #expect(alert.button(.delete)?.role == .destructive)
        #expect(alert.button(.archive) == nil)
        #expect(navigator.walk == [.list, .item(id: 7)])
    }

    @Test func eachShowingHasItsOwnID() throws {
        let navigator = Self.onItem()
        navigator.transitions(.item).on(.delete)
        let first = try #require(navigator.alert)
        navigator.transitions(.item).on(.more)
        let second = try #require(navigator.alert)
        #expect(second.kind == .itemActions && second.style == .dialog)
        #expect(first.id != second.id)
        #expect(second.buttons.allSatisfy { $0.alertID == second.id })
        #expect(navigator.answer(first.buttons[0]) == .notOnScreen, "a button of a showing replaced")
    }

    @Test func theGuardDecidesBetweenTheAlertAndTheMove() {
        let signedIn = FlowNavigator<Trash>(flags: TrashFlagValues(isSignedIn: true))
        signedIn.transitions(.list).on(.signOut)
        #expect(signedIn.alert?.kind == .confirmSignOut && signedIn.outcome == nil)
        let signedOut = FlowNavigator<Trash>(flags: TrashFlagValues(isSignedIn: false))
        signedOut.transitions(.list).on(.signOut)
        #expect(signedOut.alert == nil && signedOut.outcome == .signedOut)
    }

    @Test func aStaleScreenShowsNoAlert() {
        let navigator = Self.onItem()
        let item = navigator.transitions(.item)
        navigator.back()
        #expect(item.on(.delete) == .notOnScreen)
        #expect(navigator.alert == nil)
    }

    @Test func aDestructiveButtonGoesBack() throws {
        let navigator = Self.onItem()
        navigator.transitions(.item).on(.delete)
        let delete = try #require(navigator.alert?.button(.delete))
        #expect(navigator.answer(delete) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.list])
        #expect(navigator.answer(delete) == .notOnScreen, "answered already")
    }

    @Test func anAnswerNamesItsButtonByItsEvent() {
        let navigator = Self.onItem()
        #expect(navigator.answer(.delete) == .notOnScreen, "no alert shown")
        navigator.transitions(.item).on(.delete)
        #expect(navigator.answer(.archive) == .noTransition, "no such button")
        #expect(navigator.alert?.kind == .confirmDelete, "the alert stays")
        #expect(navigator.answer(.delete) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.list])
    }

    @Test func aCancelButtonWithoutAMoveOnlyCloses() throws {
        let navigator = Self.onItem()
        navigator.transitions(.item).on(.delete)
        #expect(navigator.answer(try #require(navigator.alert?.cancelButton)) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.list, .item(id: 7)])
        #expect(navigator.transitions(.item).on(.delete) == nil, "the screen below still moves")
    }

    @Test func aButtonsGuardChoosesItsMoveAndItsCloseAlternative() throws {
        let signedIn = Self.onItem()
        signedIn.transitions(.item).on(.more)
        signedIn.answer(try #require(signedIn.alert?.button(.shareAsImage)))
        #expect(signedIn.walk == [.list, .item(id: 7), .shareSheet])
        #expect(signedIn.layers.count == 2, "presented as a sheet")
        let signedOut = Self.onItem(TrashFlagValues(isSignedIn: false))
        signedOut.transitions(.item).on(.more)
        #expect(signedOut.answer(try #require(signedOut.alert?.button(.shareAsImage))) == nil)
        #expect(signedOut.walk == [.list, .item(id: 7)] && signedOut.alert == nil)
    }

    @Test func aButtonsStepFollowsItsSkipRule() throws {
        let navigator = Self.onItem(TrashFlagValues(skipsArchive: true))
        navigator.transitions(.item).on(.more)
        navigator.answer(try #require(navigator.alert?.button(.archive)))
        #expect(navigator.walk == [.list, .item(id: 7), .archived])
    }

    @Test func aButtonEndsTheFlowOnAnOutcome() throws {
        let navigator = FlowNavigator<Trash>(flags: TrashFlagValues())
        var heard: [FlowNavigatorEvent<Trash>] = []
        navigator.observe { heard.append($0) }
        navigator.transitions(.list).on(.signOut)
        let alert = try #require(navigator.alert)
        let signOut = try #require(alert.button(.signOut))
        navigator.answer(signOut)
        #expect(navigator.outcome == .signedOut)
        #expect(navigator.isFinished && navigator.alert == nil)
        #expect(heard == [.alertShown(alert), .alertAnswered(signOut), .finished(.signedOut)])
    }

    @Test func aButtonUnwindsThenEntersFromTheStepBelow() throws {
        let navigator = Self.onItem()
        navigator.transitions(.item).on(.edit)
        navigator.transitions(.editor).on(.close)
        navigator.answer(try #require(navigator.alert?.button(.discard)))
        #expect(navigator.walk == [.list, .item(id: 7), .trash])
        #expect(navigator.layers.count == 1)
    }

    @Test func observersHearTheShowingTheAnswerAndTheMoveWithTheButtonsEvent() throws {
        let navigator = Self.onItem()
        var heard: [FlowNavigatorEvent<Trash>] = []
        navigator.observe { heard.append($0) }
        navigator.transitions(.item).on(.delete)
        let alert = try #require(navigator.alert)
        navigator.answer(try #require(alert.button(.delete)))
        #expect(heard == [
            .alertShown(alert),
            .alertAnswered(try #require(alert.button(.delete))),
            .moved(FlowMove(from: .item(id: 7), event: .delete, to: .list)),
        ])
    }
}
