import FlowChecker
import FlowCompiler
import FlowCore
import FlowPaths
import FlowReports
import FlowTestSupport
import Foundation
import Testing

/// A tabbed router's walks: the tab bar's moves (each tab selected, a tab returned to with its
/// stack kept, a reselect above a tab's root) are items the plan covers, and each move's
/// expected state keeps the tabs it doesn't touch as they were.
@Suite struct TabbedPlanTests {
    static func club() throws -> CheckedFlow {
        let path = "Tests/FlowSwiftEmitterTests/Flows/Club.flow"
        let text = try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
        return try #require(FlowPipeline.check(path: path, text: text).checkedFlows.first)
    }

    @Test func theTabBarsMovesAreCovered() throws {
        let flow = try Self.club()
        let plan = PathPlanner.plan(flow, criterion: .all)
        let counts = Dictionary(uniqueKeysWithValues: plan.counts.map { ($0.kind, ($0.covered, $0.total)) })
        #expect(counts[.tab]! == (3, 3))
        #expect(counts[.tabReturn]! == (3, 3))
        #expect(counts[.reselect]! == (3, 3))
        // photoRules' `agree` and `discardPost` (`dismiss all`), and the composer's `addPhoto`.
        #expect(counts[.transition]! == (14, 14))
        #expect(counts[.shellAction]! == (1, 1))
        #expect(counts[.link]! == (3, 3))
        #expect(plan.uncovered.isEmpty)
        // `steps` asks for none of them: a tab's root is a step.
        #expect(PathPlanner.plan(flow, criterion: .steps).counts.map(\.kind) == [.step])
    }

