@_spi(Testing) import FlowRuntime
import FlowTestSupport
import Testing

/// `FlowAppHostModel` and `FlowAppPresenter` on `House`: a swap closes the old root's layers
/// in one stage and shows the new root in another; the app-level steps hang on the root's top
/// layer on screen, once it is there.
@MainActor
@Suite struct FlowAppHostModelTests {
    let clock = ManualStageClock()

    /// The app signed in, main's items tab showing view and edit as sheets, hosted: the root's
    /// presenter made as `FlowTabHost` makes it, everything settled.
    func hostedWithTwoSheets() throws -> (FlowAppHostModel<House>, FlowNavigator<Rooms>, FlowPresenter<Rooms>) {
        let app = FlowAppNavigator<House>.signedIn()
        let rooms = try #require(app.rooms)
        let roomsPresenter = FlowPresenter(rooms, clock: clock)
        let model = FlowAppHostModel(FlowAppPresenter(app, clock: clock))
        rooms.on(.open)
        rooms.on(.edit)
        clock.settleAll()
        #expect(roomsPresenter.shown.count == 3)
        return (model, rooms, roomsPresenter)
    }

    @Test func aSwapClosesTheOldRootsLayersThenShowsTheNewRoot() throws {
        let (model, rooms, roomsPresenter) = try hostedWithTwoSheets()
        #expect(model.overTopAnchor == 2)
        #expect(model.navigator.send(.lock) == nil)
        #expect(model.root == .main && roomsPresenter.shown.count == 1, "first the old root's layers close")
        #expect(model.presenter.pending == [.showRoot(.unlock)])
        clock.settle()
        #expect(model.root == .unlock && model.overTopAnchor == 0)
        guard case .unlock(let latch) = model.shown else { Issue.record("unlock is shown"); return }
        _ = FlowPresenter(latch, clock: clock)
        latch.on(.unlock)
        clock.settleAll()
        #expect(model.root == .main && !model.presenter.isStaging)
        #expect(roomsPresenter.shown.count == 3 && rooms.layers.count == 3, "both sheets are back, staged by the root's presenter")
        #expect(model.overTopAnchor == 2)
    }

    @Test func aLoginRequestHangsOnTheTopLayerOfEitherTab() throws {
        let (model, rooms, roomsPresenter) = try hostedWithTwoSheets()
        model.navigator.send(.loginRequest(id: "7"))
        let request = try #require(model.navigator.overTop.last)
        #expect(model.overTopLayer(at: 0) == request && model.isOverTopAnchor(2))
        model.navigator.answer(.deny)
        clock.settleAll()
        #expect(model.overTopLayer(at: 0) == nil)

        rooms.select(.settings)
        clock.settleAll()
        model.navigator.send(.loginRequest(id: "8"))
        clock.settleAll()
        #expect(model.overTopLayer(at: 0)?.step == .approveLogin(id: "8") && model.isOverTopAnchor(0))
        model.navigator.answer(.details)
        #expect(model.presenter.pending.isEmpty && model.presenter.isSettling, "one step a stage")
        clock.settleAll()
        #expect(model.overTopLayer(at: 1)?.step == .loginDetails)
        withExtendedLifetime(roomsPresenter) {}
    }

    @Test func aStepOverTheTopWaitsForTheRootsLayers() throws {
        let (model, _, roomsPresenter) = try hostedWithTwoSheets()
        model.navigator.send(.lock)
        clock.settleAll()
        guard case .unlock(let latch) = model.shown else { Issue.record("unlock is shown"); return }
        latch.on(.unlock)
        #expect(model.root == .main && roomsPresenter.shown.count == 1)
        model.navigator.send(.loginRequest(id: "7"))
        #expect(model.overTopLayer(at: 0) == nil, "main's sheets are still coming back")
        clock.settleAll()
        #expect(roomsPresenter.shown.count == 3 && model.overTopLayer(at: 0) != nil && model.isOverTopAnchor(2))
    }

    @Test func aSwapClosesTheStepsOverTheTopWithTheRootsLayersInOneStage() throws {
        let (model, _, roomsPresenter) = try hostedWithTwoSheets()
        model.navigator.send(.loginRequest(id: "7"))
        clock.settleAll()
        model.navigator.send(.logout)
        #expect(model.overTopLayer(at: 0) == nil && roomsPresenter.shown.count == 1 && model.root == .main)
        #expect(model.presenter.pending == [.showRoot(.signIn)])
        clock.settleAll()
        #expect(model.root == .signIn)
    }

    @Test func anAnswerWhileTheStepsOverTheTopAreComingIsRefused() throws {
        let (model, _, _) = try hostedWithTwoSheets()
        model.navigator.send(.loginRequest(id: "7"))
        model.navigator.answer(.details)
        #expect(model.presenter.isStaging && model.overTopLayer(at: 1) == nil)
        #expect(model.navigator.answer(.close) == .notOnScreen, "the details aren't on screen yet")
        clock.settleAll()
        #expect(model.navigator.answer(.close) == nil && model.navigator.overTop.count == 1)
    }

    @Test func theUsersSwipeClosesAStepOverTheTopWithoutAStage() throws {
        let (model, _, _) = try hostedWithTwoSheets()
        model.navigator.send(.loginRequest(id: "7"))
        clock.settleAll()
        model.navigator.answer(.details)
        clock.settleAll()
        #expect(model.isSwipeEnabled(overTop: 0))
        #expect(model.dismissedOverTop(at: 0) == nil)
        #expect(model.navigator.overTop.isEmpty && model.overTopLayer(at: 0) == nil && !model.presenter.isStaging)
        #expect(model.dismissedOverTop(at: 0) == .notOnScreen)
    }

    @Test func thePlanOfASwapAndOfStepsOverTheTop() {
        typealias Stage = FlowAppStage<House>
        let request = FlowAppLayer<House>(step: .approveLogin(id: "7"), presentation: .sheet, id: 1)
        let details = FlowAppLayer<House>(step: .loginDetails, presentation: .sheet, id: 2)
        let bare = Stage.Shown(root: .signIn, isWantedNavigator: false, showsPresentedLayers: false, overTop: [])
        #expect(Stage.plan(from: bare, to: .signIn, overTop: []) == [.showRoot(.signIn)], "a root not kept starts afresh")
        let main = Stage.Shown(root: .main, isWantedNavigator: true, showsPresentedLayers: true, overTop: [request, details])
        #expect(Stage.plan(from: main, to: .unlock, overTop: []) == [.closeRoot, .showRoot(.unlock)])
        #expect(Stage.plan(from: main, to: .main, overTop: [request]) == [.closeOverTop(keeping: 1)])
        #expect(Stage.plan(from: main, to: .main, overTop: [details]) == [.closeOverTop(keeping: 0), .presentOverTop(details)])
    }
}
