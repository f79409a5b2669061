import FlowRuntime
import Testing

/// `FlowAppNavigator` on `House`: swaps on outcomes and app events, a kept root, the app-level
/// steps over the top, and refusals.
@MainActor
@Suite struct FlowAppNavigatorTests {
    @Test func signingInSwapsToMain() throws {
        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        let recorder = app.record()
        #expect(app.root == .signIn)
        let door = try #require(app.door)
        door.on(.next)
        door.on(.signIn)
        #expect(app.root == .main && app.rooms?.walk == [.items])
        #expect(recorder.swaps == [.swapped(from: .signIn, to: .main, reason: .outcome)])
    }

    @Test func lockAndUnlockBringBothSheetsBackInTheKeptRoot() throws {
        let app = FlowAppNavigator<House>.signedIn()
        let rooms = try #require(app.rooms)
        rooms.on(.open)
        rooms.on(.edit)
        #expect(rooms.walk == [.items, .view, .edit] && rooms.layers.count == 3)
        #expect(app.send(.lock) == nil)
        #expect(app.root == .unlock)
        try #require(app.latch).on(.unlock)
        #expect(app.root == .main)
        #expect(app.rooms === rooms, "a kept root keeps its navigator")
        #expect(rooms.walk == [.items, .view, .edit] && rooms.layers.count == 3)
    }

    @Test func aRootNotKeptStartsAfresh() throws {
        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        let door = try #require(app.door)
        door.on(.next)
        door.on(.signInLocked)
        #expect(app.root == .unlock)
        try #require(app.latch).on(.logOut)
        #expect(app.root == .signIn && app.door !== door && app.door?.walk == [.welcome])
    }

    @Test func aKeptRootThatEndedOnAnOutcomeStartsAfresh() throws {
        let app = FlowAppNavigator<House>.signedIn()
        let rooms = try #require(app.rooms)
        rooms.select(.settings)
        rooms.on(.signOut)
        #expect(app.root == .signIn)
        let door = try #require(app.door)
        door.on(.next)
        door.on(.signIn)
        #expect(app.rooms !== rooms && app.rooms?.walk == [.items])
    }

    @Test func anEventWhoseGuardFailsIsRefusedAndNothingMoves() {
        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        let recorder = app.record()
        #expect(app.send(.lock) == .noTransition)
        #expect(app.root == .signIn && recorder.heard.isEmpty)
        #expect(app.send(.logout) == nil)
        #expect(recorder.heard == [.eventSent(.logout), .swapped(from: .signIn, to: .signIn, reason: .event(.logout))])
    }

    @Test func aLoginRequestShowsOverTheTopOfEitherTab() throws {
        let app = FlowAppNavigator<House>.signedIn()
        let rooms = try #require(app.rooms)
        rooms.select(.settings)
        rooms.on(.open)
        #expect(app.send(.loginRequest(id: "7")) == nil)
        #expect(app.overTop.map(\.step) == [.approveLogin(id: "7")])
        #expect(rooms.walk == [.settings, .about], "the step over the top leaves the tab's walk alone")
        #expect(app.answer(.approve) == nil && app.overTop.isEmpty)

        rooms.select(.items)
        rooms.on(.open)
        #expect(app.send(.loginRequest(id: "8")) == nil)
        #expect(app.answer(.details) == nil)
        #expect(app.overTop.map(\.step) == [.approveLogin(id: "8"), .loginDetails])
        #expect(app.overTop.map(\.presentation) == [.sheet, .sheet])
        #expect(app.answer(.close) == nil)
        #expect(app.answer(.deny) == nil && app.overTop.isEmpty)
        #expect(rooms.walk == [.items, .view])
    }

    @Test func answersAreRefusedTyped() throws {
        let app = FlowAppNavigator<House>.signedIn()
        #expect(app.answer(.approve) == .notOnScreen, "no app-level step is shown")
        app.send(.loginRequest(id: "7"))
        let request = try #require(app.overTop.last)
        #expect(app.answer(.close) == .noTransition, "approveLogin has no `on close`")
        app.answer(.details)
        #expect(app.answer(.approve, from: request) == .notOnScreen, "a layer under the top")
        #expect(app.userDismissed(request) == nil && app.overTop.isEmpty)
        #expect(app.userDismissed(request) == .notOnScreen)
    }

    @Test func aSwapClosesTheStepsOverTheTop() throws {
        let app = FlowAppNavigator<House>.signedIn()
        app.send(.loginRequest(id: "7"))
        let request = try #require(app.overTop.last)
        let recorder = app.record()
        app.send(.lock)
        #expect(app.overTop.isEmpty)
        #expect(recorder.heard == [.eventSent(.lock), .dismissed(request), .swapped(from: .main, to: .unlock, reason: .event(.lock))])
    }

    @Test func flagsThatFailTheRootsStartGuardLeaveIt() throws {
        let app = FlowAppNavigator<House>(flags: HouseFlagValues())
        let recorder = app.record()
        app.flags = HouseFlagValues(hasAccount: true, isLocked: true)
        #expect(app.root == .unlock)
        #expect(recorder.swaps == [.swapped(from: .signIn, to: .unlock, reason: .startGuardFailed)])
        app.flags = HouseFlagValues(hasAccount: true, isLocked: true, hasPremium: true)
        #expect(app.root == .unlock && recorder.swaps.count == 1, "the unlock root's guard still holds")
        app.flags = HouseFlagValues(hasAccount: true)
        #expect(app.root == .main)
        #expect(app.rooms?.flags.hasPremium == false, "the root's navigator reads the app's flags")
        app.flags = HouseFlagValues(hasAccount: true, isLocked: true)
        #expect(app.root == .main, "main has no start guard: a lock is the app's event")
    }
}
