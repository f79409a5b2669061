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
        let files = try FlowcProcess.run(["graph", "--format", format, "Flows/Account.flow", "Flows/AddressPicker.flow", "Flows/Catalogue.flow", "Flows/Checkout.flow", "Flows/Onboarding.flow", "Flows/Registration.flow"])
        #expect(files.stdout == folder.stdout)
        for name in ["Account", "AddressPicker", "Catalogue", "Checkout", "Onboarding", "Registration"] {
            #expect(folder.stdout.contains(format == "dot" ? "subgraph \"cluster_\(name)\" {" : "    state \(name) {"), "\(name) is drawn")
        }
        let documents = folder.stdout.components(separatedBy: format == "dot" ? "digraph " : "stateDiagram-v2").count - 1
        #expect(documents == 1, "one document for every flow")
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
}
