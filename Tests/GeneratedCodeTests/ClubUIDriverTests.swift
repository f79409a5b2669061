import FlowRuntime
import FlowRuntimeTesting
import Testing

/// A tabbed router's UI driver: `walk.run(on:)` taps the tab bar for the bar's moves
/// (`selectTab`, `reselectTab`, `perform` for the bar's own item) and the screen for the rest.
@MainActor
@Suite struct ClubUIDriverTests {
    /// Writes down what a UI test would do, in order.
    final class Recorder: ClubUIDriver {
        var calls: [String] = []
        func launch(at root: ClubStepKind, flags: ClubFlagValues) { calls.append("launch \(root.name)") }
        func open(_ url: String, flags: ClubFlagValues) { calls.append("open \(url)" + (flags.isSignedIn ? " signed in" : "")) }
        func setFlags(_ flags: ClubFlagValues) {}
        func assertShowing(_ step: ClubStepKind) {}
        func selectTab(_ tab: ClubStepKind) { calls.append("selectTab \(tab.name)") }
        func reselectTab(_ tab: ClubStepKind) { calls.append("reselectTab \(tab.name)") }
        func perform(_ action: ClubShellAction) { calls.append("perform \(action)") }
        func next(on step: ClubStepKind) { calls.append("next on \(step.name)") }
        func openPost(on step: ClubStepKind) { calls.append("openPost on \(step.name)") }
        func compose(on step: ClubStepKind) { calls.append("compose on \(step.name)") }
        func openAuthor(on step: ClubStepKind) { calls.append("openAuthor on \(step.name)") }
        func openSettings(on step: ClubStepKind) { calls.append("openSettings on \(step.name)") }
        func message(on step: ClubStepKind) { calls.append("message on \(step.name)") }
        func posted(on step: ClubStepKind) { calls.append("posted on \(step.name)") }
        func cancel(on step: ClubStepKind) { calls.append("cancel on \(step.name)") }
        func addPhoto(on step: ClubStepKind) { calls.append("addPhoto on \(step.name)") }
        func agree(on step: ClubStepKind) { calls.append("agree on \(step.name)") }
        func discardPost(on step: ClubStepKind) { calls.append("discardPost on \(step.name)") }
        func openProfile(on step: ClubStepKind) { calls.append("openProfile on \(step.name)") }
        func openChat(on step: ClubStepKind) { calls.append("openChat on \(step.name)") }
        func reselected(on step: ClubStepKind) { calls.append("reselected on \(step.name)") }
        func privacy(on step: ClubStepKind) { calls.append("privacy on \(step.name)") }
        func dismissed(on step: ClubStepKind) { calls.append("dismissed on \(step.name)") }
    }

    @Test func theBarsMovesAreTapsOnTheBar() {
        let recorder = Recorder()
        for walk in Club.testWalks(.all) { walk.run(on: recorder) }
        #expect(recorder.calls.contains("selectTab feed"))
        #expect(recorder.calls.contains("reselectTab friends"))
        #expect(recorder.calls.contains("perform compose"))
        // The link into the friends tab, which the bar shows only when signed in, opens so.
        #expect(recorder.calls.contains("open club://friends/x signed in"))
        #expect(recorder.calls.contains("open club://posts/x"))
        // The bar's compose item is not the feed's compose button, and a tap on a tab is no
        // screen's event.
        #expect(!recorder.calls.contains { $0.hasPrefix("compose on") && !$0.hasSuffix("on feed") })
        #expect(!recorder.calls.contains { $0.hasPrefix("reselected on") })
    }
}
