import FlowRuntime
@testable import Flows
import Testing

/// Flows/Vault.flow, as the build plugin compiled it and an app drives it: a row's options
/// dialog that carries the row's id to the screens its buttons open, a button only premium
/// accounts have, and one "continue to the web?" alert shown by three events.
@MainActor
@Suite struct VaultTests {
    func vault(hasPremium: Bool = false) -> FlowNavigator<Vault> {
        FlowNavigator<Vault>(flags: VaultFlagValues(hasPremium: hasPremium))
    }

    @Test func theRowsOptionsOpenTheRowsItem() {
        let navigator = vault()
        #expect(navigator.transitions(.items).more(id: "github") == nil)
        #expect(navigator.alert?.kind == .itemOptions(id: "github"), "the dialog keeps the row's id")
        #expect(navigator.alert?.event == .more)
        #expect(navigator.alert?.style == .dialog)
        #expect(navigator.answer(.view) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.items, .viewItem(id: "github")], "the button's step got the dialog's id")
    }

    @Test func anotherRowsOptionsEditThatRowInASheet() {
        let navigator = vault()
        navigator.transitions(.items).more(id: "gitlab")
        #expect(navigator.answer(.edit) == nil)
        #expect(navigator.current == .editItem(id: "gitlab"))
        #expect(navigator.transitions(.editItem).save() == nil)
        #expect(navigator.walk == [.items])
    }

    @Test func copyingTheCodeExistsOnlyWithPremium() {
        let navigator = vault()
        navigator.transitions(.items).more(id: "github")
        let free = navigator.alert
        #expect(free?.buttons.map(\.event) == [.view, .edit, .copyPassword, .cancel], "no copyCode: the host never shows it")
        #expect(free?.button(.copyCode) == nil)
        #expect(navigator.answer(.copyCode) == .noTransition, "refused, the dialog left as it is")
        #expect(navigator.alert == free)
        #expect(navigator.answer(.cancel) == nil)

        navigator.flags = VaultFlagValues(hasPremium: true)
        navigator.transitions(.items).more(id: "github")
        #expect(navigator.alert?.buttons.map(\.event) == [.view, .edit, .copyCode, .copyPassword, .cancel])
        #expect(navigator.answer(.copyCode) == nil, "the app copies the code; nothing moves")
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.items])
    }

    @Test func aButtonWhoseFlagWentAwayWhileShownIsRefused() {
        let navigator = vault(hasPremium: true)
        navigator.transitions(.items).more(id: "github")
        let copy = try? #require(navigator.alert?.button(.copyCode))
        navigator.flags = VaultFlagValues(hasPremium: false)
        #expect(copy.map { navigator.answer($0) } == .noTransition, "judged again at the tap: the button no longer exists")
        #expect(navigator.alert == nil, "the tap closed the dialog all the same")
        #expect(navigator.walk == [.items])
    }

    @Test func oneAlertServesEveryWayToTheWeb() {
        let navigator = vault()
        for (open, event) in [({ navigator.transitions(.items).openHelp() }, VaultEvent.openHelp),
                              ({ navigator.transitions(.items).openImportPage() }, .openImportPage),
                              ({ navigator.transitions(.items).openWebVault() }, .openWebVault)] {
            #expect(open() == nil)
            #expect(navigator.alert?.kind == .continueToWeb)
            #expect(navigator.alert?.event == event, "the texts are chosen by the event that showed it")
            #expect(navigator.answer(.continue) == nil)
            #expect(navigator.alert == nil)
        }
        #expect(navigator.walk == [.items])
    }
}
