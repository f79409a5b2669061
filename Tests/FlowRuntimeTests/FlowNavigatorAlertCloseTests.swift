@_spi(Testing) import FlowRuntime
import Foundation
import Testing

/// What closes an alert besides an answer: every move of the walk, the host's presentation
/// going away with no answer, and nothing of it is saved.
@MainActor
@Suite struct FlowNavigatorAlertCloseTests {
    /// Trash on `item(id: 7)` with `confirmDelete` shown, and what its observers hear from then.
    static func showingDelete() -> (FlowNavigator<Trash>, FlowAlert<Trash>, () -> [FlowNavigatorEvent<Trash>]) {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.delete)
        let alert = navigator.alert!
        final class Heard { var events: [FlowNavigatorEvent<Trash>] = [] }
        let heard = Heard()
        navigator.observe { heard.events.append($0) }
        return (navigator, alert, { heard.events })
    }

    /// Each of the app's and the user's moves of the walk.
    nonisolated static let moves: [(String, @MainActor @Sendable (FlowNavigator<Trash>) -> Void)] = [
        ("back", { $0.back() }),
        ("backToRoot", { $0.backToRoot() }),
        ("transition", { $0.transitions(.item).on(.edit) }),
        ("gesture", { $0.performDismissGesture() }),
        ("path", { $0.path = [] }),
        ("restore", { $0.restore([.list, .trash]) }),
        ("replaceRoot", { $0.replaceRoot(with: .list) }),
        ("restart", { $0.restart() }),
    ]

    @Test(arguments: 0..<8)
    func anyMoveOfTheWalkClosesTheAlert(_ index: Int) {
        let (name, move) = Self.moves[index]
        let (navigator, alert, heard) = Self.showingDelete()
        move(navigator)
        #expect(navigator.alert == nil, "\(name)")
        #expect(heard().first == .alertClosed(alert), "\(name): heard before the move")
        #expect(navigator.answer(alert.buttons[0]) == .notOnScreen, "\(name)")
    }

    @Test func everyMoveIsTried() {
        #expect(Self.moves.count == 8)
    }

    @Test func aRefusedMoveLeavesTheAlert() {
        let (navigator, alert, _) = Self.showingDelete()
        #expect(navigator.back(to: .trash) == .notInWalk)
        #expect(navigator.alert == alert)
    }

    @Test func theBindingsResetAfterAnAnswerDoesNothing() throws {
        let (navigator, alert, heard) = Self.showingDelete()
        navigator.answer(try #require(alert.button(.delete)))
        #expect(navigator._alertClosed(id: alert.id) == .notOnScreen)
        #expect(navigator.walk == [.list])
        #expect(heard().filter { if case .alertClosed = $0 { true } else { false } }.isEmpty)
    }

    @Test func aResetWithNoAnswerIsTheCancelButtons() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.more)
        let dialog = try #require(navigator.alert)
        var heard: [FlowNavigatorEvent<Trash>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator._alertClosed(id: dialog.id) == nil)
        #expect(navigator.alert == nil)
        #expect(heard == [.alertAnswered(try #require(dialog.cancelButton))])
    }

    @Test func aResetWithNoAnswerAndNoCancelButtonOnlyCloses() throws {
        let navigator = FlowNavigatorAlertTests.onItem()
        navigator.transitions(.item).on(.edit)
        navigator.transitions(.editor).on(.close)
        let alert = try #require(navigator.alert)
        #expect(alert.cancelButton == nil)
        var heard: [FlowNavigatorEvent<Trash>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator._alertClosed(id: alert.id) == nil)
        #expect(navigator.alert == nil && navigator.walk == [.list, .item(id: 7), .editor])
        #expect(heard == [.alertClosed(alert)])
    }

    @Test func aResetOfAnEarlierShowingDoesNothing() throws {
        let (navigator, first, _) = Self.showingDelete()
        navigator.answer(try #require(first.cancelButton))
        navigator.transitions(.item).on(.delete)
        let second = try #require(navigator.alert)
        #expect(navigator._alertClosed(id: first.id) == .notOnScreen)
        #expect(navigator.alert == second)
    }

    @Test func theAlertIsNeverSaved() throws {
        let (navigator, _, _) = Self.showingDelete()
        let data = try JSONEncoder().encode(navigator.walk)
        let restored = FlowNavigator<Trash>(flags: TrashFlagValues())
        #expect(restored.restore(try JSONDecoder().decode(FlowSavedWalk<TrashStep>.self, from: data)) == nil)
        #expect(restored.walk == [.list, .item(id: 7)])
        #expect(restored.alert == nil)
    }
}
