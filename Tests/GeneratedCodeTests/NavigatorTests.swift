import FlowRuntime
import Foundation
import Testing

/// What a navigator offers beyond the transitions, on the generated Checkout flow: going back,
/// going back to a kind of step, why a move was refused, the move observer, and restoring a
/// saved walk of which only part still decodes.
@MainActor
@Suite struct NavigatorTests {
    /// cart → signIn → shipping → payment → cardDetails(visa-1).
    func atCardDetails() -> FlowNavigator<Checkout> {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        navigator.transitions(.cart).next()
        navigator.transitions(.signIn).next()
        navigator.transitions(.shipping).next()
        navigator.transitions(.payment).card(cardID: "visa-1")
        return navigator
    }

    @Test func backReturnsWhyItDidNotMove() {
        let navigator = atCardDetails()
        #expect(navigator.back() == nil)
        #expect(navigator.current == .payment)
        #expect(navigator.back(count: 2) == nil)
        #expect(navigator.current == .signIn)
        #expect(navigator.back(count: 5) == .atRoot, "past the root")
        #expect(navigator.current == .signIn, "a refused move changes nothing")
        #expect(navigator.back() == nil)
        #expect(navigator.back() == .atRoot)
        #expect(navigator.back(count: 0) == .atRoot)
    }

    @Test func backToGoesToTheMostRecentStepOfAKind() {
        let navigator = atCardDetails()
        navigator.transitions(.cardDetails).next()
        #expect(navigator.back(to: .cardDetails) == nil, "a payload step, by its kind alone")
        #expect(navigator.current == .cardDetails(cardID: "visa-1"))
        #expect(navigator.back(to: .cart) == nil)
        #expect(navigator.walk == [.cart], "the root counts")
        #expect(navigator.back(to: .review) == .notInWalk)
    }

    @Test func refusedMovesSayWhy() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        let cart = navigator.transitions(.cart)
        #expect(cart.next() == nil)
        #expect(cart.next() == .notOnScreen)
        #expect(navigator.replaceRoot(with: .payment) == .notARoot)
        #expect(navigator.transitions(.signIn).next() == nil, "a move that happens returns no refusal")
    }

    @Test func theObserverHearsEveryMoveThatChangesTheScreen() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var moves: [FlowMove<Checkout>] = []
        navigator.observe { if case .moved(let move) = $0 { moves.append(move) } }
        navigator.transitions(.cart).next()
        navigator.transitions(.signIn).next()
        navigator.back()
        navigator.path = [.signIn, .shipping]
        #expect(navigator.back(count: 9) == .atRoot)
        navigator.backToRoot()
        navigator.backToRoot()
        #expect(moves == [
            FlowMove(from: .cart, event: .next, to: .signIn),
            FlowMove(from: .signIn, event: .next, to: .shipping),
            FlowMove(from: .shipping, event: nil, to: .signIn),
            FlowMove(from: .signIn, event: nil, to: .shipping),
            FlowMove(from: .shipping, event: nil, to: .cart),
        ], "refused moves and moves to where the flow already is are not reported")
    }

    @Test func settingAPathSaysWhatItDropped() {
        let navigator = atCardDetails()
        var dropped: [[CheckoutStep]] = []
        navigator.observe { if case .dropped(let steps) = $0 { dropped.append(steps) } }
        navigator.path = [.signIn, .shipping, .review, .payment]
        #expect(navigator.path == [.signIn, .shipping], "review can't follow shipping")
        #expect(dropped == [[.review, .payment]])
        navigator.path = [.signIn]
        #expect(dropped.count == 1, "a path kept whole drops nothing")
        navigator.path = [.review]
        #expect(navigator.path.isEmpty && dropped.last == [.review])
    }

    @Test func aSavedWalkKeepsWhatStillDecodes() throws {
        let data = Data(#"""
            [{"step":"cart"},{"step":"signIn"},{"step":"shipping"},{"step":"removedLastYear"},{"step":"payment"}]
            """#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([CheckoutStep].self, from: data) }
        let saved = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: data)
        #expect(saved.steps == [.cart, .signIn, .shipping])
        #expect(!saved.isComplete)
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        #expect(navigator.restore(saved) == .illegalWalk, "a step did not decode")
        #expect(navigator.walk == [.cart, .signIn, .shipping])

        let changedPayload = Data(#"[{"step":"cart"},{"step":"payment"},{"step":"cardDetails","payload":{"cardNumber":1}}]"#.utf8)
        let partial = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: changedPayload)
        #expect(partial.steps == [.cart, .payment] && !partial.isComplete)

        let whole = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: JSONEncoder().encode(atCardDetails().walk))
        #expect(whole.isComplete && whole.steps.count == 5)
    }
}
