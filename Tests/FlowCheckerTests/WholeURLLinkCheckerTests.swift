import FlowCore
@testable import FlowChecker
import FlowParser
import Testing

/// A link that binds the whole URL (`url`): its placeholders may then only say what the URL
/// holds (`otpauth://totp/{label}`, the screen reads the URL), but `url` itself must reach a
/// payload.
@Suite struct WholeURLLinkCheckerTests {
    func ids(_ text: String) -> [String] {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        _ = Checker.check(Parser.parse(file, diagnostics: &diagnostics), diagnostics: &diagnostics)
        return diagnostics.sorted.map(\.id.rawValue)
    }

    @Test func aPlaceholderOfALinkThatBindsTheWholeURLMayBindNothing() {
        #expect(ids("""
            import Foundation
            router Vault {
                tabs vault, settings
                link otp "otpauth://totp/{label}" url -> tab vault over picker as sheet
                step vault { on open -> item }
                step item
                step settings
                step picker(url: URL) { on done -> dismiss }
            }
            """) == [])
    }

    @Test func withoutTheWholeURLEveryPlaceholderBindsAPayload() {
        #expect(ids("""
            router Vault {
                tabs vault, settings
                link otp "otpauth://totp/{label}" -> tab vault over picker as sheet
                step vault
                step settings
                step picker { on done -> dismiss }
            }
            """) == ["link-placeholder-unused"])
    }

    @Test func theWholeURLMustReachAPayload() {
        #expect(ids("""
            router Vault {
                tabs vault, settings
                link otp "otpauth://totp/{label}" url -> tab vault over picker(label: label) as sheet
                step vault
                step settings
                step picker(label: String) { on done -> dismiss }
            }
            """) == ["link-placeholder-unused"])
    }
}
