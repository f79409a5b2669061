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
