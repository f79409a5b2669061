@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

/// The presentation moves of the generated Club (Tests/FlowSwiftEmitterTests/Flows/Club.flow):
/// `photoRules`, a modal sheet over the composer's sheet, which the user can't swipe away, and
/// its `dismiss all`, which closes both sheets and keeps the tab's base stack.
@MainActor
@Suite struct ClubPresentationMovesTests {
    let clock = ManualStageClock()

    /// The feed with a post pushed, the composer's sheet and the modal sheet on it, shown.
    func overTwoSheets() -> (FlowNavigator<Club>, FlowPresenter<Club>) {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        let presenter = FlowPresenter(navigator, clock: clock)
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.transitions(.post).openAuthor(id: "ann") == nil)
        _ = navigator.back()
        _ = navigator.back()
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        _ = navigator.back()
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(navigator.transitions(.composer).addPhoto() == nil)
        clock.settleAll()
        return (navigator, presenter)
    }

    @Test func theModalSheetRefusesTheGestureAndItsHostDisablesTheSwipe() {
        let (navigator, presenter) = overTwoSheets()
        #expect(navigator.layers.map { $0.described() } == ["base: feed", "sheet: composer", "sheet modal: photoRules"])
        #expect(!navigator.isDismissalEnabled)
        #expect(navigator.performDismissGesture() == .dismissalDisabled)
        #expect(navigator.walk == [.feed, .composer, .photoRules], "nothing moved")
        let host = FlowTabHostModel(presenter)
        #expect(host.presentedLayer(above: 1)?.presentation == .modalSheet)
        #expect(!host.isSwipeEnabled(above: 1), "interactiveDismissDisabled on the modal sheet")
        // SwiftUI wrote nil anyway: the walk keeps the layer, which is presented again.
        host.dismissedLayer(above: 1)
        clock.settleAll()
        #expect(navigator.walk == [.feed, .composer, .photoRules])
        #expect(presenter.shown.map { $0.described() } == ["base: feed", "sheet: composer", "sheet modal: photoRules"])
        // Its own move closes it, and the sheet below can be swiped again.
        #expect(navigator.transitions(.photoRules).agree() == nil)
        clock.settleAll()
        #expect(host.isSwipeEnabled(above: 0))
    }

    @Test func dismissAllClosesEveryLayerInOneStageAndKeepsTheBaseStack() {
        let (navigator, presenter) = overTwoSheets()
        var moves: [FlowMove<Club>] = []
        let observation = navigator.observe { if case .moved(let move) = $0 { moves.append(move) } }
        defer { observation.cancel() }
        #expect(navigator.transitions(.photoRules).discardPost() == nil)
        #expect(navigator.walk == [.feed])
        #expect(moves.map(\.event) == [.discardPost])
        #expect(presenter.shown.map { $0.described() } == ["base: feed"], "both sheets dismissed in one update")
        #expect(clock.settleAll() <= 1)
        #expect(navigator.transitions(.feed).compose() == nil)
        #expect(navigator.transitions(.composer).addPhoto() == nil)
        #expect(Club.move(from: .photoRules, on: .discardPost, flags: ClubFlagValues()) == .dismissAll)
        #expect(Club.presentation(of: .photoRules, after: .composer) == .modalSheet)
    }

    @Test func dismissAllKeepsThePushesOfTheBaseLayer() {
        let navigator = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        #expect(navigator.transitions(.feed).openPost(id: "1") == nil)
        #expect(navigator.walk.count == 2)
        // The tab bar's compose action presents over the post.
        #expect(navigator.perform(.compose) == nil)
        #expect(navigator.transitions(.composer).addPhoto() == nil)
        #expect(navigator.transitions(.photoRules).discardPost() == nil)
        #expect(navigator.walk == [.feed, .post(id: "1")])
    }

    /// A saved walk holds steps only: restored, the modal sheet is derived from the graph again,
    /// and still refuses the gesture.
    @Test func aSavedWalkRestoresTheModalSheet() throws {
        let (navigator, _) = overTwoSheets()
        let data = try JSONEncoder().encode(navigator.saved)
        let restored = FlowNavigator<Club>(flags: ClubFlagValues(isSignedIn: true))
        #expect(restored.restore(try JSONDecoder().decode(FlowSavedContainer<ClubStep>.self, from: data)) == nil)
        #expect(restored.layers.map { $0.described() } == ["base: feed", "sheet: composer", "sheet modal: photoRules"])
        #expect(restored.performDismissGesture() == .dismissalDisabled)
    }
}
