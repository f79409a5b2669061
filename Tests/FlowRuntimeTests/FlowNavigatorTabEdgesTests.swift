import FlowRuntime
import Testing

/// A tabbed router's calls at their edges, on Porch (docs/Presentation.md, "The navigator's
/// edges"): `select(_:)` of the tab already selected, `select(_:)` and `perform(_:)` after
/// the flow ended on an outcome, and a walk of one array restored into the tabs.
@MainActor
@Suite struct FlowNavigatorTabEdgesTests {
    /// Porch with the yard tab's shed pushed and the hall tab's stairs, the yard selected.
    static func deep() -> FlowNavigator<Porch> {
        let navigator = FlowNavigator<Porch>(flags: ())
        navigator.select(.hall)
        navigator.on(.open)
        navigator.select(.yard)
        navigator.on(.open)
        return navigator
    }

    @Test func selectingTheSelectedTabWithNothingPresentedChangesNothing() {
        let navigator = Self.deep()
        var heard: [FlowNavigatorEvent<Porch>] = []
        navigator.observe { heard.append($0) }
        #expect(navigator.select(.yard) == nil)
        #expect(navigator.walk == [.yard, .shed] && heard.isEmpty)
    }

    @Test func selectingTheSelectedTabClosesItsLayersAndKeepsItsStack() {
        let navigator = Self.deep()
        navigator.on(.tools)
        #expect(navigator.walk == [.yard, .shed, .toolbox])
        #expect(navigator.select(.yard) == nil)
        #expect(navigator.walk == [.yard, .shed])
        #expect(navigator.perform(.knock) == nil)
        #expect(navigator.tabbedState?.isShowingBarLayer == true)
        #expect(navigator.select(.yard) == nil)
        #expect(navigator.walk == [.yard, .shed] && navigator.tabbedState?.isShowingBarLayer == false)
    }

    @Test func selectingAnotherTabClearsTheOutcome() {
        let navigator = FlowNavigator<Porch>(flags: ())
        navigator.on(.leave)
        #expect(navigator.outcome == .left && navigator.isFinished)
        #expect(navigator.select(.yard) == nil, "the tab on screen, nothing presented: nothing changes")
        #expect(navigator.outcome == .left)
        #expect(navigator.select(.hall) == nil)
        #expect(navigator.outcome == nil && !navigator.isFinished)
    }

    @Test func aBarActionClearsTheOutcome() {
        let navigator = FlowNavigator<Porch>(flags: ())
        navigator.on(.leave)
        #expect(navigator.perform(.knock) == nil)
        #expect(navigator.outcome == nil && navigator.walk == [.yard, .visitor])
    }

    @Test func aTabOffScreenMovedLeavesTheOutcome() {
        let navigator = Self.deep()
        navigator.backToRoot()
        navigator.on(.leave)
        #expect(navigator.popToRoot(tab: .hall) == nil)
        #expect(navigator.path(of: .hall).isEmpty && navigator.outcome == .left)
    }

    @Test func anArrayRestoredStepByStepKeepsTheOtherTabs() {
        let navigator = Self.deep()
        #expect(navigator.restore([.hall]) == nil)
        #expect(navigator.tab == .hall && navigator.walk == [.hall])
        #expect(navigator.path(of: .yard) == [.shed], "the other tab keeps its walk")
    }

    @Test func theSameArrayDecodedAsSavedTabsResetsTheOtherTabs() {
        let navigator = Self.deep()
        let saved = FlowSavedTabs<PorchStep>(.stack(FlowSavedWalk(steps: [.hall])))
        #expect(navigator.restore(saved) == nil)
        #expect(navigator.tab == .hall && navigator.walk == [.hall])
        #expect(navigator.path(of: .yard).isEmpty, "every other tab at its root")
    }
}
