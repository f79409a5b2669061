import FlowRuntime
import Foundation
import Testing

/// What a navigator offers beyond the transitions, on the generated Checkout flow: going back,
/// popping to a kind of step, why a move was refused, the move observer, and restoring a saved
/// walk of which only part still decodes.
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

    @Test func backReturnsWhetherItMoved() {
        let navigator = atCardDetails()
        #expect(navigator.back())
        #expect(navigator.current == .payment)
        #expect(navigator.back(count: 2))
        #expect(navigator.current == .signIn)
        #expect(!navigator.back(count: 5), "past the root")
        #expect(navigator.lastRefusal == .atRoot)
        #expect(navigator.current == .signIn, "a refused move changes nothing")
        #expect(navigator.back())
        #expect(navigator.lastRefusal == nil)
        #expect(!navigator.back())
        #expect(navigator.lastRefusal == .atRoot)
        #expect(!navigator.back(count: 0))
    }

    @Test func popGoesToTheMostRecentStepOfAKind() {
        let navigator = atCardDetails()
        navigator.transitions(.cardDetails).next()
        #expect(navigator.pop(to: .cardDetails), "a payload step, by its kind alone")
        #expect(navigator.current == .cardDetails(cardID: "visa-1"))
        #expect(navigator.pop(to: .cart))
        #expect(navigator.walk == [.cart], "the root counts")
        #expect(!navigator.pop(to: .review))
        #expect(navigator.lastRefusal == .notInWalk)
    }

    @Test func refusedMovesSayWhy() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        let cart = navigator.transitions(.cart)
        #expect(cart.next())
        #expect(!cart.next())
        #expect(navigator.lastRefusal == .notOnScreen)
        #expect(!navigator.replaceRoot(with: .payment))
        #expect(navigator.lastRefusal == .notARoot)
        #expect(navigator.transitions(.signIn).next())
        #expect(navigator.lastRefusal == nil, "a move that happens clears the refusal")
    }

    @Test func theObserverHearsEveryMoveThatChangesTheScreen() {
        let navigator = FlowNavigator<Checkout>(flags: CheckoutFlagValues())
        var moves: [FlowMove<Checkout>] = []
        navigator.onMove = { moves.append($0) }
        navigator.transitions(.cart).next()
        navigator.transitions(.signIn).next()
        navigator.back()
        navigator.path = [.signIn, .shipping]
        #expect(!navigator.back(count: 9))
        navigator.popToRoot()
        navigator.popToRoot()
        #expect(moves == [
            FlowMove(from: .cart, event: .next, to: .signIn),
            FlowMove(from: .signIn, event: .next, to: .shipping),
            FlowMove(from: .shipping, event: nil, to: .signIn),
            FlowMove(from: .signIn, event: nil, to: .shipping),
            FlowMove(from: .shipping, event: nil, to: .cart),
        ], "refused moves and moves to where the flow already is are not reported")
    }

    @Test func settingAPathSaysWhetherItKeptAllOfIt() {
        let navigator = atCardDetails()
        navigator.path = [.signIn, .shipping, .review, .payment]
        #expect(navigator.path == [.signIn, .shipping], "review can't follow shipping")
        #expect(navigator.lastRefusal == .illegalWalk)
        navigator.path = [.signIn]
        #expect(navigator.lastRefusal == nil)
        navigator.path = [.review]
        #expect(navigator.path.isEmpty && navigator.lastRefusal == .illegalWalk)
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
        #expect(navigator.restore(saved) == 3)
        #expect(navigator.current == .shipping)

        let changedPayload = Data(#"[{"step":"cart"},{"step":"payment"},{"step":"cardDetails","payload":{"cardNumber":1}}]"#.utf8)
        let partial = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: changedPayload)
        #expect(partial.steps == [.cart, .payment] && !partial.isComplete)

        let whole = try JSONDecoder().decode(FlowSavedWalk<CheckoutStep>.self, from: JSONEncoder().encode(atCardDetails().walk))
        #expect(whole.isComplete && whole.steps.count == 5)
    }
}
