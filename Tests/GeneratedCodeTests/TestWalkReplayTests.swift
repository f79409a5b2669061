import FlowRuntime
import FlowRuntimeTesting
import Testing

/// Every walk `flowc paths --cover all` plans for the bundled flows (the generated test
/// support in Generated/*.testwalks.swift), refusals and links included, replayed on a real
/// `FlowNavigator`: each move's flags set, its event made, and the walk after it compared.
/// This is what an app's test target gets: `@Test(arguments: Checkout.testWalks(.all))`.
@MainActor
@Suite struct TestWalkReplayTests {
    /// The payloads of the bundled flows' payload steps and outcomes: what a test supplies.
    struct Payloads<Flow: FlowDefinition>: FlowTestPayloads {
        let make: (Flow.StepKind) -> Flow.Step?
        var makeOutcome: (Flow.StepKind) -> Flow.Outcome? = { _ in nil }
        func step(_ kind: Flow.StepKind) -> Flow.Step? { make(kind) }
        func outcome(_ kind: Flow.StepKind) -> Flow.Outcome? { makeOutcome(kind) }
    }

    @Test(arguments: Checkout.testWalks(.all))
    func checkout(_ walk: FlowTestWalk<CheckoutTestSupport>) {
        let payloads = Payloads<Checkout> { $0 == .cardDetails ? .cardDetails(cardID: "4242") : nil }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    @Test(arguments: Account.testWalks(.all))
    func account(_ walk: FlowTestWalk<AccountTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test(arguments: Onboarding.testWalks(.all))
    func onboarding(_ walk: FlowTestWalk<OnboardingTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test(arguments: Registration.testWalks(.all))
    func registration(_ walk: FlowTestWalk<RegistrationTestSupport>) {
        let payloads = Payloads<Registration> { kind in
            switch kind {
            case .verifyEmail: .verifyEmail(address: "a@example.com")
            case .invitationAccepted: .invitationAccepted(inviteID: 7, teamName: "Team")
            case .backupCodes: .backupCodes(codes: ["123456"])
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    @Test(arguments: Catalogue.testWalks(.all))
    func catalogue(_ walk: FlowTestWalk<CatalogueTestSupport>) {
        let payloads = Payloads<Catalogue> { kind in
            switch kind {
            case .searchResults: .searchResults(query: "shoes", page: nil)
            case .productDetail: .productDetail(id: 42)
            case .reviews: .reviews(productID: 42)
            case .profile: .profile(userID: "me")
            default: nil
            }
        }
        #expect(walk.replay(payloads: payloads) == nil)
    }

    @Test(arguments: AddressPicker.testWalks(.all))
    func addressPicker(_ walk: FlowTestWalk<AddressPickerTestSupport>) {
        let payloads = Payloads<AddressPicker>(make: { _ in nil }, makeOutcome: { $0 == .chosen ? .chosen(addressID: 1) : nil })
        #expect(walk.replay(payloads: payloads) == nil)
    }
}
