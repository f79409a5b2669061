import FlowRuntime
import Testing

/// What a navigator's observers hear (`observe(_:)`): every move, the flow's outcome, a child
/// flow's outcome and the steps a new path or a restored walk could not keep; any number of
/// observers, each until it is cancelled.
@MainActor
@Suite struct FlowNavigatorEventTests {
    @Test func everyObserverHearsAMoveInTheOrderTheyStarted() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var heard: [String] = []
        navigator.observe { if case .moved(let move) = $0 { heard.append("first \(move.to)") } }
        navigator.observe { if case .moved(let move) = $0 { heard.append("second \(move.to)") } }
        navigator.transitions(.cart).next()
        #expect(heard == ["first signIn", "second signIn"])
    }

    @Test func aCancelledObserverHearsNothingMore() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var kept: [FlowNavigatorEvent<Checkout>] = []
        var cancelled: [FlowNavigatorEvent<Checkout>] = []
        navigator.observe { kept.append($0) }
        let observation = navigator.observe { cancelled.append($0) }
        navigator.transitions(.cart).next()
        observation.cancel()
        navigator.transitions(.signIn).next()
        navigator.back()
        let first = FlowNavigatorEvent<Checkout>.moved(FlowMove(from: .cart, event: .next, to: .signIn))
        #expect(cancelled == [first])
        #expect(kept == [
            first,
            .moved(FlowMove(from: .signIn, event: .next, to: .shipping)),
            .moved(FlowMove(from: .shipping, event: nil, to: .signIn)),
        ], "the other observer still hears every move")
    }

    @Test func anObserverNeedNotKeepItsObservation() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var moves = 0
        _ = navigator.observe { if case .moved = $0 { moves += 1 } }
        navigator.transitions(.cart).next()
        navigator.back()
        #expect(moves == 2)
    }

    @Test func aPathOrAWalkWithAnIllegalTailSaysWhatItDropped() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var events: [FlowNavigatorEvent<Checkout>] = []
        navigator.observe { events.append($0) }
        navigator.path = [.signIn, .review, .payment]
        #expect(navigator.walk == [.cart, .signIn])
        #expect(events == [.moved(FlowMove(from: .cart, event: nil, to: .signIn)), .dropped([.review, .payment])],
                "the move to what was kept, then what was dropped")
        events.removeAll()
        #expect(navigator.restore([.cart, .payment, .cart]) == .illegalWalk)
        #expect(events == [.moved(FlowMove(from: .signIn, event: nil, to: .payment)), .dropped([.cart])])
        events.removeAll()
        navigator.path = [.payment]
        #expect(events.isEmpty, "a path kept whole, where the walk already is: nothing to hear")
    }

    @Test func theFlowsOutcomeIsHeardAndIsNoMove() {
        let navigator = FlowNavigator<AddressPicker>(flags: AddressPickerFlagValues())
        var events: [FlowNavigatorEvent<AddressPicker>] = []
        navigator.observe { events.append($0) }
        #expect(navigator.transitions(.list).add() == nil)
        #expect(navigator.transitions(.newAddress).saved(addressID: 4) == nil)
        #expect(events == [
            .moved(FlowMove(from: .list, event: .add, to: .newAddress)),
            .finished(.chosen(addressID: 4)),
        ])
    }

    @Test func aChildsOutcomeIsHeardBeforeTheParentMovesOn() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues(isSignedIn: true))
        var events: [FlowNavigatorEvent<Checkout>] = []
        navigator.observe { events.append($0) }
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.transitions(.shipping).changeAddress() == nil)
        #expect(navigator.transitions(.address)(.list).add() == nil)
        #expect(navigator.transitions(.address)(.newAddress).cancel() == nil)
        #expect(events == [
            .moved(FlowMove(from: .cart, event: .next, to: .shipping)),
            .moved(FlowMove(from: .shipping, event: .changeAddress, to: .address(.list))),
            .moved(FlowMove(from: .address(.list), event: nil, to: .address(.newAddress))),
            .childFinished(.address(.cancelled)),
            .moved(FlowMove(from: .address(.newAddress), event: .cancelled, to: .shipping)),
        ], "a move inside the child has no event of the parent's; its outcome's continuation has")
    }
}
