import FlowRuntime
import Testing

/// The alert host's logic on Linux, on the Notes flow (NotesAlertFlow.swift: a delete alert, a
/// share dialog whose button presents a sheet, a dialog without a cancel button): where the
/// alert shows, what its `isPresented` binding reads, and what SwiftUI's writes and a
/// button's tap do. SwiftUI resets the binding on every tap, before or after the button's
/// action: the tests put the reset on both sides of the action, and the check after it
/// (`clock.checkAlertResets()`) where a late action could still come.
@MainActor
@Suite struct FlowAlertHostModelTests {
    let clock = ManualStageClock()

    /// A host showing Notes at `note`, its events heard into `heard`.
    func notes(_ heard: HeardEvents? = nil) -> FlowAlertHostModel<Notes> {
        let navigator = FlowNavigator<Notes>(flags: NotesFlagValues())
        let model = FlowAlertHostModel(FlowPresenter(navigator, clock: clock))
        navigator.transitions(.list).open()
        clock.settleAll()
        if let heard { navigator.observe { heard.events.append($0) } }
        return model
    }

    @Test func theAlertShowsOnTheTopLayerWithItsStyleAndButtons() throws {
        let model = notes()
        #expect(model.shownAlert == nil && !model.isPresented(on: 0, as: .alert))
        #expect(model.navigator.transitions(.note).delete() == nil)
        let alert = try #require(model.alert(on: 0, as: .alert))
        #expect(alert.kind == .confirmDelete && alert.over == .note)
        #expect(alert.buttons.map(\.event) == [.delete, .keep])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(model.isPresented(on: 0, as: .alert))
        #expect(!model.isPresented(on: 0, as: .dialog), "an alert, not a dialog")
        #expect(!model.isPresented(on: 1, as: .alert), "no layer 1 is shown")
        #expect(model.navigator.walk == [.list, .note], "the walk doesn't change")
    }

    @Test func anAlertOverASheetShowsOnTheSheetNotBelow() throws {
        let model = notes()
        let navigator = model.navigator
        navigator.transitions(.note).share()
        let dialog = try #require(model.alert(on: 0, as: .dialog))
        #expect(model.tap(try #require(dialog.button(.shareAsImage))) == nil)
        clock.settleAll()
        #expect(model.alertLayer == 1 && navigator.walk == [.list, .note, .image])
        #expect(navigator.transitions(.image).remove() == nil)
        #expect(model.isPresented(on: 1, as: .alert))
        #expect(!model.isPresented(on: 0, as: .alert), "the layer below doesn't present it")
    }

