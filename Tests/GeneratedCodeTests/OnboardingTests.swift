import FlowRuntime
import Foundation
import Testing

/// The generated Onboarding flow: no payloads, so its route enum is `CaseIterable` and encodes
/// as step names.
@MainActor
@Suite struct OnboardingTests {
    @Test func newUserSeesEveryStep() {
        let navigator = FlowNavigator<Onboarding>(flags: OnboardingFlagValues())
        #expect(navigator.transitions(.welcome).next() == nil)
        #expect(navigator.transitions(.terms).next() == nil)
        #expect(navigator.transitions(.notifications).next() == nil)
        #expect(navigator.current == .profile)
        #expect(navigator.transitions(.profile).back() == nil)
        #expect(navigator.current == .notifications, "the `back` event is a transition, not a pop")
        #expect(navigator.transitions(.notifications).next() == nil)
        #expect(navigator.transitions(.profile).next() == nil)
        #expect(navigator.isFinished)
        #expect(navigator.walk == [.welcome, .terms, .notifications, .profile, .notifications, .profile, .done])
    }

    @Test func chainedSkipsGoStraightToTheEnd() {
        let flags = OnboardingFlagValues(hasAcceptedTerms: true, notificationsDecided: true, isManagedAccount: true)
        let navigator = FlowNavigator<Onboarding>(flags: flags)
        #expect(navigator.transitions(.welcome).next() == nil)
        #expect(navigator.current == .done)
        #expect(navigator.isFinished)
        #expect(!navigator.transitions(.done).self.isMovable)
    }

    @Test func decliningEndsTheFlowElsewhere() {
        let navigator = FlowNavigator<Onboarding>(flags: OnboardingFlagValues())
        navigator.transitions(.welcome).next()
        #expect(navigator.transitions(.terms).decline() == nil)
        #expect(navigator.current == .declined)
        #expect(Onboarding.finalSteps == [.done, .declined])
    }

    @Test func routeEnumIsCaseIterableAndCodesAsNames() throws {
        #expect(OnboardingStep.allCases == [.welcome, .terms, .notifications, .profile, .done, .declined])
        let data = try JSONEncoder().encode([OnboardingStep.welcome, .terms])
        #expect(String(decoding: data, as: UTF8.self) == #"["welcome","terms"]"#)
        #expect(try JSONDecoder().decode([OnboardingStep].self, from: data) == [.welcome, .terms])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(OnboardingStep.self, from: Data(#""nowhere""#.utf8))
        }
    }
}

private extension OnboardingTransitions.DoneTransitions {
    /// A final step's transitions have no methods; this only proves the type exists.
    var isMovable: Bool { false }
}
