import FlowWalks
import Testing

/// The tabbed router's rules, on three tabs of plain strings whose kind is the string itself.
/// Every move is checked for the invariant too: only the selected tab holds presented entries.
struct FlowTabsTests {
    typealias Tabs = FlowTabs<String>
    typealias Move = FlowTabsMove<String, String>

    /// Steps a `replace` presents: those named "sheet…" or "cover…"; the rest are pushed.
    static func presentation(_ step: String, _ below: String) -> FlowPresentation {
        step.hasPrefix("sheet") ? .sheet : step.hasPrefix("cover") ? .cover : .push
    }

    func apply(_ move: Move, to tabs: Tabs) -> Result<Tabs, FlowTabsRefusal> {
        let result = tabs.applying(move, kind: { $0 }, presentation: Self.presentation)
        if case .success(let after) = result { #expect(Self.onlyTheSelectedTabPresents(after)) }
        return result
    }

    func apply(_ moves: [Move], to tabs: Tabs) throws -> Tabs {
        try moves.reduce(tabs) { try apply($1, to: $0).get() }
    }

    /// Invariant I1.
    static func onlyTheSelectedTabPresents(_ tabs: Tabs) -> Bool {
        tabs.tabs.allSatisfy { tab in
            tab == tabs.selected || tabs.walk(of: tab)!.entries.allSatisfy { !$0.presentation.isPresented }
        }
    }

    let start = Tabs(tabs: ["home", "search", "profile"], selected: "home")

    @Test func everyTabStartsAtItsRoot() {
        #expect(start.selected == "home")
        for tab in start.tabs { #expect(start.walk(of: tab)?.steps == [tab]) }
        #expect(start.walk(of: "status") == nil)
        #expect(Self.onlyTheSelectedTabPresents(start))
    }

    @Test func aWalkMoveActsOnTheSelectedTabOnly() throws {
        let pushed = try apply([.walk(.enter("status", .push)), .walk(.enter("sheet", .sheet))], to: start)
        #expect(pushed.walk(of: "home")?.description == "home › status › sheet (sheet)")
        #expect(pushed.walk(of: "search") == start.walk(of: "search"))
        #expect(try apply(.walk(.unwind(.dismiss)), to: pushed).get().walk(of: "home")?.steps == ["home", "status"])
    }

    @Test func backNeverCrossesTabs() throws {
        #expect(apply(.walk(.unwind(.back)), to: start) == .failure(.walk(.atRoot)))
        let searching = try apply([.walk(.enter("status", .push)), .select("search")], to: start)
        #expect(apply(.walk(.unwind(.back)), to: searching) == .failure(.walk(.atRoot)))
        #expect(apply(.walk(.unwind(.backTo("status"))), to: searching) == .failure(.walk(.notInWalk)))
        #expect(apply(.walk(.unwind(.backTo("home"))), to: searching) == .failure(.walk(.notInWalk)))
        #expect(apply(.walk(.unwind(.dismiss)), to: searching) == .failure(.walk(.atRoot)))
    }

    @Test func walkRefusalsAreKept() throws {
        let cover = try apply(.walk(.enter("cover", .cover)), to: start).get()
        #expect(apply(.walk(.gesture(.back)), to: cover) == .failure(.walk(.dismissalDisabled)))
    }

    @Test func selectClosesTheLayersAndKeepsEveryPushedStack() throws {
        let before = try apply([
            .select("search"), .walk(.enter("results", .push)),
            .select("home"), .walk(.enter("status", .push)), .walk(.enter("sheet", .sheet)), .walk(.enter("more", .push)),
        ], to: start)
        let after = try apply(.select("search"), to: before).get()
        #expect(after.selected == "search")
        #expect(after.walk(of: "home")?.steps == ["home", "status"])
        #expect(after.walk(of: "home")?[1].id == before.walk(of: "home")?[1].id)
        #expect(after.walk(of: "search") == before.walk(of: "search"))
        #expect(after.path(of: "search") == ["results"])
    }

    @Test func selectingTheSelectedTabOnlyClosesItsLayers() throws {
        let before = try apply([.walk(.enter("status", .push)), .walk(.enter("sheet", .sheet))], to: start)
        let after = try apply(.select("home"), to: before).get()
        #expect(after.selected == "home")
        #expect(after.walk(of: "home")?.steps == ["home", "status"])
    }

    @Test func selectResettingCutsTheTabToItsRootThenEnters() throws {
        let before = try apply([
            .select("search"), .walk(.enter("results", .push)), .walk(.enter("item", .push)),
            .select("home"), .walk(.enter("status", .push)), .walk(.enter("sheet", .sheet)),
        ], to: start)
        let pushed = try apply(.selectResetting("search", then: "item", .push), to: before).get()
        #expect(pushed.selected == "search")
        #expect(pushed.walk(of: "search")?.steps == ["search", "item"])
        #expect(pushed.walk(of: "search")?.top.id != before.walk(of: "search")?.top.id)
        #expect(pushed.walk(of: "home")?.steps == ["home", "status"])
        let presented = try apply(.selectResetting("search", then: "sheet", .sheet), to: before).get()
        #expect(presented.walk(of: "search")?.description == "search › sheet (sheet)")
        let same = try apply(.selectResetting("home", then: "other", .push), to: before).get()
        #expect(same.walk(of: "home")?.steps == ["home", "other"])
    }

    @Test func replaceSelectsTheTabAndReplacesOnlyItsWalk() throws {
        let before = try apply([
            .select("profile"), .walk(.enter("settings", .push)),
            .select("search"), .walk(.enter("results", .push)),
            .select("home"), .walk(.enter("status", .push)), .walk(.enter("sheet", .sheet)),
        ], to: start)
        let after = try apply(.replace("search", ["search", "results", "item", "sheetShare"]), to: before).get()
        #expect(after.selected == "search")
        #expect(after.walk(of: "search")?.description == "search › results › item › sheetShare (sheet)")
        #expect(after.walk(of: "search")?[1].id == before.walk(of: "search")?[1].id)
        #expect(after.walk(of: "home")?.steps == ["home", "status"])
        #expect(after.walk(of: "profile") == before.walk(of: "profile"))
        let restored = try apply(.replace("home", ["home", "a", "b"]), to: before).get()
        #expect(restored.walk(of: "home")?.steps == ["home", "a", "b"])
    }

    @Test func replaceMustStartAtTheTabsRoot() {
        #expect(apply(.replace("search", ["home", "status"]), to: start) == .failure(.notRootedAtTab))
        #expect(apply(.replace("search", []), to: start) == .failure(.notRootedAtTab))
    }

    @Test func popToRootWorksOnAnyTab() throws {
        let before = try apply([
            .select("search"), .walk(.enter("results", .push)),
            .select("home"), .walk(.enter("status", .push)), .walk(.enter("sheet", .sheet)),
        ], to: start)
        let other = try apply(.popToRoot("search"), to: before).get()
        #expect(other.selected == "home")
        #expect(other.walk(of: "search")?.steps == ["search"])
        #expect(other.walk(of: "home") == before.walk(of: "home"))
        let selected = try apply(.popToRoot("home"), to: before).get()
        #expect(selected.walk(of: "home")?.steps == ["home"])
        #expect(selected.walk(of: "search") == before.walk(of: "search"))
    }

    @Test func aMoveToAnUnknownTabIsRefused() {
        for move: Move in [.select("status"), .selectResetting("status", then: "x", .push), .replace("status", ["status"]), .popToRoot("status")] {
            #expect(apply(move, to: start) == .failure(.unknownTab))
        }
    }
}
