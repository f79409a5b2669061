// docs-check context: an app, `Locker`, written by hand in the shape flowc generates for
//
//     app Locker {
//         flag hasAcceptedTerms, notificationsDecided, isManagedAccount, hasPremium,
//              isSignedIn, isOwnAccount, hasDraft, isOwnStatus
//         start welcome when !hasAcceptedTerms, social
//         root welcome uses Onboarding
//         root vault uses Vault { on closed -> social }
//         root social uses Social kept
//         event openVault -> vault
//         event signOut -> welcome
//         event mention(id: String) -> mention as sheet over top
//         step mention(id: String) { on open -> dismiss  on close -> dismiss }
//     }
//
// over the bundled flows, until Flows/ holds an app of its own.
import FlowRuntime

nonisolated enum Locker: FlowRuntime.FlowApp {
    typealias Flags = any LockerFlags
    typealias Root = LockerRoot
    typealias Event = LockerEvent
    typealias Step = LockerStep
    typealias StepEvent = LockerStepEvent
    typealias Shown = LockerShown

    static let startRoots: [LockerRoot] = [.welcome, .social]

    static func isStartGuardHolding(_ root: LockerRoot, flags: any LockerFlags) -> Swift.Bool {
        switch root {
        case .welcome: !flags.hasAcceptedTerms
        case .vault, .social: true
        }
    }

    static func isKept(_ root: LockerRoot) -> Swift.Bool { root == .social }

    static func move(on event: LockerEvent, flags: any LockerFlags) -> FlowRuntime.FlowAppMove<Locker>? {
        switch event {
        case .openVault: .swap(.vault)
        case .signOut: .swap(.welcome)
        case .mention(let id): .present(.mention(id: id), .sheet)
        }
    }

    static func move(from step: LockerStep, on event: LockerStepEvent, flags: any LockerFlags) -> FlowRuntime.FlowAppMove<Locker>? {
        switch (step, event) {
        case (.mention, .open), (.mention, .close): .dismiss
        }
    }

    static func _root(_ root: LockerRoot) -> FlowRuntime._FlowAppRoot<Locker> {
        switch root {
        case .welcome:
            FlowRuntime._FlowAppRoot(Onboarding.self, shown: { .welcome($0) }, flags: { $0 })
        case .vault:
            FlowRuntime._FlowAppRoot(Vault.self, shown: { .vault($0) }, flags: { $0 }) { outcome, flags in
                switch outcome {
                case .closed: .swap(.social)
                }
            }
        case .social:
            FlowRuntime._FlowAppRoot(Social.self, shown: { .social($0) }, flags: { $0 })
        }
    }
}

nonisolated enum LockerRoot: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable { case welcome, vault, social }
nonisolated enum LockerEvent: Swift.Hashable, Swift.Sendable { case openVault, signOut, mention(id: Swift.String) }
nonisolated enum LockerStep: Swift.Hashable, Swift.Sendable { case mention(id: Swift.String) }
nonisolated enum LockerStepEvent: Swift.Hashable, Swift.Sendable { case open, close }
nonisolated protocol LockerFlags: OnboardingFlags, VaultFlags, SocialFlags {}
nonisolated struct LockerFlagValues: LockerFlags, Swift.Hashable, Swift.Sendable {
    var hasAcceptedTerms = false
    var notificationsDecided = false
    var isManagedAccount = false
    var hasPremium = false
    var isSignedIn = false
    var isOwnAccount = false
    var hasDraft = false
    var isOwnStatus = false
}
nonisolated enum LockerShown {
    case welcome(FlowRuntime.FlowNavigator<Onboarding>)
    case vault(FlowRuntime.FlowNavigator<Vault>)
    case social(FlowRuntime.FlowNavigator<Social>)
}
