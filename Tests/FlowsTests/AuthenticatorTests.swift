import FlowRuntime
import Foundation
@testable import Flows
import Testing

/// Flows/Authenticator.flow, as the build plugin compiled it and as an app drives it: an
/// `otpauth://` link presents the add-key sheet over whatever the codes tab shows, keeping its
/// stack, and hands the sheet the whole URL; a sign-up link matches the URL's fragment.
@MainActor
@Suite struct AuthenticatorTests {
    static let otpURL = "otpauth://totp/Example:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example"

    @Test func anOTPLinkPresentsOverTheCodesTabAndKeepsItsStack() throws {
        let navigator = FlowNavigator<Authenticator>(flags: AuthenticatorFlagValues())
        #expect(navigator.transitions(.codes).openItem(id: "github") == nil)
        #expect(navigator.walk == [.codes, .item(id: "github")])
        // The user is on the settings tab when the URL arrives: the link selects the codes tab.
        #expect(navigator.select(.settings) == nil)
        #expect(navigator.open(url: try #require(URL(string: Self.otpURL))) == nil)
        #expect(navigator.tab == .codes)
        let url = try #require(URL(string: Self.otpURL))
        #expect(navigator.walk == [.codes, .item(id: "github"), .addKey(label: "Example:alice@example.com", url: url)])
        #expect(navigator.state.top.presentation == .sheet)
        // The walk the link made is a legal walk: a saved copy restores whole.
        let restored = FlowNavigator<Authenticator>(flags: AuthenticatorFlagValues())
        #expect(restored.restore(navigator.walk) == nil)
        #expect(restored.walk == navigator.walk && restored.state.top.presentation == .sheet)
        // Dismissing the sheet leaves the details the user had.
        #expect(navigator.transitions(.addKey).saved() == nil)
        #expect(navigator.walk == [.codes, .item(id: "github")])
    }

    @Test func anOTPLinkClosesASheetOfTheTabBeforePresenting() throws {
        let navigator = FlowNavigator<Authenticator>(flags: AuthenticatorFlagValues())
        navigator.transitions(.codes).openItem(id: "github")
        navigator.transitions(.item).edit()
        #expect(navigator.current == .editItem)
        #expect(navigator.open(url: Self.otpURL) == nil)
        #expect(navigator.walk.map(\.kind) == [.codes, .item, .addKey])
    }

    @Test func theLinkCarriesTheURLThatOpenedItAndBuildsIt() throws {
        let link = try #require(AuthenticatorLink(url: Self.otpURL))
        let url = try #require(URL(string: Self.otpURL))
        #expect(link == .otp(label: "Example:alice@example.com", url: url))
        #expect(link.urlString == Self.otpURL)
        #expect(link.placement == .overCurrentStack)
        // A URL that disagrees with the label it carries is no URL of the link.
        #expect(AuthenticatorLink.otp(label: "other", url: url).urlString == nil)
    }

    @Test func aSignUpLinkMatchesTheFragment() throws {
        let navigator = FlowNavigator<Authenticator>(flags: AuthenticatorFlagValues())
        #expect(navigator.open(url: "https://vault.bitwarden.com/connector.html#finish-signup?token=abc123") == nil)
        #expect(navigator.walk == [.settings, .signup(token: "abc123")])
        #expect(AuthenticatorLink.finishSignup(token: "abc 1").urlString == "https://vault.bitwarden.com/connector.html#finish-signup?token=abc%201")
        // Another fragment, or none, opens nothing.
        #expect(navigator.open(url: "https://vault.bitwarden.com/connector.html#sso?token=1") == .unknownLink)
        #expect(navigator.open(url: "https://vault.bitwarden.com/connector.html") == .unknownLink)
    }
}
