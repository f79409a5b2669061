import FlowChecker
import FlowCompiler
import FlowCore
import FlowTestSupport
import Foundation
import Testing

/// The sample app (`AppFlows/VaultApp.flow`: an app and its three root flows) checks clean, and
/// its checked model says what the app declares.
@Suite struct AppCheckTests {
    static let sample = Fixtures.path("Tests/FlowCompilerTests/AppFlows/VaultApp.flow")

    static func check() throws -> FileCheck {
        FlowPipeline.check(path: "VaultApp.flow", text: try String(contentsOfFile: sample, encoding: .utf8))
    }

    @Test func theSampleChecksClean() throws {
        let check = try Self.check()
        #expect(check.diagnostics.isEmpty, "\(check.diagnostics.map(\.message))")
        #expect(check.checkedApps.count == 1)
    }

    @Test func theModelHoldsRootsEventsAndSteps() throws {
        let app = try #require(try Self.check().checkedApps.first)
        #expect(app.name == "VaultApp")
        #expect(app.flags == ["hasAccount", "isLocked", "hasPremium"])
        #expect(app.starts.map { app.roots[$0.root.index].name } == ["signIn", "unlock", "main"])
        #expect(app.starts.map { $0.guardCondition?.description(flagNames: app.flags) } == ["!hasAccount", "isLocked", nil])
        #expect(app.roots.map(\.name) == ["signIn", "unlock", "main"])
        #expect(app.roots.map(\.flow.name) == ["SignIn", "Unlock", "VaultTabs"])
        #expect(app.roots.map(\.isKept) == [false, false, true])
        #expect(app.roots.map(\.isTabbed) == [false, false, true])
        #expect(app.roots.map(\.hasLinks) == [false, false, true])
        #expect(app.roots[0].outcomes.map(\.outcome) == ["signedIn", "signedInLocked"])
        #expect(app.roots[0].outcomes.map(\.move) == [.swap(app.starts[2].root), .swap(app.starts[1].root)])
        #expect(app.events.map(\.name) == ["lock", "logout", "loginRequest"])
        #expect(app.events[0].guardCondition?.description(flagNames: app.flags) == "hasAccount")
        #expect(app.events[2].parameters.map(\.label.name) == ["id"])
        guard case .present(let step, .sheet) = app.events[2].move else {
            Issue.record("loginRequest presents approveLogin as a sheet")
            return
        }
        #expect(app.steps[step.index].name == "approveLogin")
        #expect(app.steps[0].transitions.map(\.event) == ["approve", "deny"])
        #expect(app.steps[0].transitions.map(\.move) == [.dismiss, .dismiss])
    }

    @Test func theModuleOffersAppsOnlyWithoutErrors() throws {
        let text = try String(contentsOfFile: Self.sample, encoding: .utf8)
        let module = FlowPipeline.check(FlowPipeline.parse([SourceFile(path: "VaultApp.flow", text: text)]))
        #expect(module.checkedApps.map(\.name) == ["VaultApp"])
        let broken = FlowPipeline.check(FlowPipeline.parse([
            SourceFile(path: "VaultApp.flow", text: text), SourceFile(path: "Broken.flow", text: "flow Broken { start nowhere }"),
        ]))
        #expect(broken.checkedApps.isEmpty)
    }

    /// The app's roots may use flows of any file of the module; an outcome left unhandled is
    /// noted where the other file declares it.
    @Test func rootsUseFlowsOfOtherFiles() throws {
        let text = try String(contentsOfFile: Self.sample, encoding: .utf8)
        let split = try #require(text.range(of: "/// Signing in: an email"))
        let app = String(text[..<split.lowerBound]).replacingOccurrences(of: "        on loggedOut -> signIn\n    }\n\n    /// The timeout", with: "    }\n\n    /// The timeout")
        let checks = FlowPipeline.checkModule([SourceFile(path: "App.flow", text: app), SourceFile(path: "Flows.flow", text: String(text[split.lowerBound...]))])
        #expect(checks[0].diagnostics.map(\.id) == [CheckerDiagnostic.rootOutcomeUnhandled.id])
        #expect(checks[0].diagnostics.first?.notes.map(\.path) == ["Flows.flow"])
        #expect(checks[0].checkedApps.map { $0.roots.map(\.flow.name) } == [["SignIn", "Unlock", "VaultTabs"]])
        #expect(checks[1].diagnostics.isEmpty)
    }
}
