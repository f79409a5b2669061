import FlowRuntime
import Testing

/// Drives issue 30's example as written (Tests/FlowSwiftEmitterTests/Flows/Basket.flow): the
/// child SignIn presented as a sheet when the shopper isn't signed in, whose outcome closes the
/// sheet and pushes shipping on the cart's stack (`back then shipping`), and AddressPicker in a
/// sheet from shipping.
@MainActor
@Suite struct BasketTests {
    /// Each layer as `presentation: root path…`, a child's entry as `signIn.form`.
    func layers(_ navigator: FlowNavigator<Basket>) -> [String] {
        navigator.layers.map { $0.described(Self.name) }
    }

    static func name(_ step: BasketStep) -> String {
        switch step {
        case .signIn(let child): "signIn.\(child)"
        case .address(let child): "address.\(child)"
        default: "\(step)"
        }
    }

    @Test func signingInClosesTheSheetAndPushesShippingBelowIt() {
        let navigator = FlowNavigator<Basket>(flags: BasketFlagValues(isSignedIn: false, hasDraft: false))
        var heard: [BasketChildOutcome] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append(outcome) } }
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(layers(navigator) == ["base: cart", "sheet: signIn.form"])
        #expect(navigator.transitions(.signIn)(.form).submit() == nil)
        #expect(heard == [.signIn(.signedIn)])
        #expect(layers(navigator) == ["base: cart shipping"])
        #expect(navigator.back() == nil)
        #expect(layers(navigator) == ["base: cart"], "Back from shipping returns to the cart, not into the closed sheet")
    }

    @Test func aSignedInShopperGoesStraightOnAndCancellingClosesTheSheet() {
        let signedIn = FlowNavigator<Basket>(flags: BasketFlagValues(isSignedIn: true, hasDraft: false))
        #expect(signedIn.transitions(.cart).next() == nil)
        #expect(layers(signedIn) == ["base: cart shipping"])
        let guest = FlowNavigator<Basket>(flags: BasketFlagValues(isSignedIn: false, hasDraft: false))
        guest.transitions(.cart).next()
        #expect(guest.transitions(.signIn)(.form).cancel() == nil)
        #expect(layers(guest) == ["base: cart"])
    }

    @Test func theAddressPickerIsASheetThatItsOutcomeCloses() {
        let navigator = FlowNavigator<Basket>(flags: BasketFlagValues(isSignedIn: true, hasDraft: true))
        var heard: [BasketChildOutcome] = []
        navigator.observe { if case .childFinished(let outcome) = $0 { heard.append(outcome) } }
        navigator.transitions(.cart).next()
        #expect(navigator.transitions(.shipping).changeAddress() == nil)
        #expect(navigator.transitions(.address)(.list).add() == nil)
        #expect(layers(navigator) == ["base: cart shipping", "sheet: address.list address.newAddress"])
        #expect(!navigator.isDismissalEnabled, "a draft keeps the form: `on dismissed -> back when !hasDraft`")
        #expect(navigator.transitions(.address)(.newAddress).saved(addressID: 9) == nil)
        #expect(heard == [.address(.chosen(addressID: 9))])
        #expect(layers(navigator) == ["base: cart shipping"])
    }
}
