import FlowRuntime
import FlowRuntimeTesting
import Testing

/// Drives the generated Mailbox flow (Tests/FlowSwiftEmitterTests/Flows/Mailbox.flow), whose
/// child Drafts (Drafts.flow) has a dialog and an alert: Mailbox's alert type holds them
/// (`.drafts(.confirmRemove)`) beside its own, and a child's button makes the child's move, an
/// outcome running Mailbox's continuation.
@MainActor
@Suite struct MailboxTests {
    func composing() -> FlowNavigator<Mailbox> {
        let navigator = FlowNavigator<Mailbox>(flags: MailboxFlagValues())
        navigator.transitions(.inbox).compose()
        return navigator
    }

    @Test func theChildsAlertIsTheParentsWithTheChildsButtons() throws {
        let navigator = composing()
        var heard: [FlowNavigatorEvent<Mailbox>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.transitions(.composer)(.draft).attach() == nil)
        #expect(navigator.transitions(.composer)(.attachments).remove() == nil)
        let alert = try #require(navigator.alert)
        #expect(alert.kind == .drafts(.confirmRemove))
        #expect(alert.style == .alert)
        #expect(alert.over == .composer(.attachments))
        #expect(alert.buttons.map(\.event) == [.remove, .keep])
        #expect(alert.buttons.map(\.role) == [.destructive, .cancel])
        #expect(heard.last == .alertShown(alert))
        #expect(navigator.answer(.remove) == nil)
        #expect(navigator.walk == [.inbox, .composer(.draft)], "the child's move: back inside the child")
        #expect(navigator.alert == nil)
    }

    @Test func aButtonThatEndsTheChildRunsTheParentsContinuation() throws {
        let navigator = composing()
        var heard: [FlowNavigatorEvent<Mailbox>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.transitions(.composer)(.draft).more() == nil)
        #expect(navigator.alert?.kind == .drafts(.draftOptions))
        #expect(navigator.alert?.style == .dialog)
        #expect(navigator.alert?.cancelButton?.event == .cancel)
        #expect(navigator.answer(.discard) == nil)
        #expect(navigator.walk == [.inbox], "the continuation on `discarded`: the sheet dismissed")
        #expect(heard.contains(.childFinished(.composer(.discarded))))
        #expect(navigator.layers.count == 1)
    }

    @Test func aButtonThatMovesInsideTheChildEntersItsStep() {
        let navigator = composing()
        navigator.transitions(.composer)(.draft).more()
        #expect(navigator.answer(.attach) == nil)
        #expect(navigator.walk == [.inbox, .composer(.draft), .composer(.attachments)])
    }

    @Test func theParentsOwnAlertIsAnsweredAsBefore() {
        let navigator = FlowNavigator<Mailbox>(flags: MailboxFlagValues())
        #expect(navigator.transitions(.inbox).signOut() == nil)
        #expect(navigator.alert?.kind == .confirmSignOut)
        #expect(navigator.answer(.remove) == .noTransition, "a child's button is no button of this alert")
        #expect(navigator.answer(.signOut) == nil)
        #expect(navigator.isFinished)
    }

    @Test func aButtonOfAShowingNoLongerUpIsRefused() throws {
        let navigator = composing()
        navigator.transitions(.composer)(.draft).attach()
        navigator.transitions(.composer)(.attachments).remove()
        let remove = try #require(navigator.alert?.button(.remove))
        #expect(navigator.transitions(.composer)(.attachments).done() == nil, "the walk moved: the alert closed")
        #expect(navigator.alert == nil)
        #expect(navigator.answer(remove) == .notOnScreen)
        #expect(navigator.walk == [.inbox, .composer(.draft)])
    }

    /// `flowc paths`' walks tap the child's buttons through Mailbox, and replay.
    @Test(arguments: Mailbox.testWalks(.all))
    func replay(_ walk: FlowTestWalk<MailboxTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test func aReplayedWalkTapsAChildsButton() throws {
        let walks = Mailbox.testWalks(.all)
        let taps = walks.flatMap(\.moves).compactMap(\.child).flatMap(\.descriptions)
        #expect(taps.contains("draft --discard-->"), "\(taps)")
    }
}
