import FlowRuntime
import FlowRuntimeTesting
import Foundation
import Testing

/// The planned walks of two bundled flows replayed on their generated navigators: Passwords,
/// whose child ItemScreens shows its "delete?" alert from two tabs (the router answers it), and
/// Authenticator, whose `otpauth://` link presents a link-only step over the codes tab's stack
/// and whose sign-up link matches a fragment.
@MainActor
@Suite struct BundledLinksAndAlertsReplayTests {
    struct AuthenticatorPayloads: FlowTestPayloads {
        typealias Flow = Authenticator
        func step(_ kind: AuthenticatorStepKind) -> AuthenticatorStep? {
            kind == .item ? .item(id: "github") : nil
        }
    }

    @Test(arguments: Passwords.testWalks(.all))
    func passwords(_ walk: FlowTestWalk<PasswordsTestSupport>) {
        #expect(walk.replay() == nil)
    }

    @Test(arguments: Authenticator.testWalks(.all))
    func authenticator(_ walk: FlowTestWalk<AuthenticatorTestSupport>) {
        #expect(walk.replay(payloads: AuthenticatorPayloads()) == nil)
    }

    /// The walks go through what this release added: a child's alert answered through the
    /// router, and the links, the over-link among them.
    @Test func theWalksReachTheChildsAlertAndTheLinks() {
        let answered = Passwords.testWalks(.all).flatMap(\.moves).compactMap(\.child).count
        #expect(answered > 0, "some move runs inside ItemScreens")
        let links = Authenticator.testWalks(.all).compactMap { walk -> String? in
            if case .link(let url, _, _) = walk.start { return url }
            return nil
        }
        #expect(links.contains { $0.hasPrefix("otpauth://") })
        #expect(links.contains { $0.contains("#finish-signup") })
    }
}
