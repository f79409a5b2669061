import FlowTestSupport
import Foundation
import Testing

/// `flowc paths`: the planned walks of a module's flows, in text, JSON and Markdown, the
/// shortest walk to one step, and its errors.
@Suite struct PathsCommandTests {
    @Test func printsEachFlowsWalksAndCoverage() throws {
        let result = try FlowcProcess.run(["paths", "Flows", "--flow", "Onboarding"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Onboarding: ") == true)
        #expect(lines.contains { $0.hasPrefix("walk 1: start at welcome") })
        #expect(lines.contains { $0.contains("welcome --next--> welcome, terms") })
        let coverage = try #require(lines.first { $0.hasPrefix("coverage: ") })
        // Every count full: `kind n/n`.
        for count in coverage.dropFirst("coverage: ".count).split(separator: ", ") {
            let numbers = count.split(separator: " ").last!.split(separator: "/")
            #expect(numbers.count == 2 && numbers[0] == numbers[1], "\(count)")
        }
    }

    /// A tabbed router is planned: the tab bar's moves are moves of the walks, each walk after
    /// a move behind its selected tab.
    @Test func aTabbedRoutersWalksShowTheTabBar() throws {
        let result = try FlowcProcess.run(["paths", "Tests/FlowSwiftEmitterTests/Flows/Club.flow"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  tab bar --select settings--> tab settings: settings  [flags: none]\n"))
        #expect(result.stdout.contains("  tab bar --compose--> tab settings: settings, composer as sheet  [flags: isSignedIn]\n"))
        #expect(result.stdout.contains(", tab 3/3, tabReturn 3/3, reselect 3/3, shellAction 1/1\n"))
    }

    /// At a use-step a walk goes through the child's screens: text, JSON and Markdown show the
    /// child's moves before the parent's, named by the child.
    @Test func aUseStepsOutcomeShowsTheChildsMoves() throws {
        let text = try FlowcProcess.run(["paths", "Flows", "--flow", "Checkout"])
        #expect(text.status == 0 && text.stdout.contains("    AddressPicker: list --cancel--> ends on outcome cancelled  [flags: none]\n  address --cancelled--> "), "\(text.stdout)")
        let markdown = try FlowcProcess.run(["paths", "Flows", "--flow", "Checkout", "--format", "markdown"])
        #expect(markdown.stdout.contains(".1 | AddressPicker: **list**"), "\(markdown.stdout)")
        let json = try FlowcProcess.run(["paths", "Flows", "--flow", "Checkout", "--format", "json"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let walks = try #require((object["flows"] as? [[String: Any]])?.first?["walks"] as? [[String: Any]])
        let children = walks.flatMap { ($0["moves"] as? [[String: Any]]) ?? [] }.compactMap { $0["child"] as? [String: Any] }
        #expect(children.map { $0["flow"] as? String } == ["AddressPicker"])
        let moves = try #require(children.first?["moves"] as? [[String: Any]])
        #expect(moves.map { $0["step"] as? String } == ["list"] && moves.map { $0["event"] as? String } == ["cancel"])
    }

    /// The JSON is the same bytes from separate processes (each seeds hashing anew), and says
    /// what docs/Testing.md says it does.
    @Test func jsonIsDeterministicAndDocumented() throws {
        let runs = try (0..<3).map { _ in try FlowcProcess.run(["paths", "Flows", "--format", "json"]) }
        #expect(runs.allSatisfy { $0.status == 0 && $0.stdout == runs[0].stdout })
        let json = try #require(JSONSerialization.jsonObject(with: Data(runs[0].stdout.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let flows = try #require(json["flows"] as? [[String: Any]])
        #expect(flows.map { $0["flow"] as? String } == ["Account", "AddressPicker", "Authenticator", "Catalogue", "Checkout", "ItemScreens", "LockScreen", "Login", "Onboarding", "Passwords", "Registration", "Social", "StatusEditor", "SocialSettings", "Vault", "VaultTabBar"])
        for flow in flows {
            #expect(Set(flow.keys) == ["flow", "cover", "walks", "coverage", "uncovered", "moves", "shortestMoves"])
            let walk = try #require((flow["walks"] as? [[String: Any]])?.first)
            // A tabbed router's walk says the selected tab and each tab's walk too.
            let tabbed: Set<String> = ["Social", "Passwords", "Authenticator", "VaultTabBar"].contains(flow["flow"] as? String ?? "") ? ["tab", "tabs"] : []
            #expect(Set(walk.keys) == Set(["start", "walk", "moves"]).union(tabbed))
        }
    }

    @Test func theShortestWalkToAStep() throws {
        let result = try FlowcProcess.run(["paths", "Flows", "--to", "cardDetails"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("walk 1: start at cart"))
        #expect(result.stdout.contains("--card--> cart, payment, cardDetails"), "\(result.stdout)")
        let unknown = try FlowcProcess.run(["paths", "Flows", "--to", "nowhere"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no flow shows a step named 'nowhere'"))
    }

    @Test func aManualTestPlanInMarkdown() throws {
        let result = try FlowcProcess.run(["paths", "Flows", "--flow", "Checkout", "--format", "markdown"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("# Test plan: Checkout\n"))
        #expect(result.stdout.contains("| 1 | **cart**: The basket, with a button to check out. | next |"))
        #expect(result.stdout.contains("## Coverage"))
    }

    @Test func errorsAndUsage() throws {
        let folder = try FlowcProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/Broken.flow"
        try "flow Broken {\n    start a\n    step a -> b\n}\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let failed = try FlowcProcess.run(["paths", broken])
        #expect(failed.status == 1 && failed.stdout.isEmpty)
        #expect(failed.stderr.contains("nothing was planned"))
        let badCover = try FlowcProcess.run(["paths", "--cover", "everything", "Flows"])
        #expect(badCover.status == 2)
        let noFlow = try FlowcProcess.run(["paths", "--flow", "Nope", "Flows"])
        #expect(noFlow.status == 1 && noFlow.stderr.contains("no flow or app named 'Nope'"))
    }
}
