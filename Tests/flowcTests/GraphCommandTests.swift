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
}
