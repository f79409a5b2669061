import FlowTestSupport
import Foundation
import Testing

/// `flowc graph`, run as the built binary.
@Suite struct GraphCommandTests {
    /// A folder or several files: every flow of every file is drawn, none silently left out.
    @Test(arguments: ["dot", "mermaid"])
    func drawsEveryFlowOfEveryFile(_ format: String) throws {
        let folder = try FlowcProcess.run(["graph", "--format", format, "Flows"])
        #expect(folder.status == 0, "\(folder.stderr)")
        let files = try FlowcProcess.run(["graph", "--format", format, "Flows/Account.flow", "Flows/AddressPicker.flow", "Flows/Authenticator.flow", "Flows/Catalogue.flow", "Flows/Checkout.flow", "Flows/ItemScreens.flow", "Flows/LockScreen.flow", "Flows/Login.flow", "Flows/Onboarding.flow", "Flows/PasswordManager.flow", "Flows/Passwords.flow", "Flows/Registration.flow", "Flows/Social.flow", "Flows/Vault.flow", "Flows/VaultTabBar.flow"])
        #expect(files.stdout == folder.stdout)
        for name in ["Account", "AddressPicker", "Authenticator", "Catalogue", "Checkout", "ItemScreens", "Onboarding", "Passwords", "LockScreen", "Login", "Registration", "Social", "StatusEditor", "SocialSettings", "Vault", "VaultTabBar"] {
            #expect(folder.stdout.contains(format == "dot" ? "subgraph \"cluster_\(name)\" {" : "    state \(name) {"), "\(name) is drawn")
        }
        let documents = folder.stdout.components(separatedBy: format == "dot" ? "digraph " : "stateDiagram-v2").count - 1
        #expect(documents == 1, "one document for every flow, the app left out")
        #expect(!folder.stdout.contains("PasswordManager"))
        let app = try FlowcProcess.run(["graph", "--format", format, "--flow", "PasswordManager", "Flows"])
        #expect(app.status == 0, "\(app.stderr)")
        #expect(app.stdout.components(separatedBy: format == "dot" ? "digraph " : "stateDiagram-v2").count - 1 == 1, "the app alone")
        #expect(app.stdout.contains("PasswordManager") && app.stdout.contains("approveLogin"))
        let one = try FlowcProcess.run(["graph", "--format", format, "--flow", "Onboarding", "Flows"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("Onboarding") && !one.stdout.contains("Checkout"))
        let none = try FlowcProcess.run(["graph", "--flow", "Nope", "Flows"])
        #expect(none.status == 2)
        #expect(none.stderr.hasPrefix("flowc graph: error: no flow named 'Nope' in Flows/"))
    }

    /// The files are checked as one module, as `flowc generate` checks them: Account's second
    /// link, which lands on a step of its child flow (AddressPicker, another file), is drawn,
    /// and the command prints what the goldens show.
    @Test(arguments: [("dot", "dot"), ("mermaid", "mmd")])
    func drawsTheModuleAsTheGoldensDo(_ format: String, _ golden: String) throws {
        let result = try FlowcProcess.run(["graph", "--format", format, "--flow", "Account", "Flows"])
        #expect(result.status == 0, "\(result.stderr)")
        for link in ["//profile/address", "//addresses/new"] {
            #expect(result.stdout.contains(link), "\(link) is drawn")
        }
        #expect(result.stdout.contains("lands on profile → addressBook.list → addressBook.newAddress"))
        let expected = try String(contentsOfFile: Fixtures.path("Tests/FlowGraphEmitterTests/Goldens/Account.\(golden)"), encoding: .utf8)
        #expect(result.stdout == expected)
    }

    /// `--around` draws one step's neighbourhood in the one flow that has the step, without
    /// `--flow`; `--depth` says how far. `--no-unwinds` leaves out back and dismiss but not
    /// `back then x`.
    @Test(arguments: ["dot", "mermaid"])
    func drawsPartsOfAFlow(_ format: String) throws {
        let around = try FlowcProcess.run(["graph", "--format", format, "--around", "paymentDeclined", "Flows"])
        #expect(around.status == 0, "\(around.stderr)")
        #expect(around.stdout.contains("Checkout") && !around.stdout.contains("Account"), "only the flow that has the step")
        #expect(around.stdout.contains("paymentDeclined") && around.stdout.contains("cardDetails") && !around.stdout.contains("review"))
        #expect(around.stdout.contains("… 2 more"), "payment is reached from giftWrap and, past it, from shipping")
        let deeper = try FlowcProcess.run(["graph", "--format", format, "--around", "paymentDeclined", "--depth", "3", "--flow", "Checkout", "Flows"])
        #expect(deeper.status == 0 && deeper.stdout.contains("review"))
        let alone = try FlowcProcess.run(["graph", "--format", format, "--around=paymentDeclined", "--depth=0", "Flows"])
        #expect(alone.status == 0 && !alone.stdout.contains("cardDetails"))
        let forward = try FlowcProcess.run(["graph", "--format", format, "--no-unwinds", "--flow", "Account", "Flows"])
        #expect(forward.status == 0, "\(forward.stderr)")
        #expect(!forward.stdout.contains("(back)") && !forward.stdout.contains("(dismiss)"))
        #expect(forward.stdout.contains("forgot (back then signedOut)"))
        let whole = try FlowcProcess.run(["graph", "--format", format, "--flow", "Account", "Flows"])
        #expect(whole.stdout.contains("(back)") && whole.stdout.contains("(dismiss)"))
    }

    /// A step no flow has, or several flows have, and a bad depth are usage errors (exit 2)
    /// that say what to do.
    @Test func partsOfAFlowNeedAStepAndADepth() throws {
        let unknown = try FlowcProcess.run(["graph", "--around", "paymentDecline", "Flows"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr == "flowc graph: error: no step named 'paymentDecline' in flows Account, AddressPicker, Authenticator, Catalogue, Checkout, ItemScreens, LockScreen, Login, Onboarding, Passwords, Registration, Social, StatusEditor, SocialSettings, Vault, VaultTabBar; did you mean 'paymentDeclined'?\n")
        let notInFlow = try FlowcProcess.run(["graph", "--around", "paymentDeclined", "--flow", "Account", "Flows"])
        #expect(notInFlow.status == 2)
        #expect(notInFlow.stderr == "flowc graph: error: no step named 'paymentDeclined' in flow Account\n")
        let several = try FlowcProcess.run(["graph", "--around", "address", "Flows"])
        #expect(several.status == 2)
        #expect(several.stderr == "flowc graph: error: several flows have a step named 'address' (Account, Checkout); name one with --flow\n")
        let named = try FlowcProcess.run(["graph", "--around", "address", "--flow", "Checkout", "Flows"])
        #expect(named.status == 0 && named.stdout.contains("address: AddressPicker"))
        for depth in ["-1", "x", "1.5"] {
            let bad = try FlowcProcess.run(["graph", "--around", "address", "--flow", "Checkout", "--depth", depth, "Flows"])
            #expect(bad.status == 2)
            #expect(bad.stderr == "flowc graph: error: --depth takes a whole number of moves, 0 or more, not '\(depth)'\n")
        }
        let alone = try FlowcProcess.run(["graph", "--depth", "2", "Flows"])
        #expect(alone.status == 2 && alone.stderr == "flowc graph: error: --depth needs --around <step>\n")
        let typo = try FlowcProcess.run(["graph", "--no-unwind", "Flows"])
        #expect(typo.status == 2 && typo.stderr.contains("did you mean '--no-unwinds'?"))
    }
}
