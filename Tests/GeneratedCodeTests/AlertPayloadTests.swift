@_spi(Testing) import FlowRuntime
import Testing

/// Flows/Vault.flow's generated code (its golden) on a real navigator: the alert keeps the
/// payload its transition supplied and passes it to the step its button enters, says which
/// event showed it, and leaves a flag-only button out while its flag is false.
@MainActor
@Suite struct AlertPayloadTests {
    func vault(hasPremium: Bool = false) -> FlowNavigator<Vault> {
        FlowNavigator<Vault>(flags: VaultFlagValues(hasPremium: hasPremium))
    }

    @Test func answeringMakesTheButtonsStepWithTheAlertsPayload() {
        let navigator = vault()
        var heard: [String] = []
        _ = navigator.observe { event in
            switch event {
            case .alertShown(let alert): heard.append("shown \(alert.kind) by \(alert.event)")
            case .alertAnswered(let button): heard.append("answered \(button.event)")
            case .moved(let move): heard.append("moved to \(move.to)")
            default: break
            }
        }
        #expect(navigator.transitions(.items).more(id: "7") == nil)
        let shown = navigator.alert
        #expect(shown?.kind == .itemOptions(id: "7"))
        #expect(shown?.over == .items)
        #expect(navigator.answer(.view) == nil)
        #expect(navigator.current == .viewItem(id: "7"))
        #expect(heard == ["shown itemOptions(id: \"7\") by more", "answered view", "moved to viewItem(id: \"7\")"])
    }

    @Test func theGeneratedLogicPassesThePayloadOnByLabel() {
        #expect(Vault._step(.viewItem, answering: .itemOptions(id: "a")) == .viewItem(id: "a"))
        #expect(Vault._step(.editItem, answering: .itemOptions(id: "b")) == .editItem(id: "b"))
        #expect(Vault._step(.items, answering: .continueToWeb) == .items, "a step without a payload")
        #expect(Vault._step(.viewItem, answering: .continueToWeb) == nil, "an alert without the parameter makes none")
    }

    @Test func aHiddenButtonIsNotInTheAlertAndIsRefused() {
        let navigator = vault(hasPremium: true)
        navigator.transitions(.items).more(id: "7")
        let premiumCopy = navigator.alert?.button(.copyCode)
        #expect(premiumCopy != nil)
        #expect(navigator.answer(.cancel) == nil)
        navigator.flags = VaultFlagValues(hasPremium: false)
        navigator.transitions(.items).more(id: "7")
        #expect(navigator.alert?.button(.copyCode) == nil)
        #expect(premiumCopy.map { navigator.answer($0) } == .notOnScreen, "a button of another showing, and not in this one")
        #expect(navigator.answer(.copyCode) == .noTransition)
        #expect(navigator.alert != nil, "refused: the dialog stays")
        #expect(Vault.hasButton(.copyCode, of: .itemOptions(id: "7"), flags: VaultFlagValues(hasPremium: false)) == false)
        #expect(Vault.hasButton(.copyPassword, of: .itemOptions(id: "7"), flags: VaultFlagValues(hasPremium: false)))
    }

    @Test func theAlertSaysWhichEventShowedIt() {
        let navigator = vault()
        navigator.transitions(.items).openImportPage()
        #expect(navigator.alert?.kind == .continueToWeb)
        #expect(navigator.alert?.event == .openImportPage)
        navigator.transitions(.items).openHelp()
        #expect(navigator.alert?.event == .openHelp, "shown again by another event: the new showing's")
    }
}
