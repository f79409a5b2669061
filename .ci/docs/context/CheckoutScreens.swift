// docs-check context: the screens README.md's Checkout coordinator shows, but for
// `PaymentView`, which the README shows itself. They are the app's own views, which the README
// leaves out; each takes its step's transitions, as the coordinator hands them, and calls them
// from a `Button`.
import SwiftUI

struct CartView: View {
    let transitions: CheckoutTransitions.CartTransitions
    var body: some View { Button("Check out") { transitions.next() } }
}

struct SignInView: View {
    let transitions: CheckoutTransitions.SignInTransitions
    let shopper: Shopper
    var body: some View {
        Button("Sign in") {
            shopper.isSignedIn = true
            transitions.next()
        }
    }
}

struct ShippingView: View {
    let transitions: CheckoutTransitions.ShippingTransitions
    var body: some View {
        Button("Change address") { transitions.changeAddress() }
        Button("Continue") { transitions.next() }
    }
}

/// AddressPicker's screens, written against AddressPicker's types only.
struct AddressListView: View {
    let transitions: AddressPickerTransitions.ListTransitions
    var body: some View {
        Button("Home") { transitions.pick(addressID: 1) }
        Button("New address") { transitions.add() }
    }
}

struct NewAddressView: View {
    let transitions: AddressPickerTransitions.NewAddressTransitions
    var body: some View { Button("Save") { transitions.saved(addressID: 2) } }
}

struct GiftWrapView: View {
    let transitions: CheckoutTransitions.GiftWrapTransitions
    var body: some View { Button("Continue") { transitions.next() } }
}

struct CardDetailsView: View {
    let cardID: String
    let transitions: CheckoutTransitions.CardDetailsTransitions
    var body: some View {
        Button("Pay") { transitions.next() }
        Button("Declined") { transitions.declined() }
    }
}

struct PaymentDeclinedView: View {
    let transitions: CheckoutTransitions.PaymentDeclinedTransitions
    var body: some View {
        Button("Try again") { transitions.retry() }
        Button("Pay another way") { transitions.payAnotherWay() }
    }
}

struct ReviewView: View {
    let placeOrder: @MainActor () -> Void
    var body: some View { Button("Place order") { placeOrder() } }
}
