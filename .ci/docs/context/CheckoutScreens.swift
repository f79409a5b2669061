// docs-check context: the screens README.md's Checkout coordinator shows. They are the app's own
// views, which the README leaves out; each takes the actions the coordinator hands it, as
// `@MainActor` closures, which a `Button` action calls.
import SwiftUI

struct CartView: View {
    let checkOut: @MainActor () -> Void
    var body: some View { Button("Check out") { checkOut() } }
}

struct SignInView: View {
    let signedIn: @MainActor () -> Void
    var body: some View { Button("Sign in") { signedIn() } }
}

struct ShippingView: View {
    let done: @MainActor () -> Void
    var body: some View { Button("Continue") { done() } }
}

struct GiftWrapView: View {
    let done: @MainActor () -> Void
    var body: some View { Button("Continue") { done() } }
}

struct PaymentView: View {
    let payByCard: @MainActor (String) -> Void
    let payByWallet: @MainActor () -> Void
    var body: some View {
        Button("Card") { payByCard("visa-1") }
        Button("Wallet") { payByWallet() }
    }
}

struct CardDetailsView: View {
    let cardID: String
    let done: @MainActor () -> Void
    let declined: @MainActor () -> Void
    var body: some View {
        Button("Pay") { done() }
        Button("Declined") { declined() }
    }
}

struct PaymentDeclinedView: View {
    let retry: @MainActor () -> Void
    let payAnotherWay: @MainActor () -> Void
    var body: some View {
        Button("Try again") { retry() }
        Button("Pay another way") { payAnotherWay() }
    }
}

struct ReviewView: View {
    let placeOrder: @MainActor () -> Void
    var body: some View { Button("Place order") { placeOrder() } }
}
