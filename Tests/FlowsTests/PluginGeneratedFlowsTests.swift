import FlowRuntime
@testable import Flows
import Testing

/// The example flows as the build plugin compiled them in this package's own build: proves the
/// plugin on every `swift test`.
@MainActor
@Suite struct PluginGeneratedFlowsTests {
    @Test func anObservableAppModelDrivesCheckout() {
        let account = DemoAccount()
        let navigator = FlowNavigator<Checkout>(flags: account)
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.current == .signIn)
        account.isSignedIn = true
        account.hasSavedAddress = true
        navigator.backToRoot()
        #expect(navigator.transitions(.cart).next() == nil)
        #expect(navigator.current == .payment, "the model's current values decide")
        #expect(navigator.transitions(.payment).card(cardID: "c") == nil)
        #expect(navigator.transitions(.cardDetails).next() == nil)
        #expect(navigator.isFinished)
    }

    @Test func onboardingAndRegistrationShareTheModel() {
        let account = DemoAccount()
        account.hasAcceptedTerms = true
        account.notificationsDecided = true
        let onboarding = FlowNavigator<Onboarding>(flags: account)
        #expect(onboarding.transitions(.welcome).next() == nil)
        #expect(onboarding.current == .profile)
        account.hasInvitation = true
        #expect(Registration.start(flags: account) == .redeemInvitation)
    }
}
