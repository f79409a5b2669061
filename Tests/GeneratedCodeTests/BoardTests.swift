import FlowRuntime
import Foundation
import Testing

/// Drives the generated Board router (Tests/FlowSwiftEmitterTests/Flows/Board.flow), whose
/// use-steps take a payload and are roots: `editor(mode:)` hands its payload to PostEditor's
/// start step, and Preferences is both the `settings` root and the `settingsSheet` sheet.
@MainActor
@Suite struct BoardTests {
    func board(hasDraft: Bool = false) -> FlowNavigator<Board> {
        FlowNavigator<Board>(flags: BoardFlagValues(hasDraft: hasDraft))
    }

    @Test func aUseStepsPayloadReachesItsChildsStart() {
        let navigator = board()
        #expect(navigator.transitions(.timeline).compose(mode: 3) == nil)
        #expect(navigator.walk == [.timeline, .editor(.compose(mode: 3))], "the child's start got the mode")
        #expect(navigator.layers.count == 2, "presented as a sheet")
        let editor: PostEditorTransitions = navigator.transitions(.editor)
        #expect(editor(.compose).preview() == nil)
        #expect(navigator.walk == [.timeline, .editor(.compose(mode: 3)), .editor(.preview)])
        #expect(navigator.transitions(.editor)(.preview).post(postID: 9) == nil)
        #expect(navigator.walk == [.timeline, .post(postID: 9)], "back then post, with the outcome's payload")
    }

    @Test func aDefaultedUseStepPayloadReachesItsChildsStart() {
        let navigator = board()
        navigator.transitions(.timeline).open(postID: 1)
        #expect(navigator.transitions(.post).reply() == nil)
        #expect(navigator.current == .reply(.compose(mode: 1)), "the use-step's default, 1, not the child's")
        #expect(navigator.transitions(.reply)(.compose).cancel() == nil)
        #expect(navigator.walk == [.timeline, .post(postID: 1)])
    }

    @Test func theChildsFirstScreenSwipeIsTheUseStepsGuard() {
        let navigator = board(hasDraft: true)
        navigator.transitions(.timeline).compose(mode: 0)
        #expect(!navigator.isDismissalEnabled, "`on dismissed -> back when !hasDraft`, written at the use-step")
        #expect(navigator.performDismissGesture() == .dismissalDisabled)
        navigator.flags = BoardFlagValues(hasDraft: false)
        #expect(navigator.performDismissGesture() == nil)
        #expect(navigator.walk == [.timeline])
    }

    @Test func aUseStepRootShowsItsChildAtTheBottomOfTheWalk() throws {
        let navigator = try #require(FlowNavigator<Board>(root: .settings(.overview), flags: BoardFlagValues()))
        #expect(navigator.walk == [.settings(.overview)])
        #expect(navigator.path.isEmpty)
        #expect(!navigator.isDismissalEnabled, "nothing below the root")
        #expect(navigator.transitions(.settings)(.overview).account() == nil)
        #expect(navigator.walk == [.settings(.overview), .settings(.account)])
        #expect(navigator.isDismissalEnabled, "Back inside the child, from its second screen")
        #expect(navigator.performDismissGesture() == nil)
        #expect(navigator.walk == [.settings(.overview)])
        #expect(navigator.performDismissGesture() == .atRoot)
        #expect(FlowNavigator<Board>(root: .settings(.account), flags: BoardFlagValues()) == nil, "not the child's root")
    }

    @Test func aUseStepRootsChildMovesInsideItsWholeWalk() throws {
        let navigator = try #require(FlowNavigator<Board>(root: .settings(.overview), flags: BoardFlagValues()))
        navigator.transitions(.settings)(.overview).account()
        #expect(navigator.transitions(.settings)(.account).done() == nil, "the child's `back`, to its first screen, the walk's root")
        #expect(navigator.walk == [.settings(.overview)])
    }

    @Test func aUseStepRootsOutcomeGoesOnAboveTheChild() throws {
        let navigator = try #require(FlowNavigator<Board>(root: .settings(.overview), flags: BoardFlagValues()))
        navigator.transitions(.settings)(.overview).account()
        var heard: [BoardChildOutcome] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append(outcome) } }
        #expect(navigator.transitions(.settings)(.account).signOut() == nil)
        #expect(heard == [.settings(.signedOut)])
        #expect(navigator.walk == [.settings(.overview), .settings(.account), .goodbye])
        #expect(navigator.back() == nil, "Back from the continuation returns into the child")
        #expect(navigator.current == .settings(.account))
    }

    @Test func oneChildFlowIsATabAndASheet() {
        let navigator = board()
        #expect(navigator.replaceRoot(with: .settings(.overview)) == nil)
        #expect(navigator.walk == [.settings(.overview)])
        #expect(navigator.transitions(.settings)(.overview).close() == nil)
        #expect(navigator.walk == [.settings(.overview), .timeline])
        #expect(navigator.transitions(.timeline).openSettings() == nil)
        #expect(navigator.walk == [.settings(.overview), .timeline, .settingsSheet(.overview)])
        #expect(navigator.layers.count == 2)
        #expect(navigator.transitions(.settingsSheet)(.overview).close() == nil)
        #expect(navigator.walk == [.settings(.overview), .timeline])
        #expect(navigator.replaceRoot(with: .timeline) == nil)
        #expect(navigator.walk == [.timeline])
    }

    @Test func aSavedWalkWithAUseStepRootRestores() throws {
        let navigator = try #require(FlowNavigator<Board>(root: .settings(.overview), flags: BoardFlagValues()))
        navigator.transitions(.settings)(.overview).account()
        let data = try JSONEncoder().encode(navigator.walk)
        let restored = board()
        #expect(restored.restore(try JSONDecoder().decode(FlowSavedWalk<BoardStep>.self, from: data)) == nil)
        #expect(restored.walk == [.settings(.overview), .settings(.account)])
        let editing = board()
        editing.transitions(.timeline).compose(mode: 4)
        let saved = try JSONDecoder().decode(FlowSavedWalk<BoardStep>.self, from: try JSONEncoder().encode(editing.walk))
        #expect(saved.steps == [.timeline, .editor(.compose(mode: 4))], "the child's start keeps its payload")
    }
}
