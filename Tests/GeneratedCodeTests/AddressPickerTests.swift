import FlowRuntime
import Foundation
import Testing

/// Drives the generated AddressPicker flow (Tests/FlowSwiftEmitterTests/Flows/AddressPicker.flow),
/// a flow with outcomes run on its own: it finishes on an outcome, which carries its payload,
/// and which observers hear (`.finished`); outcomes have no case in the route enum.
@MainActor
@Suite struct AddressPickerTests {
    @Test func aTransitionIntoAnOutcomeEndsTheFlowWithItsPayload() {
        let navigator = FlowNavigator<AddressPicker>(flags: AddressPickerFlagValues())
        var heard: [AddressPickerOutcome] = []
        var moves = 0
        navigator.observe { if case .finished(let outcome) = $0 { heard.append(outcome) } }
        navigator.observe { if case .moved = $0 { moves += 1 } }
        #expect(!navigator.isFinished)
        #expect(navigator.transitions(.list).pick(addressID: 7) == nil)
        #expect(navigator.outcome == .chosen(addressID: 7))
        #expect(navigator.isFinished)
        #expect(heard == [.chosen(addressID: 7)])
        #expect(navigator.walk == [.list], "an outcome has no screen: the walk stays")
        #expect(moves == 0, "the step on screen didn't change")
        #expect(navigator.transitions(.list).cancel() == .finished)
    }

    @Test func anOutcomeWithoutPayloadAndOneReachedFromAPushedStep() {
        let navigator = FlowNavigator<AddressPicker>(flags: AddressPickerFlagValues())
        #expect(navigator.transitions(.list).add() == nil)
        #expect(navigator.walk == [.list, .newAddress])
        #expect(navigator.transitions(.newAddress).saved(addressID: 3) == nil)
        #expect(navigator.outcome == .chosen(addressID: 3))
        #expect(navigator.outcome?.kind == .chosen)
        #expect(navigator.back() == nil, "a move of the walk starts the flow running again")
        #expect(navigator.outcome == nil)
        #expect(navigator.transitions(.list).cancel() == nil)
        #expect(navigator.outcome == .cancelled)
    }

    @Test func theLogicEndsOnOutcomesAndOutcomesFollowNoStep() {
        let flags = AddressPickerFlagValues()
        #expect(AddressPicker.move(from: .list, on: .pick, flags: flags) == .finish(.chosen))
        #expect(AddressPicker.destination(after: .list, on: .cancel, flags: flags) == .cancelled)
        #expect(AddressPicker.successors(of: .list) == [.newAddress])
        #expect(AddressPicker._outcome(_payloadFree: .cancelled) == .cancelled)
        #expect(AddressPicker._outcome(_payloadFree: .chosen) == nil, "its payload must be supplied")
    }

    @Test func anOutcomeIsNoStepOfASavedWalk() throws {
        let walk = try JSONEncoder().encode([AddressPickerStep.list, .newAddress])
        #expect(String(decoding: walk, as: UTF8.self) == #"["list","newAddress"]"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([AddressPickerStep].self, from: Data(#"["list","cancelled"]"#.utf8)) }
    }
}
