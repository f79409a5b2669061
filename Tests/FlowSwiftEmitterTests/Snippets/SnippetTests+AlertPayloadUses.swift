import Testing

/// The snippets where alert payloads meet child flows: a button that enters a use-step with
/// the alert's payload, and a child's alert seen from its parent (the event that showed it,
/// and its flag-only buttons).
extension SnippetTests {
    /// A child whose start step takes an id, and a parent whose options dialog enters it.
    static let payloadIntoUse = """
        flow C {
            flag premium
            outcome gone
            start view
            step view(id: String) { on more -> sure }
            alert sure {
                on drop destructive -> gone
                on copy -> close only when premium
                on keep cancel
            }
        }
        router P {
            flag premium
            start list
            step list { on more -> options }
            step item(id: String) uses C { on gone -> back }
            dialog options(id: String) {
                on view -> item
                on cancel cancel
            }
        }
        """

    @Test func aButtonEntersAUseStepWithTheAlertsPayload() {
        Snippet.expect(Self.payloadIntoUse, "static func _step(_ kind: PStepKind, answering", generates: """
            internal static func _step(_ kind: PStepKind, answering alert: PAlert) -> PStep? {
                switch (kind, alert) {
                case (.item, .options(let a0)): return .item(.view(id: a0))
                default: return PStep(_payloadFree: kind)
                }
            }
            """)
    }

    @Test func aChildsAlertSaysWhichOfTheParentsEventsShowedItAndHidesItsFlagOnlyButtons() {
        Snippet.expect(Self.payloadIntoUse, "static func _buttonOfC", generates: """
            fileprivate static func _buttonOfC(_ event: CEvent) -> PEvent? {
                switch event {
                case .drop: return .drop
                case .copy: return .copy
                case .keep: return .keep
                case .more: return .more
                default: return nil
                }
            }
            """)
        Snippet.expect(Self.payloadIntoUse, "static func hasButton(_ button: PEvent", generates: """
            internal static func hasButton(_ button: PEvent, of alert: PAlert, flags: any PFlags) -> Swift.Bool {
                switch (alert, button) {
                case (.c(let alert), _):
                    guard let button = _cButton(button) else { return false }
                    return C.hasButton(button, of: alert, flags: flags)
                default: return true
                }
            }
            """)
    }
}

/// A link that binds the whole URL, whose placeholder binds no payload: the case carries the
/// placeholder's text, and the walk leaves it unbound (no unused value for Swift to warn of).
extension SnippetTests {
    static let wholeURLLink = """
        import Foundation
        router V {
            tabs vault, settings
            link otp "otpauth://totp/{label}" url -> tab vault over picker as sheet
            step vault
            step settings
            step picker(url: URL) { on done -> dismiss }
        }
        """

    @Test func aPlaceholderOfAWholeURLLinkIsCarriedButBindsNoPayload() {
        Snippet.expect(Self.wholeURLLink, "var walk: [VStep]", generates: """
            internal var walk: [VStep] {
                switch self {
                case .otp(_, let _1): [.vault, .picker(url: _1)]
                }
            }
            """)
    }
}
