import FlowRuntime
import Testing

/// Drives the generated app VaultApp (Tests/FlowSwiftEmitterTests/Flows/VaultApp.flow) through
/// `FlowAppNavigator`: the roots its outcomes and events swap, the kept vault, the login
/// request over the top and the link held while signed out.
@MainActor
@Suite struct VaultAppTests {
    func signIn(_ app: FlowAppNavigator<VaultApp>) throws -> FlowNavigator<VaultSignIn> {
        guard case .signIn(let navigator) = app.shown else { throw Shown.other }
        return navigator
    }

    func unlock(_ app: FlowAppNavigator<VaultApp>) throws -> FlowNavigator<VaultUnlock> {
        guard case .unlock(let navigator) = app.shown else { throw Shown.other }
        return navigator
    }

    func main(_ app: FlowAppNavigator<VaultApp>) throws -> FlowNavigator<VaultTabs> {
        guard case .main(let navigator) = app.shown else { throw Shown.other }
        return navigator
    }

    enum Shown: Error { case other }

    @Test func theStartLineChoosesTheRoot() {
        #expect(FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues()).root == .signIn)
        #expect(FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues(hasAccount: true, isLocked: true)).root == .unlock)
        #expect(FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues(hasAccount: true)).root == .main)
        #expect(VaultApp.startRoots == [.signIn, .unlock, .main])
        #expect(VaultAppRoot.main.rawValue == "main")
    }

    @Test func signingInShowsTheVault() throws {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues())
        let navigator = try signIn(app)
        #expect(navigator.transitions(.welcome).next() == nil)
        #expect(navigator.transitions(.password).submit() == nil)
        #expect(app.root == .main)
        #expect(try main(app).walk == [.vault])
    }

    @Test func lockAndUnlockBringTheVaultBackAsItWas() throws {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues(hasAccount: true))
        let vault = try main(app)
        #expect(vault.transitions(.vault).open(id: "1") == nil)
        #expect(vault.transitions(.item).edit() == nil)
        #expect(app.send(.lock) == nil)
        #expect(app.root == .unlock)
        #expect(try unlock(app).transitions(.unlock).unlock() == nil)
        #expect(app.root == .main)
        #expect(try main(app).walk == [.vault, .item(id: "1"), .editItem], "main is kept")
    }

    @Test func lockIsRefusedWithoutAnAccount() {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues())
        #expect(app.send(.lock) == .noTransition)
        #expect(app.root == .signIn)
    }

    @Test func aLoginRequestIsShownOverTheTopOfEachTab() throws {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues(hasAccount: true))
        #expect(try main(app).select(.settings) == nil)
        #expect(app.send(.loginRequest(id: "7")) == nil)
        #expect(app.overTop.map(\.step) == [.approveLogin(id: "7")])
        #expect(app.answer(.approve) == nil)
        #expect(app.overTop.isEmpty)
        #expect(app.root == .main)
    }

    @Test func aLinkOfTheVaultIsHeldWhileSignedOutAndOpensOnceSignedIn() throws {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues())
        #expect(app.open(url: "vault://items/7") == nil)
        #expect(app.heldLink == "vault://items/7")
        #expect(app.root == .signIn)
        let navigator = try signIn(app)
        #expect(navigator.transitions(.welcome).next() == nil)
        #expect(navigator.transitions(.password).submit() == nil)
        #expect(app.root == .main)
        #expect(app.heldLink == nil)
        #expect(try main(app).walk == [.vault, .item(id: "7")])
    }

    @Test func theVaultsOutcomeSignsOut() throws {
        let app = FlowAppNavigator<VaultApp>(flags: VaultAppFlagValues(hasAccount: true))
        let vault = try main(app)
        #expect(vault.select(.settings) == nil)
        #expect(vault.transitions(.settings).logOut() == nil)
        #expect(app.root == .signIn)
    }
}
