import FlowRuntime
import Foundation
import Testing

/// Drives the generated Shipping flow (Tests/FlowSwiftEmitterTests/Flows/Shipping.flow), which
/// uses AddressPicker inline: the child's steps are entries of Shipping's walk
/// (`.address(.list)`), its screens move Shipping's navigator through AddressPicker's own
/// transitions, and its outcomes reach the app before Shipping goes on.
@MainActor
@Suite struct ShippingTests {
    func shipping(hasDraft: Bool = false) -> FlowNavigator<Shipping> {
        FlowNavigator<Shipping>(flags: ShippingFlagValues(hasDraft: hasDraft))
    }

    @Test func theChildsScreensArePushedOnTheParentsStack() {
        let navigator = shipping()
        #expect(navigator.transitions(.cart).choose() == nil)
        #expect(navigator.walk == [.cart, .address(.list)])
        let go: AddressPickerTransitions = navigator.transitions(.address)
        #expect(go(.list).add() == nil)
        #expect(navigator.walk == [.cart, .address(.list), .address(.newAddress)])
        #expect(navigator.layers.count == 1, "inline: one stack")
        #expect(navigator.path == [.address(.list), .address(.newAddress)])
    }

    @Test func theOutcomeReachesTheAppWithItsPayloadBeforeTheContinuation() {
        let navigator = shipping()
        navigator.transitions(.cart).choose()
        navigator.transitions(.address)(.list).add()
        var heard: [(ShippingChildOutcome, [ShippingStep])] = []
        var events: [ShippingEvent?] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append((outcome, navigator.walk)) } }
        navigator.observe { if case .moved(let move) = $0 { events.append(move.event) } }
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 7) == nil)
        #expect(heard.map(\.0) == [.address(.chosen(addressID: 7))])
        #expect(heard.first?.1 == [.cart, .address(.list), .address(.newAddress)], "heard before the walk moved")
        #expect(navigator.walk == [.cart, .address(.list), .address(.newAddress), .confirm(addressID: 7)], "the payload went on to `confirm`")
        #expect(events == [.chosen])
        #expect(navigator.outcome == nil, "the child's outcome doesn't end the parent")
        #expect(navigator.back() == nil, "Back from the continuation returns into the child")
        #expect(navigator.current == .address(.newAddress))
    }

    @Test func backFromTheUseStepRemovesAllOfTheChildsEntries() {
        let navigator = shipping()
        navigator.transitions(.cart).choose()
        navigator.transitions(.address)(.list).add()
        var heard: [ShippingChildOutcome] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append(outcome) } }
        #expect(navigator.transitions(.address)(.newAddress).cancel() == nil)
        #expect(heard == [.address(.cancelled)])
        #expect(navigator.walk == [.cart])
    }

    @Test func backAndSwipeOnAChildScreenFollowTheChildsDismissedGuards() {
        let navigator = shipping(hasDraft: true)
        navigator.transitions(.cart).choose()
        navigator.transitions(.address)(.list).add()
        #expect(!navigator.isDismissalEnabled, "newAddress keeps its draft: `on dismissed -> back when !hasDraft`")
        #expect(navigator.performDismissGesture() == .dismissalDisabled)
        navigator.flags = ShippingFlagValues(hasDraft: false)
        #expect(navigator.isDismissalEnabled)
        #expect(navigator.performDismissGesture() == nil)
        #expect(navigator.walk == [.cart, .address(.list)])
        #expect(navigator.performDismissGesture() == nil, "on the child's first screen, the use-step's own `dismissed`")
        #expect(navigator.walk == [.cart])
    }

    @Test func aStaleChildTapIsRefused() {
        let navigator = shipping()
        navigator.transitions(.cart).choose()
        let list = navigator.transitions(.address)(.list)
        #expect(list.add() == nil)
        #expect(list.pick(addressID: 1) == .notOnScreen, "list is no longer on top")
        #expect(navigator.transitions(.address)(.list).pick(addressID: 1) == .notOnScreen, "newAddress is on screen, not list")
        let firstForm = navigator.transitions(.address)(.newAddress)
        #expect(navigator.performDismissGesture() == nil)
        #expect(navigator.transitions(.address)(.list).add() == nil)
        #expect(firstForm.saved(addressID: 2) == .notOnScreen, "a form of the same kind, but another entry")
        let form = navigator.transitions(.address)(.newAddress)
        #expect(form.saved(addressID: 2) == nil)
        #expect(form.saved(addressID: 2) == .notOnScreen, "the child ended: the form's value belongs to a covered entry")
        #expect(navigator.walk.count == 4)
    }

    @Test func aSavedWalkWithChildEntriesRoundTrips() throws {
        let navigator = shipping()
        navigator.transitions(.cart).choose()
        navigator.transitions(.address)(.list).add()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(navigator.walk)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json == #"["cart",{"payload":{"child":"list"},"step":"address"},{"payload":{"child":"newAddress"},"step":"address"}]"#)
        let saved = try JSONDecoder().decode(FlowSavedWalk<ShippingStep>.self, from: data)
        let restored = shipping()
        #expect(restored.restore(saved) == nil)
        #expect(restored.walk == navigator.walk)
        #expect(restored.transitions(.address)(.newAddress).saved(addressID: 5) == nil)
        #expect(restored.current == .confirm(addressID: 5))
    }

    @Test func onlyLegalWalksThroughTheChildAreKept() {
        #expect(Shipping.isLegalWalk([.cart, .address(.list), .address(.newAddress), .confirm(addressID: 1), .placed]))
        #expect(Shipping.legalPrefixLength(of: [.cart, .address(.newAddress)]) == 1, "the child starts at list")
        #expect(Shipping.legalPrefixLength(of: [.cart, .address(.list), .address(.list)]) == 2, "list can't follow list in the child")
        #expect(Shipping.legalPrefixLength(of: [.cart, .confirm(addressID: 1)]) == 1)
        let navigator = shipping()
        var dropped: [[ShippingStep]] = []
        navigator.observe { if case .dropped(let steps) = $0 { dropped.append(steps) } }
        navigator.path = [.address(.newAddress)]
        #expect(navigator.walk == [.cart])
        #expect(dropped == [[.address(.newAddress)]])
    }
}
