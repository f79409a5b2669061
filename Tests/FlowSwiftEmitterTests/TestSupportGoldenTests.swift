import FlowCompiler
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowTestSupportEmitter
import FlowTestSupport
import Foundation
import Testing

/// The test support generated for the bundled flows (`flowc generate --test-support`): their
/// planned walks and UI-test drivers, compared byte for byte with the committed goldens, which
/// GeneratedCodeTests compiles and replays. `FLOWC_RECORD_GOLDENS=1 swift test --filter
/// TestSupportGoldenTests` rewrites them.
@Suite struct TestSupportGoldenTests {
    static let picker = "Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow"
    /// Each flow with the other files of its module; the bundled flows that use AddressPicker
    /// use the fixture (one module can't hold two AddressPicker flows).
    static let cases: [GoldenTests.Case] = [
        GoldenTests.Case(flow: "Flows/Checkout.flow", module: [picker]),
        GoldenTests.Case(flow: "Flows/Onboarding.flow"),
        GoldenTests.Case(flow: "Flows/Registration.flow"),
        GoldenTests.Case(flow: "Flows/Catalogue.flow"),
        GoldenTests.Case(flow: "Flows/Vault.flow"),
        GoldenTests.Case(flow: "Flows/Authenticator.flow"),
        GoldenTests.Case(flow: "Flows/Passwords.flow", module: ["Flows/ItemScreens.flow"]),
        GoldenTests.Case(flow: "Flows/Account.flow", module: [picker]),
        GoldenTests.Case(flow: picker),
        GoldenTests.Case(
            flow: "Tests/FlowSwiftEmitterTests/Flows/Board.flow",
            module: ["Tests/FlowSwiftEmitterTests/Flows/PostEditor.flow", "Tests/FlowSwiftEmitterTests/Flows/Preferences.flow"]
        ),
        GoldenTests.Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Club.flow"),
        GoldenTests.Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Trash.flow"),
        GoldenTests.Case(flow: "Tests/FlowSwiftEmitterTests/Flows/Mailbox.flow", module: ["Tests/FlowSwiftEmitterTests/Flows/Drafts.flow"]),
        GoldenTests.Case(flow: AppGoldenTests.fixture),
    ]

    static func golden(_ testCase: GoldenTests.Case) -> String {
        GoldenTests.goldens + "/" + testCase.golden.replacingOccurrences(of: ".swift", with: ".testwalks.swift")
    }

    @Test(arguments: cases)
    func testSupportMatchesGolden(_ testCase: GoldenTests.Case) throws {
        let files = try ([testCase.flow] + testCase.module).map { path in
            SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(path)))))
        }
        let checks = FlowPipeline.checkModule(files, options: CompilerOptions(warningsAsErrors: true))
        let check = checks[0]
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        let module = checks.flatMap(\.checkedFlows)
        let planned = check.checkedFlows.map { PlannedFlow(flow: $0, plan: PathPlanner.testSupportPlan($0, module: module)) }
        let apps = check.checkedApps.map { PlannedApp(app: $0, plan: AppPlanner.plan($0, flows: module)) }
        let swift = TestSupportEmitter(appModule: nil, headerPath: testCase.flow).emit(planned, apps: apps, module: module)
        try Golden.assertMatches(swift, path: Self.golden(testCase))
    }

    @Test func everyTestSupportGoldenHasACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenTests.goldens).filter { $0.hasSuffix(".testwalks.swift") }
        #expect(Set(files) == Set(Self.cases.map { Self.golden($0).split(separator: "/").last.map(String.init) ?? "" }))
    }
}
