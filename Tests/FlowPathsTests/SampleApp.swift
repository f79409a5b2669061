import FlowCompiler
import FlowCore
import Testing

@testable import FlowChecker

/// The app of issue 53's design, `VaultApp`, over three small root flows: its checked flows and
/// the `CheckedApp` the checker makes of it, built by hand.
enum SampleApp {
    /// The root flows: a sign-in flow, an unlock screen and a tabbed router with a link.
    static let source = """
        /// Signing in.
        flow SignIn {
            outcome signedIn
            outcome signedInLocked
            start welcome
            step welcome { -> password }
            step password {
                on submit -> signedIn
                on submitLocked -> signedInLocked
            }
        }

        /// The lock screen.
        flow Unlock {
            outcome unlocked
            outcome loggedOut
            start unlock
            step unlock {
                on unlock -> unlocked
                on logOut -> loggedOut
            }
        }

        /// The vault and the settings.
        router VaultTabs {
            flag hasPremium
            outcome loggedOut
            tabs vault, settings
            link item "vault://items/{id}" -> vault, item
            step vault {
                on open -> item
                on add -> addItem as sheet
            }
            step item(id: String) {
                on edit -> editItem as sheet
            }
            step addItem {
                on save -> dismiss
            }
            step editItem {
                on done -> dismiss
            }
            step settings {
                on logOut -> loggedOut
            }
        }
        """

    /// The checked root flows.
    static func flows() -> [CheckedFlow] {
        let checks = FlowPipeline.checkModule([SourceFile(path: "Vault.flow", text: source)])
        let errors = checks.flatMap(\.diagnostics).filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return checks.flatMap(\.checkedFlows)
    }

    /// `app VaultApp` as COMMON53.md writes it.
    static func app() -> CheckedApp {
        let checks = FlowPipeline.checkModule([SourceFile(path: "Vault.flow", text: source)])
        let decls = checks.flatMap(\.syntax.flows)
        func used(_ name: String) -> UsedFlow { UsedFlow(decls.first { $0.name.name == name }!) }
        let none = SourceRange(0, 0)
        let flag = { (name: String) in Guard.flag(FlagID(["hasAccount", "isLocked", "hasPremium"].firstIndex(of: name)!)) }
        let (signIn, unlock, main) = (RootID(0), RootID(1), RootID(2))
        let approve = AppStepID(0)
        let id = PayloadParameter(label: Identifier("id", range: none), type: "String", typeRange: none)
        return CheckedApp(
            name: "VaultApp", doc: ["The vault app."], range: none, flags: ["hasAccount", "isLocked", "hasPremium"],
            starts: [
                .init(root: signIn, guardCondition: .not(flag("hasAccount"))),
                .init(root: unlock, guardCondition: flag("isLocked")),
                .init(root: main, guardCondition: nil),
            ],
            roots: [
                .init(name: "signIn", range: none, flow: used("SignIn"), isTabbed: false, hasLinks: false, isKept: false, outcomes: [
                    .init(outcome: "signedIn", move: .swap(main), guardCondition: nil),
                    .init(outcome: "signedInLocked", move: .swap(unlock), guardCondition: nil),
                ]),
                .init(name: "unlock", range: none, flow: used("Unlock"), isTabbed: false, hasLinks: false, isKept: false, outcomes: [
                    .init(outcome: "unlocked", move: .swap(main), guardCondition: nil),
                    .init(outcome: "loggedOut", move: .swap(signIn), guardCondition: nil),
                ]),
                .init(name: "main", range: none, flow: used("VaultTabs"), isTabbed: true, hasLinks: true, isKept: true, outcomes: [
                    .init(outcome: "loggedOut", move: .swap(signIn), guardCondition: nil),
                ]),
            ],
            events: [
                .init(name: "lock", parameters: [], move: .swap(unlock), guardCondition: flag("hasAccount"), range: none),
                .init(name: "logout", parameters: [], move: .swap(signIn), guardCondition: nil, range: none),
                .init(name: "loginRequest", parameters: [id], move: .present(approve, .sheet), guardCondition: nil, range: none),
            ],
            steps: [
                .init(name: "approveLogin", parameters: [id], transitions: [
                    .init(event: "approve", move: .dismiss, guardCondition: nil),
                    .init(event: "deny", move: .dismiss, guardCondition: nil),
                ], range: none),
            ]
        )
    }
}
