import FlowRuntime
import Foundation
import Testing

/// The generated Registration flow: a skipped start step, payload steps and named events.
@MainActor
@Suite struct RegistrationTests {
    @Test func emailSignUpWithTwoFactor() {
        let navigator = FlowNavigator<Registration>(flags: RegistrationFlagValues(requiresTwoFactor: true))
        #expect(navigator.root == .chooseMethod)
        #expect(navigator.transitions(.chooseMethod).email())
        #expect(navigator.transitions(.enterEmail).submit(address: "a@example.com"))
        #expect(navigator.current == .verifyEmail(address: "a@example.com"))
        #expect(navigator.transitions(.verifyEmail).verified())
        #expect(navigator.transitions(.createPassword).next())
        #expect(navigator.current == .setUpTwoFactor)
        #expect(navigator.transitions(.setUpTwoFactor).useBackupCodes(codes: ["1", "2"]))
        #expect(navigator.current == .backupCodes(codes: ["1", "2"]))
        #expect(navigator.transitions(.backupCodes).next())
        #expect(navigator.isFinished)
    }

    @Test func anInvitationSkipsTheStartStep() {
        let navigator = FlowNavigator<Registration>(flags: RegistrationFlagValues(hasInvitation: true))
        #expect(navigator.root == .redeemInvitation)
        #expect(Registration.roots == [.chooseMethod, .redeemInvitation], "the start step, then where its skip rule leads")
        #expect(navigator.transitions(.redeemInvitation).redeemed(inviteID: 42, teamName: "Core"))
        #expect(navigator.current == .invitationAccepted(inviteID: 42, teamName: "Core"))
        #expect(navigator.transitions(.invitationAccepted).next())
        #expect(navigator.transitions(.createPassword).next())
        #expect(navigator.current == .welcome, "no second factor required")
        #expect(Registration.isLegalWalk(navigator.walk))
        #expect(navigator.replaceRoot(with: .chooseMethod), "chooseMethod is a start step when there is no invitation")
        #expect(navigator.walk == [.redeemInvitation], "its skip rule holds for these flags, as at the start")
        #expect(navigator.lastRefusal == nil)
        navigator.flags = RegistrationFlagValues()
        #expect(navigator.replaceRoot(with: .chooseMethod))
        #expect(navigator.walk == [.chooseMethod])
        let invited = FlowNavigator<Registration>(root: .chooseMethod, flags: RegistrationFlagValues(hasInvitation: true))
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
