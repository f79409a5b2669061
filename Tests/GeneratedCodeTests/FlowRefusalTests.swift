@_spi(FlowGeneratedCode) import FlowRuntime
import Testing

/// Every move returns why it was refused, or `nil` when it happened, and a refused move leaves
/// the walk as it was.
@MainActor
@Suite struct FlowRefusalTests {
    func checkout() -> FlowNavigator<Checkout> {
        FlowNavigator<Checkout>(flags: CheckoutFlagValues())
    }

    @Test func aTransitionsValueOfAnEntryNoLongerOnTopIsNotOnScreen() {
        let navigator = checkout()
        let cart = navigator.transitions(.cart)
        #expect(cart.next() == nil)
        #expect(cart.next() == .notOnScreen)
        #expect(navigator.transitions(.payment).wallet() == .notOnScreen, "obtained while signIn is on top")
        #expect(navigator.walk == [.cart, .signIn])
    }

    /// No bundled flow leaves an event uncovered by its guards, so this sends the event `wallet`,
    /// which `cart` has no transition for, the way the generated transitions send theirs.
    @Test func anEventWithoutATransitionIsNoTransition() {
        let navigator = checkout()
        #expect(navigator._advance(from: navigator._place(of: .cart), on: .wallet) == .noTransition)
        #expect(navigator.walk == [.cart])
    }

    @Test func aFinishedFlowRefusesEveryTransition() {
        let navigator = checkout()
        navigator.path = [.payment]
        let payment = navigator.transitions(.payment)
        #expect(payment.wallet() == nil)
        #expect(navigator.isFinished)
        #expect(payment.card(cardID: "x") == .finished, "finished comes before not on screen")
        let picker = FlowNavigator<AddressPicker>(flags: AddressPickerFlagValues())
        let list = picker.transitions(.list)
        #expect(list.cancel() == nil)
        #expect(list.add() == .finished, "the flow ended on an outcome")
        #expect(picker.walk == [.list])
    }

    @Test func theAppsOwnMovesSayWhy() throws {
        let navigator = checkout()
        #expect(navigator.back() == .atRoot)
        #expect(navigator.back(count: 0) == .atRoot)
        #expect(navigator.back(to: .payment) == .notInWalk)
        #expect(navigator.backToRoot() == nil, "already at the root: nothing to refuse")
        #expect(navigator.replaceRoot(with: .payment) == .notARoot)
        #expect(navigator.restore([.payment, .review]) == .notARoot)
        #expect(navigator.walk == [.cart], "each refused move left the walk alone")
        #expect(navigator.performDismissGesture() == .atRoot, "no entry below the root to go back to")
        #expect(navigator.restore([.cart, .payment, .review]) == nil)
        #expect(navigator.back(to: .payment) == nil)
        #expect(navigator.back(count: 1) == nil)
        #expect(navigator.performDismissGesture() == .atRoot)
        #expect(navigator.replaceRoot(with: .cart) == nil)
        let catalogue = FlowNavigator<Catalogue>(flags: CatalogueFlagValues())
        #expect(catalogue.open(url: "myshop://nowhere") == .unknownLink)
        #expect(catalogue.open(CatalogueLink.licenses) == nil)
        #expect(catalogue.walk == [.settings, .about, .licenses])
    }

    @Test func aNavigatorStartsOnlyAtARoot() throws {
        #expect(FlowNavigator<Checkout>(root: .payment, flags: CheckoutFlagValues()) == nil)
        #expect(FlowNavigator<Catalogue>(root: .about, flags: CatalogueFlagValues()) == nil)
        let settings = try #require(FlowNavigator<Catalogue>(root: .settings, flags: CatalogueFlagValues()))
        #expect(settings.walk == [.settings])
    }
}
