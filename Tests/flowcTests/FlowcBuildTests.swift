import FlowTestSupport
import Foundation
import Testing

/// `flowc-build`, the tool the build plugins run: `generate` as `flowc` does it, byte for byte,
/// and no other command.
@Suite struct FlowcBuildTests {
    var flowcBuildPath: String { FlowcProcess.productsFolder.appendingPathComponent("flowc-build").path }

    @Test func generatesWhatFlowcGenerates() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for output in ["full", "slim"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + output, withIntermediateDirectories: true)
        }
        let flows = ["Checkout.flow", "AddressPicker.flow"].map { Fixtures.root + "/Flows/" + $0 }
        let app = ["generate", "--relative-to", Fixtures.root + "/Flows"] + flows
        let tests = ["generate", "--test-support", "--app-module", "Shop", "--relative-to", Fixtures.root + "/Flows"] + flows
        for arguments in [app, tests] {
            let full = try FlowcProcess.run(arguments + ["--output", folder + "/full"])
            let slim = try FlowcProcess.run(program: flowcBuildPath, arguments + ["--output", folder + "/slim"])
            #expect(full.status == 0 && slim.status == 0, "\(full.stderr)\(slim.stderr)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/full").sorted()
        #expect(names.count == 4, "app code and test support for each flow: \(names)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/slim").sorted() == names)
        for name in names {
            let full = try Data(contentsOf: URL(fileURLWithPath: folder + "/full/" + name))
            let slim = try Data(contentsOf: URL(fileURLWithPath: folder + "/slim/" + name))
            #expect(full == slim, "\(name) differs")
        }
    }

    @Test func refusesTheCommandsItDoesNotHave() throws {
        let result = try FlowcProcess.run(program: flowcBuildPath, ["graph", "Flows/Checkout.flow"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowc-build: error: unknown command 'graph'"), "\(result.stderr)")
    }

    @Test func tellsItsVersionAndHelp() throws {
        let version = try FlowcProcess.run(program: flowcBuildPath, ["--version"])
        let flowc = try FlowcProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == flowc.stdout.replacingOccurrences(of: "flowc ", with: "flowc-build "))
        let help = try FlowcProcess.run(program: flowcBuildPath, ["--help"])
        #expect(help.stdout.contains("USAGE: flowc-build generate"))
    }
}
