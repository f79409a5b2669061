import FlowRuntime
import Foundation
import Testing

/// Drives the generated Checkout flow (Flows/Checkout.flow) through its navigator.
@MainActor
@Suite struct CheckoutTests {
    @Test func guestWithoutGiftWrapSignsInAndSkipsGiftWrap() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        #expect(navigator.walk.first == .cart)
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.current == .signIn)
        #expect(navigator.transitions(.signIn).next() == nil)
        #expect(navigator.current == .shipping)
        #expect(navigator.transitions(.shipping).next() == nil)
        #expect(navigator.current == .payment, "giftWrap is skipped when wantsGiftWrap is false")
        #expect(navigator.transitions(.payment).card(cardID: "visa-1") == nil)
        #expect(navigator.current == .cardDetails(cardID: "visa-1"))
        #expect(!navigator.isFinished)
        #expect(navigator.transitions(.cardDetails).next() == nil)
        #expect(navigator.current == .review)
        #expect(navigator.isFinished)
        #expect(navigator.walk == [.cart, .signIn, .shipping, .payment, .cardDetails(cardID: "visa-1"), .review])
    }

    @Test func aDeclinedCardRetriesTheSameCardOrGoesBackToPayment() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues(isSignedIn: true, hasSavedAddress: true))
        var moves: [FlowMove<Checkout>] = []
        navigator.observe { if case .moved(let move) = $0 { moves.append(move) } }
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.transitions(.payment).card(cardID: "visa-1") == nil)
        #expect(navigator.transitions(.cardDetails).declined() == nil)
        #expect(navigator.walk == [.cart, .payment, .cardDetails(cardID: "visa-1"), .paymentDeclined])
        // Retry: back to the card details, which keep their card; no second copy is pushed.
        #expect(navigator.transitions(.paymentDeclined).retry() == nil)
        #expect(navigator.walk == [.cart, .payment, .cardDetails(cardID: "visa-1")])
        #expect(moves.last == FlowMove(from: .paymentDeclined, event: .retry, to: .cardDetails(cardID: "visa-1")))
        // Declined again: pay another way pops to the payment step, which stays on screen.
        #expect(navigator.transitions(.cardDetails).declined() == nil)
        #expect(navigator.transitions(.paymentDeclined).payAnotherWay() == nil)
        #expect(navigator.walk == [.cart, .payment])
        #expect(moves.last == FlowMove(from: .paymentDeclined, event: .payAnotherWay, to: .payment))
        #expect(navigator.transitions(.payment).wallet() == nil)
        #expect(navigator.isFinished)
        // A screen kept from before can't move a finished flow.
        #expect(navigator.transitions(.paymentDeclined).retry() == .finished)
    }

    /// AddressPicker, pushed inline: its screens are entries of Checkout's stack, the app hears
    /// its outcome, and `-> back` takes all of them off, back to the shipping screen.
    @Test func theAddressPickerIsPushedAndItsOutcomeReturnsToShipping() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues(isSignedIn: true))
        var heard: [(CheckoutChildOutcome, [CheckoutStep])] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append((outcome, navigator.walk)) } }
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.transitions(.shipping).changeAddress() == nil)
        #expect(navigator.walk == [.cart, .shipping, .address(.list)])
        #expect(navigator.transitions(.address)(.list).add() == nil)
        #expect(navigator.path == [.shipping, .address(.list), .address(.newAddress)])
        #expect(navigator.layers.count == 1, "inline: one stack")
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 7) == nil)
        #expect(heard.map(\.0) == [.address(.chosen(addressID: 7))])
        #expect(heard.first?.1 == [.cart, .shipping, .address(.list), .address(.newAddress)], "heard before the walk moved")
        #expect(navigator.walk == [.cart, .shipping], "back on the shipping screen, with the new address")
        #expect(navigator.transitions(.shipping).changeAddress() == nil)
        #expect(navigator.transitions(.address)(.list).cancel() == nil)
        #expect(heard.last?.0 == .address(.cancelled))
        #expect(navigator.walk == [.cart, .shipping])
        #expect(navigator.transitions(.shipping).next() == nil)
        #expect(navigator.current == .payment)
    }

    @Test func flagsAreReadWhenTheFlowMoves() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues(isSignedIn: true, hasSavedAddress: true, wantsGiftWrap: true))
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.current == .giftWrap, "signed in skips signIn; a saved address skips shipping")
        navigator.back()
        navigator.flags = CheckoutFlagValues(isSignedIn: true, hasSavedAddress: false)
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.current == .shipping)
    }

    @Test func aScreenThatIsNotOnTopCannotMoveTheFlow() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        let cart = navigator.transitions(.cart)
        #expect(cart.next() == nil)
        #expect(cart.next() == .notOnScreen, "the cart screen is no longer on top")
        #expect(navigator.path == [.signIn])
    }

    @Test func pureTransitionLogic() {
        let signedIn = CheckoutFlagValues(isSignedIn: true, hasSavedAddress: true)
        #expect(Checkout.start(flags: signedIn) == .cart)
        #expect(Checkout.destination(after: .cart, on: .next, flags: signedIn) == .payment)
        #expect(Checkout.destination(after: .cart, on: .next, flags: CheckoutFlagValues()) == .signIn)
        #expect(Checkout.destination(after: .payment, on: .card, flags: signedIn) == .cardDetails)
        #expect(Checkout.destination(after: .payment, on: .next, flags: signedIn) == nil)
        #expect(Checkout.destination(after: .review, on: .next, flags: signedIn) == nil)
        // `back to payment` names where it goes; `back` goes wherever the walk has below.
        #expect(Checkout.destination(after: .paymentDeclined, on: .payAnotherWay, flags: signedIn) == .payment)
        #expect(Checkout.destination(after: .paymentDeclined, on: .retry, flags: signedIn) == nil)
    }

    @Test func graphFacts() {
        #expect(Checkout.finalSteps == [.review])
        #expect(Checkout.successors(of: .cart) == [.signIn, .shipping, .giftWrap, .payment])
        #expect(Checkout.successors(of: .payment) == [.cardDetails, .review])
        #expect(Checkout.successors(of: .review).isEmpty)
        #expect(Checkout.successors(of: .cardDetails) == [.paymentDeclined, .review], "in declared order")
        #expect(Checkout.successors(of: .paymentDeclined).isEmpty, "going back pushes nothing")
        #expect(Checkout.roots == [.cart])
        #expect(Checkout.successors(of: .shipping) == [.address, .giftWrap, .payment])
        #expect(Checkout.successors(of: .address).isEmpty, "both outcomes go back")
        #expect(CheckoutStepKind.allCases.count == 9)
        #expect(CheckoutEvent.allCases == [.next, .changeAddress, .chosen, .cancelled, .card, .wallet, .declined, .retry, .payAnotherWay, .dismissed], "`dismissed`, the gesture, last")
    }

    @Test func pathValidation() {
        #expect(Checkout.isLegalWalk([.cart, .signIn, .shipping, .payment]))
        #expect(Checkout.isLegalWalk([.cart, .payment, .cardDetails(cardID: "x"), .review]))
        #expect(!Checkout.isLegalWalk([]))
        #expect(Checkout.legalPrefixLength(of: [.signIn, .shipping]) == 0, "signIn is not a start step")
        #expect(Checkout.legalPrefixLength(of: [.cart, .review, .payment]) == 1)
        #expect(Checkout.legalPrefixLength(of: [.cart, .payment, .review, .cart]) == 3, "nothing follows a final step")
    }

    @Test func navigatorOperations() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        navigator.path = [.signIn, .shipping, .payment, .review]
        #expect(navigator.path == [.signIn, .shipping, .payment, .review])
        navigator.back()
        #expect(navigator.current == .payment)
        #expect(navigator.back(to: .signIn) == nil)
        #expect(navigator.path == [.signIn])
        #expect(navigator.back(to: .review) == .notInWalk)
        navigator.path = [.signIn, .review, .payment]
        #expect(navigator.path == [.signIn], "an illegal suffix is dropped")
        #expect(navigator.back(to: .cart) == nil)
        #expect(navigator.path.isEmpty)
        navigator.path = [.signIn, .shipping]
        navigator.backToRoot()
        #expect(navigator.path.isEmpty)
        navigator.back()
        #expect(navigator.current == .cart, "back at the root stays")
        #expect(navigator.replaceRoot(with: .payment) == .notARoot, "payment is not a start step")
        #expect(navigator.replaceRoot(with: .cart) == nil)
    }

    @Test func restoreKeepsTheLegalPrefix() throws {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        #expect(navigator.restore([.cart, .payment, .cardDetails(cardID: "x"), .cart, .review]) == .illegalWalk)
        #expect(navigator.walk == [.cart, .payment, .cardDetails(cardID: "x")])
        #expect(navigator.restore([.review]) == .notARoot)
        #expect(navigator.walk == [.cart, .payment, .cardDetails(cardID: "x")], "a walk whose first step can't begin one changes nothing")
    }

    @Test func codableRoundTripAndFormat() throws {
        let walk: [CheckoutStep] = [.cart, .payment, .cardDetails(cardID: "visa \"1\"")]
        let data = try JSONEncoder().encode(walk)
        #expect(try JSONDecoder().decode([CheckoutStep].self, from: data) == walk)
        let single = try JSONEncoder().encode(CheckoutStep.cardDetails(cardID: "x"))
        let object = try JSONSerialization.jsonObject(with: single) as? [String: Any]
        #expect(object?["step"] as? String == "cardDetails")
        #expect((object?["payload"] as? [String: Any])?["cardID"] as? String == "x")

        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        navigator.path = [.payment, .cardDetails(cardID: "y")]
        let saved = try JSONEncoder().encode(navigator.walk)
        let restored = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        restored.restore(try JSONDecoder().decode([CheckoutStep].self, from: saved))
        #expect(restored.walk == navigator.walk)
    }

    @Test func decodingRejectsUnknownStepsAndMissingPayloads() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutStep.self, from: Data(#"{"step":"nowhere"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutStep.self, from: Data(#"{"step":"cardDetails"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutStep.self, from: Data(#"{"step":"cardDetails","payload":{}}"#.utf8))
        }
    }
}

