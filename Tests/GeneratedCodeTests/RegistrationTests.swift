import FlowRuntime
import Foundation
import Testing

/// The generated Registration flow: a skipped start step, payload steps and named events.
@MainActor
@Suite struct RegistrationTests {
    @Test func emailSignUpWithTwoFactor() {
        let navigator = FlowNavigator<Registration>(flags: RegistrationFlagValues(requiresTwoFactor: true))
        #expect(navigator.walk.first == .chooseMethod)
        #expect(navigator.transitions(.chooseMethod).email() == nil)
        #expect(navigator.transitions(.enterEmail).submit(address: "a@example.com") == nil)
        #expect(navigator.current == .verifyEmail(address: "a@example.com"))
        #expect(navigator.transitions(.verifyEmail).verified() == nil)
        #expect(navigator.transitions(.createPassword).next() == nil)
        #expect(navigator.current == .setUpTwoFactor)
        #expect(navigator.transitions(.setUpTwoFactor).useBackupCodes(codes: ["1", "2"]) == nil)
        #expect(navigator.current == .backupCodes(codes: ["1", "2"]))
        #expect(navigator.transitions(.backupCodes).next() == nil)
        #expect(navigator.isFinished)
    }

    @Test func anInvitationSkipsTheStartStep() throws {
        let navigator = FlowNavigator<Registration>(flags: RegistrationFlagValues(hasInvitation: true))
        #expect(navigator.walk.first == .redeemInvitation)
        #expect(Registration.roots == [.chooseMethod, .redeemInvitation], "the start step, then where its skip rule leads")
        #expect(navigator.transitions(.redeemInvitation).redeemed(inviteID: 42, teamName: "Core") == nil)
        #expect(navigator.current == .invitationAccepted(inviteID: 42, teamName: "Core"))
        #expect(navigator.transitions(.invitationAccepted).next() == nil)
        #expect(navigator.transitions(.createPassword).next() == nil)
        #expect(navigator.current == .welcome, "no second factor required")
        #expect(Registration.isLegalWalk(navigator.walk))
        #expect(navigator.replaceRoot(with: .chooseMethod) == nil, "chooseMethod is a start step when there is no invitation")
        #expect(navigator.walk == [.redeemInvitation], "its skip rule holds for these flags, as at the start")
        navigator.flags = RegistrationFlagValues()
        #expect(navigator.replaceRoot(with: .chooseMethod) == nil)
        #expect(navigator.walk == [.chooseMethod])
        let invited = try #require(FlowNavigator<Registration>(root: .chooseMethod, flags: RegistrationFlagValues(hasInvitation: true)))
        #expect(invited.walk == [.redeemInvitation], "a given root is entered like the start")
    }

    @Test func payloadRoundTrip() throws {
        let walk: [RegistrationStep] = [.redeemInvitation, .invitationAccepted(inviteID: 7, teamName: "T"), .createPassword]
        let decoded = try JSONDecoder().decode([RegistrationStep].self, from: JSONEncoder().encode(walk))
        #expect(decoded == walk)
        #expect(Registration.isLegalWalk(decoded))
        #expect(RegistrationStep.invitationAccepted(inviteID: 7, teamName: "T").kind == .invitationAccepted)
    }
}
