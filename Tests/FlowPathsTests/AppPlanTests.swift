import FlowChecker
import FlowPaths
import FlowReports
import Testing

/// The app planner (`AppPlanner`) on the sample app: every swap, event and held link covered.
@Suite struct AppPlanTests {
    let plan = AppPlanner.plan(SampleApp.app(), flows: SampleApp.flows())

    /// Everything: `lock` from `signIn` is no item, since `lock` needs `hasAccount` and
    /// `signIn` is shown only while `hasAccount` is false (its start guard).
    @Test func coversEveryItemThatCanHappen() {
        let signIn = SampleApp.app().rootIDs[0]
        #expect(plan.uncovered.isEmpty, "\(plan.uncovered)")
        #expect(!plan.walks.flatMap(\.covers).contains(.event(0, root: signIn, tab: nil)))
        for count in plan.counts { #expect(count.covered == count.total, "\(count)") }
        let kinds = Set(plan.counts.map(\.kind))
        #expect(kinds == Set(AppCoverageItem.Kind.allCases))
    }

    @Test func anEventOverTopIsSentFromEachTab() {
        let app = SampleApp.app()
        let overTop = plan.walks.flatMap(\.covers).filter {
            if case .event(2, _, let tab) = $0 { return tab != nil }
            return false
        }
        #expect(overTop.count == 2)
        #expect(app.events[2].name == "loginRequest")
    }

    @Test func aHeldLinkOpensOnTheSwapToItsRoot() throws {
        let walk = try #require(plan.walks.first { $0.covers.contains(.heldLink(SampleApp.app().rootIDs[2], link: 0)) })
        let open = try #require(walk.moves.firstIndex { if case .openLink = $0.action { true } else { false } })
        guard case .moved(let held) = walk.moves[open].result else { Issue.record("the link is held"); return }
        #expect(held.heldLink?.url == "vault://items/x")
        #expect(held.root != SampleApp.app().rootIDs[2])
        let swap = try #require(walk.moves[(open + 1)...].first { if case .moved(let state) = $0.result { state.root != held.root } else { false } })
        guard case .moved(let opened) = swap.result else { return }
        #expect(opened.root == SampleApp.app().rootIDs[2])
        #expect(opened.heldLink == nil)
        #expect(opened.walk.count == 2, "the link's walk: vault, item")
    }

    @Test func eachMoveKeepsTheRootOnScreenStartGuardHolding() {
        let app = SampleApp.app()
        for walk in plan.walks {
            var root = walk.initial.root
            for move in walk.moves {
                if let condition = app.starts.first(where: { $0.root == root })?.guardCondition {
                    #expect(condition.evaluate { move.flags[$0.index] }, "\(move)")
                }
                if case .moved(let state) = move.result { root = state.root }
            }
        }
    }

    @Test func isDeterministic() {
        let again = AppPlanner.plan(SampleApp.app(), flows: SampleApp.flows())
        #expect(again.walks == plan.walks)
    }
}

/// The app's plan as `flowc paths` prints it.
@Suite struct AppPathReportTests {
    @Test func textNamesTheRootsTheEventsAndTheHeldLink() throws {
        let flows = SampleApp.flows()
        let app = SampleApp.app()
        let entry = try #require(AppPathReport.Entry(app: app, plan: AppPlanner.plan(app, flows: flows), flows: flows.map(\.graph)))
        let text = AppPathReport.text([entry])
        #expect(text.hasPrefix("app VaultApp: "))
        #expect(text.contains("walk 1: launch (flags: none): signIn: welcome\n"))
        #expect(text.contains("app --send loginRequest--> main: tab vault: vault over top approveLogin as sheet"))
        #expect(text.contains("app --open vault://items/x--> "))
        #expect(text.contains("(held vault://items/x)"))
        #expect(!text.contains("not covered"), "every item is covered")
    }

    @Test func jsonFollowsTheFlowsUnderApps() throws {
        let flows = SampleApp.flows()
        let app = SampleApp.app()
        let entry = try #require(AppPathReport.Entry(app: app, plan: AppPlanner.plan(app, flows: flows), flows: flows.map(\.graph)))
        let json = PathReport.json([], apps: [entry]).rendered()
        #expect(json.contains("\"apps\""))
        #expect(json.contains("\"heldLink\""))
        #expect(!PathReport.json([]).rendered().contains("\"apps\""), "without apps the JSON is as before")
    }
}
