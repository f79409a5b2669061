@_spi(Testing) import FlowRuntime
import Testing

/// The alert host's logic on Linux, on Trash (a delete alert that pops, an item dialog whose
/// button presents a sheet, a close alert without a cancel button): where the alert shows,
/// what its `isPresented` binding reads, and what SwiftUI's writes and a button's tap do.
/// SwiftUI resets the binding on every tap, before or after the button's action: the tests put
/// the reset on both sides of the action, and the check after it (`checkAlertResets()`) where
/// a late action could still come.
@MainActor
@Suite struct FlowAlertHostModelTests {
    let clock = AlertCheckClock()
    let heard = HeardEvents()

    /// A host showing Trash on `item(id: 1)`, settled, its events heard.
    func onItem(_ flags: TrashFlagValues = TrashFlagValues()) -> FlowAlertHostModel<Trash> {
        let navigator = FlowNavigator<Trash>(flags: flags)
        let model = FlowAlertHostModel(FlowPresenter(navigator, clock: clock))
        navigator.transitions(.list).on(.open)
        clock.stages.settleAll()
        navigator.observe { [heard] in heard.events.append($0) }
        return model
    }

    /// Shows the alert `event` shows on `step`'s screen, and lets it settle.
    func show(_ model: FlowAlertHostModel<Trash>, _ event: TrashEvent, on step: TrashStep.Kind = .item) throws -> FlowAlert<Trash> {
        #expect(model.navigator.transitions(step).on(event) == nil)
        clock.stages.settleAll()
        return try #require(model.shownAlert)
    }

    @Test func theAlertShowsOnTheTopLayerWithItsStyleAndButtons() throws {
        let model = onItem()
        #expect(model.shownAlert == nil && !model.isPresented(on: 0, as: .alert))
        let alert = try show(model, .delete)
        #expect(alert.kind == .confirmDelete && alert.over == .item(id: 1))
        #expect(alert.buttons.map(\.event) == [.delete, .keep] && alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(model.alert(on: 0, as: .alert) == alert && model.isPresented(on: 0, as: .alert))
        #expect(!model.isPresented(on: 0, as: .dialog), "an alert, not a dialog")
        #expect(!model.isPresented(on: 1, as: .alert), "no layer 1 is shown")
        #expect(model.navigator.walk == [.list, .item(id: 1)], "the walk doesn't change")
    }

    @Test func anAlertOverASheetShowsOnTheSheetNotBelow() throws {
        let model = onItem()
        model.navigator.transitions(.item).on(.edit)
        clock.stages.settleAll()
        let alert = try show(model, .close, on: .editor)
        #expect(model.alertLayer == 1 && model.alert(on: 1, as: .alert) == alert)
        #expect(!model.isPresented(on: 0, as: .alert), "the layer below doesn't present it")
    }

    /// The order Apple's docs imply: the binding is reset, then the action runs. The reset
    /// hides the alert at once; the action's answer makes the move; the check finds it answered.
    @Test func aResetBeforeTheButtonsActionDoesntCancel() throws {
        let model = onItem()
        let alert = try show(model, .delete)
        model.setPresented(false, on: 0, as: .alert)
        #expect(!model.isPresented(on: 0, as: .alert), "hidden at once: SwiftUI is dismissing it")
        #expect(model.navigator.alert == alert, "but not answered yet")
        #expect(model.tap(try #require(alert.button(.delete))) == nil)
        clock.checkAlertResets()
        clock.stages.settleAll()
        #expect(model.navigator.walk == [.list])
        #expect(heard.answers == [.delete], "never the cancel button's answer")
    }

    @Test func aResetAfterTheButtonsActionDoesntCancel() throws {
        let model = onItem()
        let dialog = try show(model, .more)
        #expect(model.tap(try #require(dialog.button(.archive))) == nil)
        model.setPresented(false, on: 0, as: .dialog)
        clock.checkAlertResets()
        clock.stages.settleAll()
        #expect(model.navigator.walk == [.list, .item(id: 1), .archive])
        #expect(heard.answers == [.archive], "never the cancel button's answer")
        #expect(model.shownAlert == nil)
    }

