import FlowRuntime
import Testing

/// Drives the generated Tabs router (Tests/FlowSwiftEmitterTests/Flows/Tabs.flow), whose first
/// root is a use-step of Welcome, whose start step has a skip rule.
@MainActor
@Suite struct TabsTests {
    @Test func theFirstRootShowsTheChildsStartAfterItsSkipRule() {
        #expect(FlowNavigator<Tabs>(flags: TabsFlagValues(isGuest: false)).walk == [.home(.intro)])
        let guest = FlowNavigator<Tabs>(flags: TabsFlagValues(isGuest: true))
        #expect(guest.walk == [.home(.signIn)], "a guest's welcome skips to signing in")
        #expect(Tabs.start(flags: TabsFlagValues(isGuest: true)) == .home(.signIn))
        guest.flags = TabsFlagValues(isGuest: false)
        guest.restart()
        #expect(guest.walk == [.home(.intro)])
    }

    @Test func theChildsOutcomeGoesOnFromTheRoot() {
        let navigator = FlowNavigator<Tabs>(flags: TabsFlagValues())
        #expect(navigator.transitions(.home)(.intro).finish() == nil)
        #expect(navigator.walk == [.home(.intro), .more])
        #expect(navigator.replaceRoot(with: .more) == nil)
        #expect(navigator.replaceRoot(with: .home(.intro)) == nil)
        #expect(navigator.walk == [.home(.intro)])
    }
}
