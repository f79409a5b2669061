import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

@testable import FlowChecker

/// The Swift generated for an app, compared byte for byte with its golden (which
/// GeneratedCodeTests compiles and drives through `FlowAppNavigator`).
/// `FLOWC_RECORD_GOLDENS=1 swift test --filter AppGoldenTests` rewrites it.
@Suite struct AppGoldenTests {
    static let fixture = "Tests/FlowSwiftEmitterTests/Flows/VaultApp.flow"
    /// The goldens of apps, beside `GoldenTests.cases`'.
    static let goldens = ["VaultApp.flow.swift"]
    /// The app-level step enums of those goldens, whose `==` the compiler derives.
    static let stepEnums = ["VaultAppStep"]

    @Test func generatedSwiftMatchesGolden() throws {
        let file = SourceFile(path: Self.fixture, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(Self.fixture)))))
        let check = FlowPipeline.checkModule([file], options: CompilerOptions(warningsAsErrors: true))[0]
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        let options = SwiftEmitterOptions(access: .internal, headerPath: Self.fixture, locationPath: Self.fixture)
        #expect(check.checkedApps.count == 1)
        let swift = try #require(FlowPipeline.generateSwift(check, options: options))
        let flowsOnly = SwiftEmitter(options: options, file: file).emit(check.checkedFlows, imports: check.syntax.imports)
        #expect(swift.hasPrefix(flowsOnly), "the flows' code is the same with an app beside them")
        try Golden.assertMatches(swift, path: GoldenTests.goldens + "/VaultApp.flow.swift")
    }

    /// The checker's `CheckedApp` is the one the emitter's and planner's tests built by hand
    /// before the checker made one: the hand-built value still says what the checker means.
    @Test func theCheckedAppIsTheHandBuiltOne() throws {
        let file = SourceFile(path: Self.fixture, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.path(Self.fixture)))))
        let check = FlowPipeline.checkModule([file])[0]
        let checked = try #require(check.checkedApps.first)
        let built = VaultAppFixture.app(check.syntax.flows)
        #expect(checked.starts == built.starts)
        #expect(checked.roots.map(\.name) == built.roots.map(\.name))
        #expect(checked.roots.map(\.outcomes) == built.roots.map(\.outcomes))
        #expect(checked.roots.map(\.isKept) == built.roots.map(\.isKept))
        #expect(checked.roots.map(\.isTabbed) == built.roots.map(\.isTabbed))
        #expect(checked.roots.map(\.hasLinks) == built.roots.map(\.hasLinks))
        #expect(checked.events.map(\.move) == built.events.map(\.move))
        #expect(checked.events.map(\.guardCondition) == built.events.map(\.guardCondition))
        #expect(checked.steps.map(\.transitions) == built.steps.map(\.transitions))
    }
}

/// `app VaultApp` of COMMON53.md over the fixture's flows, as the checker makes it.
enum VaultAppFixture {
    static func app(_ decls: [FlowDecl]) -> CheckedApp {
        func used(_ name: String) -> UsedFlow { UsedFlow(decls.first { $0.name.name == name }!) }
        let none = SourceRange(0, 0)
        let flags = ["hasAccount", "isLocked", "hasPremium"]
        let flag = { (name: String) in Guard.flag(FlagID(flags.firstIndex(of: name)!)) }
        let (signIn, unlock, main) = (RootID(0), RootID(1), RootID(2))
        let id = PayloadParameter(label: Identifier("id", range: none), type: "String", typeRange: none)
        return CheckedApp(
            name: "VaultApp", doc: ["The vault app: signing in, the lock screen and the vault."], range: none, flags: flags,
            starts: [.init(root: signIn, guardCondition: .not(flag("hasAccount"))), .init(root: unlock, guardCondition: flag("isLocked")), .init(root: main, guardCondition: nil)],
            roots: [
                .init(name: "signIn", range: none, flow: used("VaultSignIn"), isTabbed: false, hasLinks: false, isKept: false, outcomes: [
                    .init(outcome: "signedIn", move: .swap(main), guardCondition: nil),
                    .init(outcome: "signedInLocked", move: .swap(unlock), guardCondition: nil),
                ]),
                .init(name: "unlock", range: none, flow: used("VaultUnlock"), isTabbed: false, hasLinks: false, isKept: false, outcomes: [
                    .init(outcome: "unlocked", move: .swap(main), guardCondition: nil),
                    .init(outcome: "loggedOut", move: .swap(signIn), guardCondition: nil),
                ]),
                .init(name: "main", range: none, flow: used("VaultTabs"), isTabbed: true, hasLinks: true, isKept: true, outcomes: [
                    .init(outcome: "loggedOut", move: .swap(signIn), guardCondition: nil),
                ]),
            ],
            events: [
                .init(name: "lock", parameters: [], move: .swap(unlock), guardCondition: flag("hasAccount"), range: none),
                .init(name: "logout", parameters: [], move: .swap(signIn), guardCondition: nil, range: none),
                .init(name: "loginRequest", parameters: [id], move: .present(AppStepID(0), .sheet), guardCondition: nil, range: none),
            ],
            steps: [
                .init(name: "approveLogin", parameters: [id], transitions: [
                    .init(event: "approve", move: .dismiss, guardCondition: nil),
                    .init(event: "deny", move: .dismiss, guardCondition: nil),
                ], range: none),
            ]
        )
    }
}