    /// The link into the friends tab, which the bar shows only when signed in, opens signed
    /// in: as the tab bar's tap on it does, with the first flag values that show the tab.
    @Test func aLinkIntoATabShownUnderAFlagOpensWithIt() throws {
        let flow = try Self.club()
        let graph = flow.graph
        let plan = PathPlanner.plan(flow, criterion: .all)
        let friends = try #require(graph.stepIDs.first { graph.steps[$0].name == "friends" })
        let signedIn = try #require(graph.flags.firstIndex { $0.name == "isSignedIn" })
        var opened: [String: [Bool]] = [:]
        for walk in plan.walks {
            guard case .link(let index, _, let flags) = walk.start else { continue }
            opened[graph.links[index].patternText] = flags
            if graph.links[index].walk.first == friends { #expect(walk.initialTabs?.selected == friends) }
        }
        var flags = [Bool](repeating: false, count: graph.flags.count)
        #expect(opened["club://posts/{id}"] == flags)
        flags[signedIn] = true
        #expect(opened["club://friends/{id}"] == flags)
        let text = PathReport.text([PathReport.Entry(graph: graph, plan: plan)])
        #expect(text.contains("open club://friends/x (link club://friends/{id}, flags: isSignedIn)"))
    }

    /// Each move's expected state, against the one before it: a tap on another tab selects it
    /// with its walk as it was; a reselect leaves the tab at its root; a move of the selected
    /// tab's own leaves every other tab's walk alone; only the selected tab presents.
    @Test func eachMoveKeepsTheTabsItDoesNotTouch() throws {
        let flow = try Self.club()
        let graph = flow.graph
        let plan = PathPlanner.plan(flow, criterion: .all)
        for (number, walk) in plan.walks.enumerated() {
            guard var before = walk.initialTabs else {
                Issue.record("walk \(number + 1) has no tabs")
                continue
            }
            for (move, after) in zip(walk.moves, walk.tabStates) {
                let at = "walk \(number + 1), \(move.event) on \(graph.steps[move.step].name)"
                let tabs = after.walks.indices
                switch move.via {
                case .selectTab(let tab):
                    #expect(after.selected == tab, "\(at)")
                    #expect(after.selectedWalk == before.walks.first { $0.first?.step == tab }, "\(at): the tab's stack is kept")
                case .reselectTab(let tab) where move.result != .refused:
                    #expect(after.selectedWalk.map(\.step) == [tab], "\(at): back to the tab's root")
                case .step, .shellAction, .reselectTab, .answer:
                    break
                }
                for tab in tabs where after.walks[tab].first?.step != before.selected && after.walks[tab].first?.step != after.selected {
                    #expect(after.walks[tab] == before.walks[tab], "\(at): a tab neither left nor selected is unchanged")
                }
                for tab in tabs where after.walks[tab].first?.step != after.selected {
                    #expect(!after.walks[tab].contains { $0.style.isPresented }, "\(at): only the selected tab presents")
                }
                before = after
            }
        }
    }

    @Test func reportsShowTheSelectedTab() throws {
        let flow = try Self.club()
        let entry = PathReport.Entry(graph: flow.graph, plan: PathPlanner.plan(flow, criterion: .all))
        let text = PathReport.text([entry])
        #expect(text.contains("  tab bar --select settings--> tab settings: settings  [flags: none]\n"))
        #expect(text.contains("  tab bar --reselect feed--> tab feed: feed  [flags: none]\n"))
        #expect(text.contains("  post --openSettings--> tab settings: settings  [flags: none]\n"))
        #expect(text.contains("  tab bar --compose--> tab settings: settings, composer as sheet  [flags: isSignedIn]\n"))
        // The friends tab stays shown while its moves are made: new flags that hid it would
        // select the feed (`FlowNavigator.flags`).
        #expect(text.contains("  tab bar --reselect friends--> refused: the gesture is disabled here  [flags: isSignedIn, hasDraft]\n"))
        #expect(text.contains("  chat --dismissed--> tab friends: friends  [flags: isSignedIn]\n"))
        #expect(text.contains(
            "coverage: step 9/9, transition 14/14, gesture 5/5, guardOutcome 3/3, guardFlag 3/3, refusal 1/1, link 3/3, tab 3/3, tabReturn 3/3, reselect 3/3, shellAction 1/1\n"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(PathReport.json([entry]).rendered().utf8)) as? [String: Any])
        let walks = try #require((json["flows"] as? [[String: Any]])?.first?["walks"] as? [[String: Any]])
        let moves = walks.flatMap { $0["moves"] as? [[String: Any]] ?? [] }
        let select = try #require(moves.first { ($0["bar"] as? [String: String]) == ["select": "settings"] })
        let expect = try #require(select["expect"] as? [String: Any])
        #expect(expect["tab"] as? String == "settings")
        #expect((expect["tabs"] as? [String: Any])?.keys.sorted() == ["feed", "friends", "settings"])
        #expect(walks.first?["tab"] as? String == "feed")
        // `dismiss all` closes both sheets; the modal sheet's root has no gesture to cover.
        #expect(text.contains("  photoRules --discardPost--> tab feed: feed  [flags: none]\n"))
        #expect(!text.contains("photoRules --dismissed-->"))
        let markdown = PathReport.markdown([entry])
        #expect(markdown.contains("| tap the tab settings | none | tab settings: settings |"))
    }

    /// A cover only the tab bar presents is a cover's root: no gesture to cover there.
    @Test func aCoverTheBarPresentsHasNoGesture() throws {
        let path = "Tests/FlowCompilerTests/TabbedFlows/Mastodon.flow"
        let text = try String(contentsOfFile: Fixtures.path(path), encoding: .utf8)
        let flow = try #require(FlowPipeline.check(path: path, text: text).checkedFlows.first)
        let plan = PathPlanner.plan(flow, criterion: .all)
        let passcode = try #require(flow.graph.stepIDs.first { flow.graph.steps[$0].name == "passcode" })
        #expect(!plan.uncovered.map(\.item).contains(.gesture(passcode)))
        #expect(plan.counts.first { $0.kind == .shellAction }.map { ($0.covered, $0.total) }! == (2, 2))
        #expect(plan.uncovered.isEmpty, "\(plan.uncovered)")
    }

    @Test func planningTwiceGivesTheSameWalks() throws {
        let flow = try Self.club()
        let first = PathReport.text([PathReport.Entry(graph: flow.graph, plan: PathPlanner.plan(flow, criterion: .all))])
        let second = PathReport.text([PathReport.Entry(graph: flow.graph, plan: PathPlanner.plan(flow, criterion: .all))])
        #expect(first == second)
    }
}