    /// The order Apple's docs imply: the binding is reset, then the action runs. The reset
    /// hides the alert at once; the action's answer makes the move; the check finds it answered.
    @Test func aResetBeforeTheButtonsActionDoesntCancel() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        model.navigator.transitions(.note).delete()
        let alert = try #require(model.alert(on: 0, as: .alert))
        model.setPresented(false, on: 0, as: .alert)
        #expect(!model.isPresented(on: 0, as: .alert), "hidden at once: SwiftUI is dismissing it")
        #expect(model.navigator.alert == alert, "but not answered yet")
        #expect(model.tap(try #require(alert.button(.delete))) == nil)
        clock.checkAlertResets()
        clock.settleAll()
        #expect(model.navigator.walk == [.list])
        #expect(heard.answers == [.delete], "never the cancel button's answer")
    }

    /// The check after a reset acts on that showing only: the user may have opened the dialog
    /// again meanwhile.
    @Test func theCheckAfterAResetLeavesTheNextAlertAlone() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        let navigator = model.navigator
        navigator.transitions(.note).share()
        let first = try #require(model.alert(on: 0, as: .dialog))
        model.setPresented(false, on: 0, as: .dialog)
        #expect(model.tap(try #require(first.button(.copyLink))) == nil)
        navigator.transitions(.note).share()
        let second = try #require(navigator.alert)
        clock.checkAlertResets()
        #expect(navigator.alert == second && heard.answers == [.copyLink])
        clock.settleAll()
        #expect(model.alert(on: 0, as: .dialog) == second, "shown once the first has settled")
    }

    @Test func aResetAfterTheButtonsActionDoesntCancel() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        model.navigator.transitions(.note).share()
        let dialog = try #require(model.alert(on: 0, as: .dialog))
        #expect(model.tap(try #require(dialog.button(.copyLink))) == nil)
        model.setPresented(false, on: 0, as: .dialog)
        clock.checkAlertResets()
        clock.settleAll()
        #expect(model.navigator.alert == nil && model.navigator.walk == [.list, .note])
        #expect(heard.answers == [.copyLink], "never the cancel button's answer")
        #expect(!model.isPresented(on: 0, as: .dialog))
    }

    /// A tap outside a dialog on an iPad: SwiftUI resets the binding and no action follows.
    @Test func anOutsideTapOnADialogAnswersItsCancelButton() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        model.navigator.transitions(.note).share()
        let dialog = try #require(model.alert(on: 0, as: .dialog))
        model.setPresented(false, on: 0, as: .dialog)
        #expect(heard.answers.isEmpty, "not before a button's action can no longer come")
        clock.checkAlertResets()
        #expect(heard.answers == [.cancel])
        #expect(model.navigator.alert == nil && !model.isPresented(on: 0, as: .dialog))
        #expect(model.tap(try #require(dialog.button(.copyLink))) == .notOnScreen, "too late: cancelled")
    }

    @Test func anOutsideTapOnADialogWithoutCancelClosesIt() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        model.navigator.transitions(.note).pin()
        let dialog = try #require(model.alert(on: 0, as: .dialog))
        model.setPresented(false, on: 0, as: .dialog)
        clock.checkAlertResets()
        #expect(heard.answers.isEmpty)
        #expect(heard.events.last == .alertClosed(dialog))
        #expect(model.navigator.alert == nil && model.navigator.walk == [.list, .note])
    }

    @Test func aWalkMoveClosesTheAlertAndTheHostShowsNone() throws {
        let heard = HeardEvents()
        let model = notes(heard)
        model.navigator.transitions(.note).delete()
        let alert = try #require(model.alert(on: 0, as: .alert))
        #expect(model.navigator.back() == nil)
        #expect(model.shownAlert == nil && !model.isPresented(on: 0, as: .alert))
        #expect(model.tap(try #require(alert.button(.delete))) == .notOnScreen)
        model.setPresented(false, on: 0, as: .alert)
        clock.checkAlertResets()
        #expect(heard.answers.isEmpty && model.navigator.walk == [.list])
    }

    /// A button of an alert closed and shown again is a button of another showing (its id).
    @Test func aStaleAnswerIsRefused() throws {
        let model = notes()
        let navigator = model.navigator
        navigator.transitions(.note).share()
        let first = try #require(model.alert(on: 0, as: .dialog))
        #expect(model.tap(try #require(first.cancelButton)) == nil)
        clock.settleAll()
        navigator.transitions(.note).share()
        let second = try #require(model.alert(on: 0, as: .dialog))
        #expect(second.kind == first.kind && second.id != first.id)
        #expect(model.tap(try #require(first.button(.shareAsImage))) == .notOnScreen)
        #expect(navigator.alert == second && navigator.walk == [.list, .note])
    }

    /// Closing an alert and presenting the sheet its button enters are two changes: the sheet
    /// waits for the alert to settle, and an alert over the sheet waits for the sheet.
    @Test func anAlertsClosingAndShowingAreStagesOfTheirOwn() throws {
        let model = notes()
        let navigator = model.navigator
        navigator.transitions(.note).share()
        let dialog = try #require(model.alert(on: 0, as: .dialog))
        #expect(model.tap(try #require(dialog.button(.shareAsImage))) == nil)
        #expect(model.presenter.isStaging && model.alertLayer == 0, "the sheet waits")
        clock.settle()
        #expect(model.alertLayer == 1, "then the sheet is presented")
        #expect(navigator.transitions(.image).remove() == nil)
        #expect(model.shownAlert == nil, "the sheet is still settling")
        clock.settle()
        #expect(model.isPresented(on: 1, as: .alert))
    }
}

/// What a navigator's observers heard.
@MainActor
final class HeardEvents {
    var events: [FlowNavigatorEvent<Notes>] = []

    /// The buttons the alerts were answered with, in order.
    var answers: [NotesEvent] {
        events.compactMap { if case .alertAnswered(let button) = $0 { button.event } else { nil } }
    }
}