/// Steps with the same transitions share one type; each step still has its own name for it.
@MainActor
@Suite struct SharedTransitionTypeTests {
    @Test func stepsWithTheSameTransitionsShareATypeButNotAStep() {
        #expect(CheckoutTransitions.CartTransitions.self == CheckoutTransitions.SignInTransitions.self)
        #expect(CheckoutTransitions.PaymentTransitions.self != CheckoutTransitions.CartTransitions.self)
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        let signIn: CheckoutTransitions.SignInTransitions = navigator.transitions(.signIn)
        #expect(signIn.next() == .notOnScreen, "signIn's transitions can't move the flow while cart is on screen")
        #expect(navigator.current == .cart)
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(signIn.next() == .notOnScreen, "obtained while cart was on screen, so it is not signIn's entry's")
        #expect(navigator.transitions(.signIn).next() == nil)
        #expect(navigator.current == .shipping)
    }

    /// The generated logic answers as docs/Generated-Code.md ("The flow's logic") says.
    @Test func theGeneratedLogicAnswersDirectly() {
        let guest = CheckoutFlagValues(isSignedIn: false)
        let member = CheckoutFlagValues(isSignedIn: true, hasSavedAddress: true)
        #expect(Checkout.move(from: .cart, on: .next, flags: guest) == .push(.signIn))
        #expect(Checkout.move(from: .cart, on: .next, flags: member) == .push(.shipping))
        #expect(Checkout.resolvedMove(from: .cart, on: .next, flags: member) == .push(.payment))
        #expect(Checkout.move(from: .paymentDeclined, on: .payAnotherWay, flags: guest) == .backTo(.payment))
        #expect(Checkout.move(from: .paymentDeclined, on: .retry, flags: guest) == .back)
        #expect(Checkout.move(from: .review, on: .next, flags: guest) == nil)
        #expect(Checkout.isSkipped(.giftWrap, flags: guest) && !Checkout.isSkipped(.shipping, flags: guest))
        #expect(Checkout.successors(of: .payment) == [.cardDetails, .review])
        #expect(Checkout.roots == [.cart] && Checkout.finalSteps == [.review] && Checkout.startStep == .cart)
    }
}
