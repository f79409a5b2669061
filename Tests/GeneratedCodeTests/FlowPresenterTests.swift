@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// The presenter brings what is shown to the walk in stages, on the generated Library router
/// (two sheets, one on the other, and a cover) and Account flow, with a clock the test
/// advances: no sleeping, and the test acts between two stages.
@MainActor
@Suite struct FlowPresenterTests {
    let clock = ManualStageClock()

    /// Each layer as `presentation: root path…`.
    static func describe(_ layers: [FlowLayer<some FlowStep>]) -> [String] {
        layers.map { $0.described() }
    }

    func library(_ walk: [LibraryStep] = [.shelf]) -> (FlowNavigator<Library>, FlowPresenter<Library>) {
        let navigator = FlowNavigator<Library>(flags: LibraryFlagValues())
        navigator.restore(walk)
        let presenter = FlowPresenter(navigator, clock: clock)
        clock.settleAll()
        return (navigator, presenter)
    }

    @Test func aMoveWithinALayerIsShownAtOnceWithoutWaiting() {
        let (navigator, presenter) = library()
        #expect(navigator.transitions(.shelf).browse() == nil)
        #expect(Self.describe(presenter.shown) == ["base: shelf genre"])
        #expect(!clock.isWaiting && !presenter.isStaging)
    }

    @Test func aDeepLinkTwoLayersUpPresentsOneLayerAStage() {
        let (navigator, presenter) = library()
        #expect(navigator.open(url: "library://book/notes/page") == nil)
        #expect(Self.describe(presenter.shown) == ["base: shelf genre"], "the base layer's stack first, at once")
        #expect(presenter.isStaging)
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: shelf genre", "sheet: book chapter"])
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: shelf genre", "sheet: book chapter", "sheet: notes page"])
        #expect(!presenter.isStaging && presenter.pending.isEmpty)
        #expect(clock.settleAll() == 1, "the last presentation settles; nothing follows")
        #expect(presenter.shown == navigator.layers)
    }

    @Test func replacingTwoSheetsWithACoverDismissesThemThenPresentsIt() {
        let (navigator, presenter) = library([.shelf, .book, .notes])
        #expect(Self.describe(presenter.shown) == ["base: shelf", "sheet: book", "sheet: notes"])
        #expect(navigator.restore([.shelf, .passcode]) == nil)
        #expect(Self.describe(presenter.shown) == ["base: shelf"], "both sheets dismissed in one stage, nothing presented")
        #expect(presenter.pending == [.present(FlowLayer(root: .passcode, path: [], presentation: .cover))])
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: shelf", "cover: passcode"])
    }

    @Test func popToASheetDismissesOnlyTheOneAboveAndAPushWaitsForIt() {
        let (navigator, presenter) = library([.shelf, .book, .notes])
        #expect(navigator.back(to: .book) == nil)
        #expect(Self.describe(presenter.shown) == ["base: shelf", "sheet: book"])
        #expect(!presenter.isStaging, "the screen shows the walk while the notes slide away")
        #expect(navigator.transitions(.book).chapters() == nil)
        #expect(Self.describe(presenter.shown) == ["base: shelf", "sheet: book"], "the push waits for the dismissal")
        #expect(presenter.isStaging)
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: shelf", "sheet: book chapter"])
        #expect(!clock.isWaiting, "a push alone doesn't wait")
    }

    @Test func aSwipeDownDuringAPendingStageDropsTheLayersAboveIt() {
        let (navigator, presenter) = library()
        var events: [LibraryEvent?] = []
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        navigator.open(url: "library://book/notes/page")
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: shelf genre", "sheet: book chapter"], "notes still to come")
        presenter.userDismissedLayer(1)
        #expect(navigator.walk == [.shelf, .genre], "the user left the book: the walk follows")
        #expect(events == [nil, .dismissed, .dismissed, .dismissed, .dismissed], "one `dismissed` an entry, top first")
        #expect(Self.describe(presenter.shown) == ["base: shelf genre"])
        clock.settleAll()
        #expect(Self.describe(presenter.shown) == ["base: shelf genre"], "notes is never presented")
        #expect(presenter.pending.isEmpty && !presenter.isStaging)
    }

