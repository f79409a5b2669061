import FlowRuntime
@testable import Flows
import Testing

/// Flows/Passwords.flow, as the build plugin compiled it: a password manager's tabbed router
/// that opens ItemScreens (Flows/ItemScreens.flow) pushed from the vault and as a sheet from
/// search. ItemScreens' "delete this item?" alert is the router's too: the router's
/// `navigator.alert` holds it as `.itemScreens(.confirmDelete)`, and its buttons make the
/// child's moves, an outcome running the router's continuation.
@MainActor
@Suite struct PasswordsTests {
    func passwords(hasUnsavedChanges: Bool = false) -> FlowNavigator<Passwords> {
        FlowNavigator<Passwords>(flags: PasswordsFlagValues(hasUnsavedChanges: hasUnsavedChanges))
    }

    @Test func deletingAVaultItemGoesBackToTheVault() throws {
        let navigator = passwords()
        var heard: [FlowNavigatorEvent<Passwords>] = []
        let observation = navigator.observe { heard.append($0) }
        defer { observation.cancel() }
        #expect(navigator.transitions(.vault).openItem() == nil)
        #expect(navigator.walk == [.vault, .vaultItem(.viewItem)])
        #expect(navigator.transitions(.vaultItem)(.viewItem).delete() == nil)
        let alert = try #require(navigator.alert)
        #expect(alert.kind == .itemScreens(.confirmDelete))
        #expect(alert.kind.name == "confirmDelete")
        #expect(alert.style == .alert)
        #expect(alert.over == .vaultItem(.viewItem), "over the router's step, the child's step inside it")
        #expect(alert.buttons.map(\.event) == [.delete, .keep])
        #expect(alert.cancelButton?.event == .keep)
        #expect(navigator.walk == [.vault, .vaultItem(.viewItem)], "an alert is not on the walk")
        heard.removeAll()
        #expect(navigator.answer(.delete) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.vault], "the router's continuation on `deleted`: back, the child's entries gone")
        #expect(heard.contains(.childFinished(.vaultItem(.deleted))))
    }

    @Test func deletingASearchResultClosesItsSheet() throws {
        let navigator = passwords()
        #expect(navigator.select(.search) == nil)
        #expect(navigator.transitions(.search).openItem() == nil)
        #expect(navigator.walk == [.search, .searchItem(.viewItem)])
        #expect(navigator.layers.count == 2, "the item's screens in a sheet")
        #expect(navigator.transitions(.searchItem)(.viewItem).edit() == nil)
        #expect(navigator.transitions(.searchItem)(.editItem).delete() == nil, "the editor shows the same alert")
        #expect(navigator.alert?.kind == .itemScreens(.confirmDelete))
        #expect(navigator.alert?.over == .searchItem(.editItem))
        #expect(navigator.answer(.delete) == nil)
        #expect(navigator.walk == [.search], "the router's continuation on `deleted`: the sheet dismissed")
        #expect(navigator.layers.count == 1)
    }

    @Test func keepingTheItemMovesNothing() {
        let navigator = passwords()
        navigator.transitions(.vault).openItem()
        navigator.transitions(.vaultItem)(.viewItem).edit()
        navigator.transitions(.vaultItem)(.editItem).delete()
        #expect(navigator.answer(.keep) == nil)
        #expect(navigator.alert == nil)
        #expect(navigator.walk == [.vault, .vaultItem(.viewItem), .vaultItem(.editItem)])
        #expect(navigator.answer(.delete) == .notOnScreen, "no alert up")
    }

    @Test func theRoutersOwnAlertIsBesideTheChilds() {
        let navigator = passwords()
        navigator.select(.settings)
        #expect(navigator.transitions(.settings).lock() == nil)
        #expect(navigator.alert?.kind == .confirmLock)
        #expect(navigator.answer(.delete) == .noTransition, "the router's alert has no such button")
        #expect(navigator.answer(.lock) == nil)
        #expect(navigator.current == .locked)
    }

    @Test func aButtonOfAShowingNoLongerUpIsRefused() throws {
        let navigator = passwords()
        navigator.transitions(.vault).openItem()
        navigator.transitions(.vaultItem)(.viewItem).edit()
        navigator.transitions(.vaultItem)(.editItem).delete()
        let delete = try #require(navigator.alert?.button(.delete))
        #expect(navigator.performDismissGesture() == nil, "the walk moved: the alert closed")
        #expect(navigator.alert == nil)
        #expect(navigator.answer(delete) == .notOnScreen)
        #expect(navigator.walk == [.vault, .vaultItem(.viewItem)])
    }
}
