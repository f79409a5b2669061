// .ci/flowui-check: an app's use of FlowAppHost, with an app written by hand as flowc generates
// one (FlowApp's documented shape) over the generated Account flow and Club router:
//
//     app Clubhouse {
//         flag isSignedIn, hasDraft
//         start account when !isSignedIn, club
//         root account uses Account
//         root club uses Club kept
//         event signOut -> account
//         event notice(text: String) -> notice as sheet over top
//         step notice(text: String) { on close -> dismiss }
//     }
//
// so the app host's generic signature and isolation, and the runtime's app protocol, are
// checked from an app module, under default isolation MainActor too.
import FlowRuntime
import FlowUI
import SwiftUI

nonisolated enum Clubhouse: FlowRuntime.FlowApp {
    typealias Flags = any ClubhouseFlags
    typealias Root = ClubhouseRoot
    typealias Event = ClubhouseEvent
    typealias Step = ClubhouseStep
    typealias StepEvent = ClubhouseStepEvent
    typealias Shown = ClubhouseShown

    static let startRoots: [ClubhouseRoot] = [.account, .club]

    static func isStartGuardHolding(_ root: ClubhouseRoot, flags: any ClubhouseFlags) -> Swift.Bool {
        switch root {
        case .account: !flags.isSignedIn
        case .club: true
        }
    }

    static func isKept(_ root: ClubhouseRoot) -> Swift.Bool { root == .club }

    static func move(on event: ClubhouseEvent, flags: any ClubhouseFlags) -> FlowRuntime.FlowAppMove<Clubhouse>? {
        switch event {
        case .signOut: .swap(.account)
        case .notice(let text): .present(.notice(text: text), .sheet)
        }
    }

    static func move(from step: ClubhouseStep, on event: ClubhouseStepEvent, flags: any ClubhouseFlags) -> FlowRuntime.FlowAppMove<Clubhouse>? {
        switch (step, event) {
        case (.notice, .close): .dismiss
        }
    }

    static func _root(_ root: ClubhouseRoot) -> FlowRuntime._FlowAppRoot<Clubhouse> {
        switch root {
        case .account:
            FlowRuntime._FlowAppRoot(Account.self, shown: { .account($0) }, flags: { $0 })
        case .club:
            FlowRuntime._FlowAppRoot(Club.self, shown: { .club($0) }, flags: { $0 })
        }
    }
}

nonisolated enum ClubhouseRoot: Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable { case account, club }
nonisolated enum ClubhouseEvent: Swift.Hashable, Swift.Sendable { case signOut, notice(text: Swift.String) }
nonisolated enum ClubhouseStep: Swift.Hashable, Swift.Sendable { case notice(text: Swift.String) }
nonisolated enum ClubhouseStepEvent: Swift.Hashable, Swift.Sendable { case close }
nonisolated protocol ClubhouseFlags: AccountFlags, ClubFlags {}
nonisolated struct ClubhouseFlagValues: ClubhouseFlags, Swift.Hashable, Swift.Sendable {
    var isSignedIn = false
    var hasDraft = false
}
nonisolated enum ClubhouseShown {
    case account(FlowRuntime.FlowNavigator<Account>)
    case club(FlowRuntime.FlowNavigator<Club>)
}

struct ClubhouseRootView: View {
    @State private var app = FlowAppNavigator<Clubhouse>(flags: ClubhouseFlagValues())

    var body: some View {
        FlowAppHost(app) { shown in
            switch shown {
            case .account(let navigator): FlowHost(navigator) { step in Text(verbatim: "\(step)") }
            case .club(let navigator): FlowTabHost(navigator) { step in Text(verbatim: "\(step)") }
            }
        } overTop: { layer in
            switch layer.step {
            case .notice(let text): Button(text) { app.answer(.close, from: layer) }
            }
        }
    }

    func signOut() {
        app.send(.signOut)
        app.flags = ClubhouseFlagValues(isSignedIn: false)
        if let link = app.heldLink { print(link) }
    }
}