    /// The check after a reset acts on that showing only: the user may have opened the same
    /// dialog again before it runs.
    @Test func theCheckAfterAResetLeavesTheNextAlertAlone() throws {
        let model = onItem(TrashFlagValues(isSignedIn: false))
        let first = try show(model, .more)
        model.setPresented(false, on: 0, as: .dialog)
        #expect(model.tap(try #require(first.button(.shareAsImage))) == nil, "signed out: it only closes")
        clock.stages.settleAll()
        let second = try show(model, .more)
        clock.checkAlertResets()
        #expect(model.navigator.alert == second && heard.answers == [.shareAsImage])
        #expect(model.alert(on: 0, as: .dialog) == second)
    }

    /// A tap outside a dialog on an iPad: SwiftUI resets the binding and no action follows.
    @Test func anOutsideTapOnADialogAnswersItsCancelButton() throws {
        let model = onItem()
        let dialog = try show(model, .more)
        model.setPresented(false, on: 0, as: .dialog)
        #expect(heard.answers.isEmpty, "not before a button's action can no longer come")
        clock.checkAlertResets()
        #expect(heard.answers == [.cancel])
        #expect(model.navigator.alert == nil && !model.isPresented(on: 0, as: .dialog))
        #expect(model.tap(try #require(dialog.button(.archive))) == .notOnScreen, "too late: cancelled")
    }

    @Test func aResetWithoutAnswerClosesAnAlertWithoutCancel() throws {
        let model = onItem()
        model.navigator.transitions(.item).on(.edit)
        clock.stages.settleAll()
        let alert = try show(model, .close, on: .editor)
        model.setPresented(false, on: 1, as: .alert)
        clock.checkAlertResets()
        #expect(heard.answers.isEmpty && heard.events.last == .alertClosed(alert))
        #expect(model.navigator.alert == nil && model.navigator.walk == [.list, .item(id: 1), .editor])
        clock.stages.settleAll()
        #expect(model.shownAlert == nil && !model.presenter.isStaging)
    }

    @Test func aWalkMoveClosesTheAlertAndTheHostShowsNone() throws {
        let model = onItem()
        let alert = try show(model, .delete)
        #expect(model.navigator.back() == nil)
        #expect(model.navigator.alert == nil)
        #expect(model.shownAlert == nil && !model.isPresented(on: 0, as: .alert))
        #expect(model.tap(try #require(alert.button(.delete))) == .notOnScreen)
        model.setPresented(false, on: 0, as: .alert)
        clock.checkAlertResets()
        clock.stages.settleAll()
        #expect(heard.answers.isEmpty && model.navigator.walk == [.list])
        #expect(model.shownAlert == nil, "nor once the pop has settled")
    }

    /// A button of an alert closed and shown again is a button of another showing (its id).
    @Test func aStaleAnswerIsRefused() throws {
        let model = onItem()
        let first = try show(model, .more)
        #expect(model.tap(try #require(first.cancelButton)) == nil)
        clock.stages.settleAll()
        let second = try show(model, .more)
        #expect(second.kind == first.kind && second.id != first.id)
        #expect(model.tap(try #require(first.button(.archive))) == .notOnScreen)
        #expect(model.navigator.alert == second && model.navigator.walk == [.list, .item(id: 1)])
    }
}

/// What a navigator's observers heard.
@MainActor
final class HeardEvents {
    var events: [FlowNavigatorEvent<Trash>] = []

    /// The buttons the alerts were answered with, in order.
    var answers: [TrashEvent] {
        events.compactMap { if case .alertAnswered(let button) = $0 { button.event } else { nil } }
    }
}
