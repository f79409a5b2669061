import FlowRuntime

/// An app of three roots, written by hand as flowc would generate it (`FlowApp`'s shape). As a
/// `.flow` file:
///
/// ```
/// app House {
///     flag hasAccount, isLocked, hasPremium
///     start signIn when !hasAccount, unlock when isLocked, main
///     root signIn uses Door { on signedIn -> main  on signedInLocked -> unlock }
///     root unlock uses Latch { on unlocked -> main  on loggedOut -> signIn }
///     root main uses Rooms kept { on loggedOut -> signIn }
///     event lock -> unlock only when hasAccount
///     event logout -> signIn
///     event loginRequest(id: String) -> approveLogin as sheet over top
///     step approveLogin(id: String) { on approve -> dismiss  on deny -> dismiss  on details -> loginDetails as sheet }
///     step loginDetails { on close -> dismiss }
/// }
/// ```
nonisolated enum House: FlowApp {
    typealias Flags = any HouseFlags
    typealias Root = HouseRoot
    typealias Event = HouseEvent
    typealias Step = HouseStep
    typealias StepEvent = HouseStepEvent
    typealias Shown = HouseShown

    static let startRoots: [HouseRoot] = [.signIn, .unlock, .main]

    static func isStartGuardHolding(_ root: HouseRoot, flags: any HouseFlags) -> Bool {
        switch root {
        case .signIn: !flags.hasAccount
        case .unlock: flags.isLocked
        case .main: true
        }
    }

    static func isKept(_ root: HouseRoot) -> Bool { root == .main }

    static func move(on event: HouseEvent, flags: any HouseFlags) -> FlowAppMove<House>? {
        switch event {
        case .lock: flags.hasAccount ? .swap(.unlock) : nil
        case .logout: .swap(.signIn)
        case .loginRequest(let id): .present(.approveLogin(id: id), .sheet)
        }
    }

    static func move(from step: HouseStep, on event: HouseStepEvent, flags: any HouseFlags) -> FlowAppMove<House>? {
        switch (step, event) {
        case (.approveLogin, .approve): .dismiss
        case (.approveLogin, .deny): .dismiss
        case (.approveLogin, .details): .present(.loginDetails, .sheet)
        case (.loginDetails, .close): .dismiss
        default: nil
        }
    }

    static func _root(_ root: HouseRoot) -> _FlowAppRoot<House> {
        switch root {
        case .signIn:
            _FlowAppRoot(Door.self, shown: { .signIn($0) }, flags: { $0 }) { outcome, flags in
                switch outcome {
                case .signedIn: .swap(.main)
                case .signedInLocked: .swap(.unlock)
                }
            }
        case .unlock:
            _FlowAppRoot(Latch.self, shown: { .unlock($0) }, flags: { $0 }) { outcome, flags in
                switch outcome {
                case .unlocked: .swap(.main)
                case .loggedOut: .swap(.signIn)
                }
            }
        case .main:
            _FlowAppRoot(Rooms.self, shown: { .main($0) }, flags: { $0 }) { outcome, flags in
                switch outcome {
                case .loggedOut: .swap(.signIn)
                }
            }
        }
    }
}

nonisolated enum HouseRoot: String, Hashable, Sendable, CaseIterable { case signIn, unlock, main }
nonisolated enum HouseEvent: Hashable, Sendable { case lock, logout, loginRequest(id: String) }
nonisolated enum HouseStep: Hashable, Sendable { case approveLogin(id: String), loginDetails }
nonisolated enum HouseStepEvent: Hashable, Sendable { case approve, deny, details, close }

nonisolated protocol HouseFlags: DoorFlags, LatchFlags, RoomsFlags {
    var hasAccount: Bool { get }
    var isLocked: Bool { get }
    var hasPremium: Bool { get }
}

nonisolated struct HouseFlagValues: HouseFlags, Hashable, Sendable {
    var hasAccount = false
    var isLocked = false
    var hasPremium = false
}

nonisolated enum HouseShown {
    case signIn(FlowNavigator<Door>)
    case unlock(FlowNavigator<Latch>)
    case main(FlowNavigator<Rooms>)
}
