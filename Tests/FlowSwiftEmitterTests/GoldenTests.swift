import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// The Swift generated for each example flow and each focused flow, compared byte for byte
/// with the committed golden. `FLOWC_RECORD_GOLDENS=1 swift test --filter GoldenTests`
/// rewrites the goldens, and fails so that a recording run is never mistaken for a pass.
@Suite struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var flow: String
        var access: SwiftEmitterOptions.Access = .internal
        /// The other files of its module: the flows it uses.
        var module: [String] = []
        var golden: String { (flow.split(separator: "/").last.map(String.init) ?? flow) + ".swift" }
        var testDescription: String { flow }
    }

    static let cases: [Case] = [
        Case(flow: "Flows/Checkout.flow", module: ["Flows/AddressPicker.flow"]),
        Case(flow: "Flows/Onboarding.flow"),
        Case(flow: "Flows/Registration.flow"),
        Case(flow: "Flows/Catalogue.flow"),
        Case(flow: "Flows/Account.flow", module: ["Flows/AddressPicker.flow"]),
        Case(flow: "Flows/Vault.flow"),
        Case(flow: "Flows/Authenticator.flow"),
        Case(flow: "Flows/ItemScreens.flow"),
        Case(flow: "Flows/Passwords.flow", module: ["Flows/ItemScreens.flow"]),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Minimal.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/SkipChain.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Payloads.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Keywords.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Shapes.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Imports.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Todo.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Music.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Library.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Shipping.flow", module: ["Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"]),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Profile.flow", module: ["Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"]),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Basket.flow", module: ["Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"]),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/PublicFlow.flow", access: .public),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/PostEditor.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Preferences.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Tabs.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Club.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Trash.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Cashier.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Drafts.flow"),
        Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Mailbox.flow", module: ["Tests/FlowSwiftEmitterTests/Flows/Drafts.flow"]),
        Case(
            flow: "Tests/FlowSwiftEmitterTests/Flows/Board.flow",
            module: ["Tests/FlowSwiftEmitterTests/Flows/PostEditor.flow", "Tests/FlowSwiftEmitterTests/Flows/Preferences.flow"]
        ),
    ]

    static let goldens = Fixtures.path("Tests/FlowSwiftEmitterTests/Goldens")

    @Test(arguments: cases)
    func generatedSwiftMatchesGolden(_ testCase: Case) throws {
        let files = try ([testCase.flow] + testCase.module).map { path in
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path)))))
        }
        let check = FlowPipeline.checkModule(files, options: CompilerOptions(warningsAsErrors: true))[0]
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        let options = SwiftEmitterOptions(access: testCase.access, headerPath: testCase.flow, locationPath: testCase.flow)
        let swift = try #require(FlowPipeline.generateSwift(check, options: options))
        try Golden.assertMatches(swift, path: Self.goldens + "/" + testCase.golden)
    }

    /// `Flows/AddressPicker.flow`, which Checkout and Account use, is the fixture whose golden
    /// their goldens are compiled with (one module can't hold two AddressPicker flows): the same
    /// Swift, but for the path it names.
    @Test func bundledAddressPickerIsTheFixture() throws {
        let fixture = "Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"
        let file = SourceFile(path: fixture, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("Flows/AddressPicker.flow")))))
        let check = FlowPipeline.checkModule([file], options: CompilerOptions(warningsAsErrors: true))[0]
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        let swift = try #require(FlowPipeline.generateSwift(check, options: SwiftEmitterOptions(headerPath: fixture, locationPath: fixture)))
        let golden = try String(contentsOfFile: Self.goldens + "/AddressPicker.flow.swift", encoding: .utf8)
        #expect(swift == golden)
    }

    @Test func everyGoldenHasACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens).filter { $0.hasSuffix(".swift") && !$0.hasSuffix(".testwalks.swift") }
        #expect(Set(files) == Set(Self.cases.map(\.golden) + AppGoldenTests.goldens))
    }

    /// The same bytes from separate `flowc` processes: each process seeds Swift's hashing
    /// anew, so anything taken from a dictionary or set in hash order would differ between them.
    @Test func generationIsDeterministicAcrossProcesses() throws {
        // Flows/AddressPicker.flow would be a second AddressPicker beside the fixture's.
        let flows = Self.cases.filter { $0.access == .internal }.map(\.flow)
        let runs = try (0..<3).map { _ in try FlowcProcess.run(["generate"] + flows) }
        for run in runs { #expect(run.status == 0, "\(run.stderr)") }
        #expect(!runs[0].stdout.isEmpty)
        #expect(runs.allSatisfy { $0.stdout == runs[0].stdout })
    }

    @Test func outputFileNamesCannotCollide() {
        #expect(FlowPipeline.outputFileName(forRelativePath: "Checkout.flow") == "Checkout.flow.swift")
        #expect(FlowPipeline.outputFileName(forRelativePath: "Sub/Checkout.flow") == "Sub_Checkout.flow.swift")
        #expect(FlowPipeline.outputFileName(forRelativePath: "a_b/c.flow") != FlowPipeline.outputFileName(forRelativePath: "a/b_c.flow"))
        #expect(FlowPipeline.outputFileName(forRelativePath: "./x.flow") == "x.flow.swift")
    }
}
