import FlowRuntime
import Foundation
@testable import Flows
import Testing

/// Flows/PasswordManager.flow, as the build plugin compiled it: a password manager's whole navigation
/// (the sign-in stack, the lock screen, the kept tab bar), driven as an app drives it, with no
/// glue for the swaps, the lock or the login request.
@MainActor
@Suite struct PasswordManagerTests {
    /// The app's model of the account, which the flows read.
    final class Account: PasswordManagerFlags {
        var hasAccount = false
        var isLocked = false
        var canSend = true
    }

    func tabs(_ app: FlowAppNavigator<PasswordManager>) throws -> FlowNavigator<VaultTabBar> {
        guard case .main(let navigator) = app.shown else { throw Unexpected.root(app.root) }
        return navigator
    }

    enum Unexpected: Error { case root(PasswordManagerRoot) }

    func signedIn(_ account: Account) throws -> FlowAppNavigator<PasswordManager> {
        let app = FlowAppNavigator<PasswordManager>(flags: account)
        #expect(app.root == .signIn, "no account: the first root of `start`")
        guard case .signIn(let signIn) = app.shown else { throw Unexpected.root(app.root) }
        #expect(signIn.transitions(.landing).continue(email: "ana@example.com") == nil)
        account.hasAccount = true
        #expect(signIn.transitions(.login).logIn() == nil)
        #expect(app.root == .main, "`on signedIn -> main`: the outcome swapped the root")
        return app
    }

    @Test func signingInShowsTheVault() throws {
        let app = try signedIn(Account())
        #expect(try tabs(app).walk == [.vault])
    }

    @Test func lockingAndUnlockingBringsBothSheetsBack() throws {
        let account = Account()
        let app = try signedIn(account)
        let vault = try tabs(app)
        #expect(vault.transitions(.vault).openItem(id: "42") == nil)
        #expect(vault.transitions(.viewItem).edit(id: "42") == nil)
        #expect(vault.layers.count == 3, "the item's sheet and the editor's over it")
        #expect(vault.performDismissGesture() == .dismissalDisabled, "the editor is a modal sheet")
        account.isLocked = true
        #expect(app.send(.lock) == nil)
        #expect(app.root == .unlock)
        guard case .unlock(let unlock) = app.shown else { throw Unexpected.root(app.root) }
        account.isLocked = false
        #expect(unlock.transitions(.vaultUnlock).unlock() == nil)
        #expect(app.root == .main)
        let back = try tabs(app)
        #expect(back === vault, "kept: the same navigator")
        #expect(back.walk == [.vault, .viewItem(id: "42"), .editItem(id: "42")])
        #expect(back.transitions(.editItem).delete() == nil)
        #expect(back.answer(.delete) == nil)
        #expect(back.walk == [.vault], "`dismiss all`: the editor and the item close together")
    }

    @Test func aLoginRequestIsShownOverTheTopOfAnyTab() throws {
        let app = try signedIn(Account())
        for tab in [VaultTabBar.Step.vault, .generator] {
            #expect(try tabs(app).select(tab) == nil)
            #expect(app.send(.loginRequest(id: "device-7")) == nil)
            #expect(app.overTop.map(\.step) == [.approveLogin(id: "device-7")])
            #expect(app.overTop.first?.presentation == .sheet)
            #expect(try tabs(app).current == tab, "over the tab, which is unchanged")
            #expect(app.answer(.approve) == nil)
            #expect(app.overTop.isEmpty)
        }
    }

    @Test func aLoginRequestWithoutAnAccountIsRefused() {
        let app = FlowAppNavigator<PasswordManager>(flags: Account())
        #expect(app.send(.loginRequest(id: "device-7")) == .noTransition, "`only when hasAccount`")
        #expect(app.send(.lock) == .noTransition)
        #expect(app.overTop.isEmpty && app.root == .signIn)
    }

    @Test func aLinkOpenedWhileLockedWaitsForTheUnlock() throws {
        let account = Account()
        let app = try signedIn(account)
        account.isLocked = true
        #expect(app.send(.lock) == nil)
        var heard: [FlowAppNavigatorEvent<PasswordManager>] = []
        let observation = app.observe { heard.append($0) }
        defer { observation.cancel() }
        #expect(app.open(url: "bitwarden://vault/item/42") == nil)
        #expect(app.heldLink == "bitwarden://vault/item/42")
        #expect(heard.contains(.heldLink("bitwarden://vault/item/42", root: .main)))
        guard case .unlock(let unlock) = app.shown else { throw Unexpected.root(app.root) }
        account.isLocked = false
        #expect(unlock.transitions(.vaultUnlock).unlock() == nil)
        #expect(app.heldLink == nil)
        #expect(try tabs(app).walk == [.vault, .viewItem(id: "42")])
    }

    @Test func signingOutFromATabThatThenHides() throws {
        let account = Account()
        let app = try signedIn(account)
        let vault = try tabs(app)
        #expect(vault.select(.send) == nil)
        account.hasAccount = false
        account.canSend = false
        #expect(vault.transitions(.send).logOut() == nil)
        #expect(app.root == .signIn, "`on loggedOut -> signIn`")
        app.flags = account
        #expect(app.root == .signIn)
        account.hasAccount = true
        guard case .signIn(let signIn) = app.shown else { throw Unexpected.root(app.root) }
        #expect(signIn.transitions(.landing).continue(email: "ana@example.com") == nil)
        #expect(signIn.transitions(.login).logIn() == nil)
        #expect(try tabs(app).walk == [.vault], "the router ended on an outcome: it starts afresh, on a tab the bar shows")
    }

    @Test func theServerLogsOutOnATabThatThenHides() throws {
        let account = Account()
        let app = try signedIn(account)
        #expect(try tabs(app).select(.send) == nil)
        #expect(try tabs(app).transitions(.send).add() == nil)
        account.hasAccount = false
        account.canSend = false
        app.flags = account
        #expect(app.root == .main, "`main` has no start guard to fail: the server's logout swaps it")
        #expect(try tabs(app).tab == .vault, "the flags hid Send: the first shown tab is selected")
        #expect(app.send(.logout) == nil)
        #expect(app.root == .signIn)
        account.hasAccount = true
        guard case .signIn(let signIn) = app.shown else { throw Unexpected.root(app.root) }
        #expect(signIn.transitions(.landing).continue(email: "ana@example.com") == nil)
        #expect(signIn.transitions(.login).logIn() == nil)
        let vault = try tabs(app)
        #expect(vault.tab == .vault, "kept, but its selected tab is hidden now: the first shown tab")
        #expect(vault.path(of: .send) == [.addSend], "the hidden tab's stack is kept for when it shows again")
    }

    @Test func aSavedAppRestoresAcrossRoots() throws {
        let account = Account()
        let app = try signedIn(account)
        #expect(try tabs(app).transitions(.vault).openItem(id: "7") == nil)
        account.isLocked = true
        #expect(app.send(.lock) == nil)
        let data = try JSONEncoder().encode(app.saved)
        let restored = FlowAppNavigator<PasswordManager>(flags: account)
        #expect(restored.root == .unlock)
        #expect(restored.restore(try JSONDecoder().decode(FlowSavedApp<PasswordManager>.self, from: data)) == nil)
        #expect(restored.root == .unlock)
        guard case .unlock(let unlock) = restored.shown else { throw Unexpected.root(restored.root) }
        account.isLocked = false
        #expect(unlock.transitions(.vaultUnlock).unlock() == nil)
        #expect(try tabs(restored).walk == [.vault, .viewItem(id: "7")], "the kept root's walk was saved too")
    }
}
