import FlowChecker
import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import FlowTestSupport
import Foundation
import Testing

/// A tabbed router that checks clean, generated code and all, and whose checked model holds
/// its tabs, the bar's actions and its tab moves.
@Suite struct TabbedRouterTests {
    static let mastodon = Fixtures.path("Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow")

    static func check() throws -> FileCheck {
        FlowPipeline.check(path: "Mastodon.flow", text: try String(contentsOfFile: mastodon, encoding: .utf8))
    }

    @Test func checksCleanButForLinksIntoTabsShownOnlyWhenSignedIn() throws {
        let check = try Self.check()
        #expect(check.diagnostics.map(\.id) == [CheckerDiagnostic.linkDependsOnFlags.id, CheckerDiagnostic.linkDependsOnFlags.id])
        #expect(check.diagnostics.map { check.file.location(of: $0.range.lowerBound).line } == [17, 18])
    }

    @Test func theModelHoldsTabsShellAndTabMoves() throws {
        let graph = try #require(try Self.check().graphs.first)
        let name = { (step: StepID) in graph.steps[step].name }
        #expect(graph.tabs.map { name($0.root) } == ["timeline", "notifications", "explore", "messages", "settings"])
        #expect(graph.tabs.map { $0.condition?.description(flagNames: graph.flagNames) } == [nil, "isSignedIn", nil, "isSignedIn", nil])
        #expect(graph.roots == graph.tabs.map(\.root))
        #expect(graph.shell.map(\.event) == ["compose", "lock"])
        #expect(graph.shellEntries.map(name) == ["composer", "passcode"])
        var moves: [String] = []
        for step in graph.stepIDs {
            for transition in graph.transitions(of: step) {
                guard case .tab(let move) = transition.move else { continue }
                moves.append("\(name(step)) -> tab \(name(move.tab)) then \(move.then.map { name($0.step) } ?? "-")")
            }
        }
        #expect(moves == ["status -> tab messages then conversation", "composer -> tab timeline then status"])
        // Every step is reached: from a tab's root, or (the passcode) from the bar.
        #expect(graph.isAnalysed && graph.steps.allSatisfy(\.facts.isReachable))
    }
}
