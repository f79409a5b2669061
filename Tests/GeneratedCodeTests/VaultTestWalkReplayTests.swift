import FlowRuntime
import FlowRuntimeTesting
import Testing

/// Vault's planned walks replayed: the dialog with a payload is named in the walks (they can't
/// spell its payload) and made with the test's; its buttons pass the payload on, and the
/// flag-only button is tapped only where its flag holds.
@MainActor
@Suite struct VaultTestWalkReplayTests {
    struct Payloads: FlowTestPayloads {
        typealias Flow = Vault
        func step(_ kind: VaultStepKind) -> VaultStep? {
            switch kind {
            case .viewItem: .viewItem(id: "1")
            case .editItem: .editItem(id: "1")
            default: nil
            }
        }
        func alert(shownFrom step: VaultStepKind, on event: VaultEvent) -> VaultAlert? {
            event == .more ? .itemOptions(id: "1") : nil
        }
    }

    @Test(arguments: Vault.testWalks(.all))
    func vault(_ walk: FlowTestWalk<VaultTestSupport>) {
        #expect(walk.replay(payloads: Payloads()) == nil)
    }

    /// Without the dialog's payload the walk that shows it says what is missing.
    @Test func aMissingAlertPayloadIsNamed() throws {
        let walk = try #require(Vault.testWalks(.all).first { $0.moves.contains { $0.expected == .alertNamed("itemOptions") } })
        struct StepsOnly: FlowTestPayloads {
            typealias Flow = Vault
            func step(_ kind: VaultStepKind) -> VaultStep? { Payloads().step(kind) }
        }
        let failure = try #require(walk.replay(payloads: StepsOnly()))
        #expect(failure.message == "no payload for the alert itemOptions: supply one in the payloads (alert(shownFrom:on:))")
    }

    /// The flag-only button is tapped, and only with its flag on.
    @Test func theFlagOnlyButtonIsTappedOnlyWithItsFlag() {
        let taps = Vault.testWalks(.all).flatMap(\.moves).filter { $0.answeringNamed == "itemOptions" && $0.event == .copyCode }
        #expect(!taps.isEmpty)
        #expect(taps.allSatisfy { $0.flags == [true] })
    }
}

/// Vault's UI driver: a tap on the options dialog's button names the dialog (its payload is
/// the row the UI test tapped), and the flag-only button is tapped only with its flag on.
@MainActor
@Suite struct VaultUIDriverTests {
    final class Recorder: VaultUIDriver {
        var calls: [String] = []
        var premium = false
        func launch(at root: VaultStepKind, flags: VaultFlagValues) {}
        func open(_ url: String, flags: VaultFlagValues) {}
        func setFlags(_ flags: VaultFlagValues) { premium = flags.hasPremium }
        func assertShowing(_ step: VaultStepKind) {}
        func assertShowingAlert(_ alert: VaultAlert, over step: VaultStepKind) { calls.append("shows \(alert.name)") }
        func answerAlert(_ alert: VaultAlert, button: VaultEvent, over step: VaultStepKind) { calls.append("\(alert.name).\(button)") }
        func assertShowingAlert(named alert: String, over step: VaultStepKind) { calls.append("shows \(alert)") }
        func answerAlert(named alert: String, button: VaultEvent, over step: VaultStepKind) {
            calls.append("\(alert).\(button)" + (premium ? " premium" : ""))
        }
        func next(on step: VaultStepKind) {}
        func `open`(on step: VaultStepKind) {}
        func more(on step: VaultStepKind) { calls.append("more") }
        func openHelp(on step: VaultStepKind) {}
        func openImportPage(on step: VaultStepKind) {}
        func openWebVault(on step: VaultStepKind) {}
        func leave(on step: VaultStepKind) {}
        func edit(on step: VaultStepKind) {}
        func close(on step: VaultStepKind) {}
        func save(on step: VaultStepKind) {}
        func cancel(on step: VaultStepKind) {}
        func dismissed(on step: VaultStepKind) {}
    }

    @Test func theDialogsButtonsAreTappedByItsName() {
        let recorder = Recorder()
        for walk in Vault.testWalks(.all) { walk.run(on: recorder) }
        #expect(recorder.calls.contains("shows itemOptions"))
        #expect(recorder.calls.contains("itemOptions.view"))
        #expect(recorder.calls.contains("itemOptions.copyCode premium"))
        #expect(!recorder.calls.contains("itemOptions.copyCode"))
        #expect(recorder.calls.contains("continueToWeb.continue"))
    }
}
