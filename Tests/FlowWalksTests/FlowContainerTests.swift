import FlowWalks
import Testing

/// The container's one rule, on plain strings whose kind is the string itself: each kind of
/// container makes the moves of its kind, by the rules of `FlowWalk` and `FlowTabs`, and
/// refuses the others.
struct FlowContainerTests {
    typealias Container = FlowContainer<String>
    typealias Move = FlowContainerMove<String, String>

    func apply(_ move: Move, to container: Container) -> Result<Container, FlowContainerRefusal> {
        container.applying(move, kind: { $0 }, presentation: FlowTabsTests.presentation)
    }

    let stack = Container.starting(tabs: [], selected: { $0[0] }, root: { "welcome" })
    let tabs = Container.starting(tabs: ["home", "search"], selected: { $0[1] }, root: { "unused" })

    @Test func aFlowWithoutTabsStartsAsAStackAndOneWithTabsAsTabs() {
        #expect(stack == .stack(FlowWalk(root: "welcome")))
        #expect(stack.parts == [.stack] && stack.selected == .stack && stack.tabs == nil)
        #expect(tabs.parts == [.tab("home"), .tab("search")] && tabs.selected == .tab("search"))
        #expect(tabs.selectedWalk.steps == ["search"] && tabs.walk(of: .tab("home"))?.steps == ["home"])
        #expect(tabs.walk(of: .stack) == nil && stack.walk(of: .tab("home")) == nil)
        #expect(tabs.bases.keys.sorted { "\($0)" < "\($1)" }.count == 2 && stack.bases[.stack]?.root == "welcome")
    }

    @Test func aWalkMoveIsTheWalksInEitherContainer() throws {
        let pushed = try apply(.walk(.enter("terms", .push)), to: stack).get()
        #expect(pushed.description == "welcome › terms")
        #expect(apply(.walk(.unwind(.back)), to: stack) == .failure(.walk(.atRoot)))
        let tabbed = try apply(.walk(.enter("results", .push)), to: tabs).get()
        #expect(tabbed.selectedWalk.steps == ["search", "results"] && tabbed.walk(of: .tab("home"))?.steps == ["home"])
        #expect(apply(.walk(.unwind(.backTo("gone"))), to: tabs) == .failure(.walk(.notInWalk)))
    }

    @Test func replaceIsTheWholeStackOrTheTabItStartsAt() throws {
        let stackAfter = try apply(.replace(["welcome", "terms", "sheetHelp"]), to: stack).get()
        #expect(stackAfter.description == "welcome › terms › sheetHelp (sheet)")
        let home = try apply(.walk(.enter("sheetShare", .sheet)), to: apply(.replace(["home", "post"]), to: tabs).get()).get()
        let search = try apply(.replace(["search", "results"]), to: home).get()
        #expect(search.selected == .tab("search") && search.selectedWalk.steps == ["search", "results"])
        #expect(search.walk(of: .tab("home"))?.steps == ["home", "post"], "the other tab keeps its walk, its sheet closed")
        #expect(apply(.replace(["results"]), to: tabs) == .failure(.notRootedAtTab))
    }

    @Test func aNewRootIsAStacksAndTabsKeepTheirRoots() throws {
        let pushed = try apply(.walk(.enter("terms", .push)), to: stack).get()
        #expect(try apply(.replaceRoot("signIn"), to: pushed).get().description == "signIn")
        #expect(apply(.replaceRoot("home"), to: tabs) == .failure(.fixedRoots))
    }

    @Test func tabMovesAreTheTabsAndAStackHasNone() throws {
        #expect(try apply(.tabs(.select("home")), to: tabs).get().selected == .tab("home"))
        #expect(apply(.tabs(.select("profile")), to: tabs) == .failure(.unknownTab))
        #expect(apply(.tabs(.select("welcome")), to: stack) == .failure(.noTabs))
        #expect(apply(.tabs(.shell("sheetCompose", .sheet)), to: stack) == .failure(.noTabs))
    }

    @Test func theWalkOnScreenIsSetInThePartOnScreen() {
        let walk = FlowWalk(root: "search").entering("results", .push)
        #expect(tabs.settingSelectedWalk(walk).walk(of: .tab("search")) == walk)
        #expect(tabs.settingSelectedWalk(walk).walk(of: .tab("home"))?.steps == ["home"])
        #expect(stack.settingSelectedWalk(FlowWalk(root: "other")) == .stack(FlowWalk(root: "other")))
    }

    @Test func aRestartKeepsTheIdentitiesItShares() throws {
        let pushed = try apply(.walk(.enter("terms", .push)), to: stack).get()
        #expect(pushed.restarting(as: stack).selectedWalk.top == stack.selectedWalk.top)
        let moved = try apply(.walk(.enter("results", .push)), to: tabs).get()
        let home = Container.starting(tabs: ["home", "search"], selected: { $0[0] }, root: { "unused" })
        #expect(moved.restarting(as: home) == home)
    }
}
