// An app's use of the generated Checkout flow, compiled by .ci/isolation-check under every
// isolation setting: a main-actor model supplies the flags (AddressPicker's too, which Checkout
// uses inline), a coordinator drives the navigator into the child and hears its outcome, and
// plain values (steps, flag values, the flow's graph) are used from nonisolated code.
import FlowRuntime
import Observation

/// The app's model, on the main actor as a SwiftUI model is.
@MainActor @Observable final class Shopper {
    var isSignedIn = false
    var hasSavedAddress = true
    var wantsGiftWrap = false
    var hasDraft = false
    var addressID: Int?
}

// A main-actor class meets the flags protocol through an isolated conformance.
extension Shopper: @MainActor CheckoutFlags {}

@MainActor final class CheckoutCoordinator {
    let shopper = Shopper()
    let navigator: FlowNavigator<Checkout>

    init() {
        navigator = FlowNavigator(flags: shopper)
        navigator.observe { [shopper] event in
            switch event {
            case .childFinished(.address(.chosen(let addressID))): shopper.addressID = addressID
            case .childFinished(.address(.cancelled)), .moved, .finished, .dropped, .reselectedRoot, .tabHidden, .alertShown, .alertAnswered, .alertClosed: break
            }
        }
    }

    /// AddressPicker's screens, pushed on Checkout's stack, with its own transitions.
    func pickAnAddress() -> [CheckoutStep] {
        navigator.transitions(.shipping).changeAddress()
        let picker: AddressPickerTransitions = navigator.transitions(.address)
        picker(.list).pick(addressID: 7)
        return navigator.walk
    }

    func payByCard() -> [CheckoutStep] {
        navigator.transitions(.cart).next()
        navigator.transitions(.payment).card(cardID: "c1")
        return navigator.walk
    }
}

/// Steps, flag values and the graph need no actor.
nonisolated func plainValues() -> Bool {
    let flags = CheckoutFlagValues(isSignedIn: true)
    let steps: Set<CheckoutStep> = [.cart, .cardDetails(cardID: "c1"), .address(.newAddress)]
    let next = Checkout.destination(after: .cart, on: .next, flags: flags)
    return next == .payment && steps.count == 3 && CheckoutStepKind.allCases.count == 9
}

/// Steps are Sendable: they cross into a task.
nonisolated func sendSteps(_ steps: [CheckoutStep]) async -> Int {
    await Task.detached { steps.count }.value
}