    @Test func aSwipeTheGuardsRefuseIsPresentedAgain() {
        var flags = AccountFlagValues()
        flags.hasDraft = true
        let navigator = FlowNavigator<Account>(flags: flags)
        let presenter = FlowPresenter(navigator, clock: clock)
        navigator.transitions(.profile).edit()
        clock.settleAll()
        #expect(!presenter.isSwipeEnabled(layer: 1), "the host disables the swipe")
        presenter.userDismissedLayer(1)   // late, or past the host
        #expect(navigator.performDismissGesture() == .dismissalDisabled, "the navigator refused the gesture")
        #expect(navigator.walk == [.profile, .editor])
        #expect(Self.describe(presenter.shown) == ["base: profile", "sheet: editor"], "the draft comes back")
    }

    @Test func restoringAWalkWithACoverOpenPresentsItAfterTheBaseLayer() {
        let navigator = FlowNavigator<Account>(flags: AccountFlagValues())
        navigator.transitions(.profile).edit()
        navigator.transitions(.editor).changeAddress()
        let presenter = FlowPresenter(navigator, clock: clock)
        #expect(Self.describe(presenter.shown) == ["base: profile"], "a new host: the base layer first")
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: profile", "sheet: editor address"])
        #expect(navigator.restore([.profile, .passcode]) == nil, "restored while the sheet settles")
        #expect(Self.describe(presenter.shown) == ["base: profile", "sheet: editor address"], "waits for the sheet")
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: profile"])
        clock.settle()
        #expect(Self.describe(presenter.shown) == ["base: profile", "cover: passcode"])
        #expect(!presenter.isSwipeEnabled(layer: 1), "a cover has no swipe")
    }

    @Test func aTapFromAScreenBeingReplacedIsRefused() {
        let (navigator, presenter) = library([.shelf, .book, .notes])
        let oldNotes = navigator.transitions(.notes)
        #expect(navigator.restore([.shelf, .genre, .book, .notes]) == nil)
        // The notes sheet on screen is the old one, on its way out; built again now, its screen
        // gets a value for the walk's top, which is a notes entry not shown yet.
        let rebuilt = navigator.transitions(.notes)
        #expect(rebuilt.close() == .notOnScreen)
        #expect(oldNotes.close() == .notOnScreen)
        #expect(navigator.walk == [.shelf, .genre, .book, .notes], "nothing applied to a dead layer")
        clock.settleAll()
        #expect(presenter.shown == navigator.layers)
        #expect(oldNotes.close() == .notOnScreen, "an old entry stays refused")
        #expect(navigator.transitions(.notes).close() == nil)
    }

    @Test func backInAStackIsTheEventDismissedAndALongerPathAPush() {
        let (navigator, presenter) = library([.shelf, .genre, .book, .chapter])
        var events: [LibraryEvent?] = []
        var dropped: [[LibraryStep]] = []
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        navigator.observe { if case .dropped(let steps) = $0 { dropped.append(steps) } }
        presenter.userSetPath([], ofLayer: 1)
        #expect(navigator.walk == [.shelf, .genre, .book])
        #expect(events == [.dismissed])
        presenter.userSetPath([.chapter], ofLayer: 1)
        #expect(navigator.walk == [.shelf, .genre, .book, .chapter], "the app's own push, kept as a legal walk")
        presenter.userSetPath([.chapter, .page], ofLayer: 1)
        #expect(navigator.walk == [.shelf, .genre, .book, .chapter], "not a legal walk: refused")
        #expect(dropped == [[.page]], "the navigator says what it dropped")
        #expect(Self.describe(presenter.shown) == ["base: shelf genre", "sheet: book chapter"], "and shown as the walk is")
    }
}
