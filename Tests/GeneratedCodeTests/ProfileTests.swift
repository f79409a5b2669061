import FlowRuntime
import FlowTestSupport
import Foundation
import Testing

/// Drives the generated Profile flow (Tests/FlowSwiftEmitterTests/Flows/Profile.flow), which
/// presents AddressPicker as a sheet: the child's root opens the layer, its pushes stay in it,
/// and its outcomes close it (`back then saved`, `dismiss`).
@MainActor
@Suite struct ProfileTests {
    let clock = ManualStageClock()

    func profile(hasDraft: Bool = false) -> FlowNavigator<Profile> {
        FlowNavigator<Profile>(flags: ProfileFlagValues(hasDraft: hasDraft))
    }

    /// Each layer as `presentation: root path…`, a child's entry as `address.list`.
    func layers(_ navigator: FlowNavigator<Profile>) -> [String] {
        navigator.layers.map { $0.described(Self.name) }
    }

    static func name(_ step: ProfileStep) -> String {
        if case .address(let child) = step { return "address.\(child)" }
        return "\(step)"
    }

    @Test func theChildsRootOpensASheetAndItsPushesStayInIt() {
        let navigator = profile()
        #expect(navigator.transitions(.overview).changeAddress() == nil)
        #expect(layers(navigator) == ["base: overview", "sheet: address.list"])
        #expect(navigator.transitions(.address)(.list).add() == nil)
        #expect(layers(navigator) == ["base: overview", "sheet: address.list address.newAddress"])
        #expect(Profile._presentation(of: .address(.list), after: .overview) == .sheet)
        #expect(Profile._presentation(of: .address(.newAddress), after: .address(.list)) == nil)
    }

    @Test func backThenClosesTheSheetWithTheChildsEntriesAndGoesOn() {
        let navigator = profile()
        navigator.transitions(.overview).changeAddress()
        navigator.transitions(.address)(.list).add()
        var heard: [(ProfileChildOutcome, Int)] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append((outcome, navigator.layers.count)) } }
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 3) == nil)
        #expect(heard.map(\.0) == [.address(.chosen(addressID: 3))])
        #expect(heard.first?.1 == 2, "heard while the sheet was still open")
        #expect(navigator.walk == [.overview, .saved(addressID: 3)])
        #expect(layers(navigator) == ["base: overview saved(addressID: 3)"])
    }

    @Test func dismissFromTheUseStepRemovesItsLayer() {
        let navigator = profile()
        navigator.transitions(.overview).changeAddress()
        navigator.transitions(.address)(.list).add()
        #expect(navigator.transitions(.address)(.newAddress).cancel() == nil)
        #expect(navigator.walk == [.overview])
    }

    @Test func swipingTheSheetDownRunsTheChildsThenTheUseStepsDismissed() {
        let navigator = profile(hasDraft: true)
        navigator.transitions(.overview).changeAddress()
        navigator.transitions(.address)(.list).add()
        let presenter = FlowPresenter(navigator, clock: clock)
        clock.settleAll()
        #expect(!presenter.isSwipeEnabled(layer: 1), "the form keeps its draft")
        navigator.flags = ProfileFlagValues(hasDraft: false)
        #expect(presenter.isSwipeEnabled(layer: 1))
        presenter.userDismissedLayer(1)
        #expect(navigator.walk == [.overview])
        clock.settleAll()
        #expect(presenter.shown == navigator.layers)
    }

    @Test func aSavedWalkWithTheChildPresentedRestoresItsSheet() throws {
        let navigator = profile()
        navigator.transitions(.overview).changeAddress()
        navigator.transitions(.address)(.list).add()
        let data = try JSONEncoder().encode(navigator.walk)
        let restored = profile()
        let presenter = FlowPresenter(restored, clock: clock)
        #expect(restored.restore(try JSONDecoder().decode(FlowSavedWalk<ProfileStep>.self, from: data)) == nil)
        #expect(layers(restored) == ["base: overview", "sheet: address.list address.newAddress"])
        clock.settleAll()
        #expect(presenter.shown == restored.layers)
        #expect(restored.transitions(.address)(.newAddress).cancel() == nil)
        #expect(restored.walk == [.overview])
    }

    @Test func aTapFromTheSheetWhileItIsBeingPresentedIsRefused() {
        let navigator = profile()
        navigator.restore([.overview, .saved(addressID: 1)])
        let presenter = FlowPresenter(navigator, clock: clock)
        clock.settleAll()
        #expect(navigator.restore([.overview, .address(.list), .address(.newAddress)]) == nil)
        #expect(presenter.isStaging, "the base layer's path first; the sheet waits for its stage")
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 1) == .notOnScreen)
        clock.settleAll()
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 1) == nil)
    }
}
