import FlowRuntime

/// Reaching each root's navigator of `House` in tests, as a host reads `shown`.
@MainActor
extension FlowAppNavigator where App == House {
    /// The sign-in root's navigator, when it is on screen.
    var door: FlowNavigator<Door>? {
        if case .signIn(let navigator) = shown { return navigator }
        return nil
    }

    /// The unlock root's navigator, when it is on screen.
    var latch: FlowNavigator<Latch>? {
        if case .unlock(let navigator) = shown { return navigator }
        return nil
    }

    /// The main root's navigator, when it is on screen.
    var rooms: FlowNavigator<Rooms>? {
        if case .main(let navigator) = shown { return navigator }
        return nil
    }

    /// An app with an account, unlocked: main on screen.
    static func signedIn() -> FlowAppNavigator<House> {
        FlowAppNavigator(flags: HouseFlagValues(hasAccount: true))
    }

    /// An app with an account, locked: unlock on screen.
    static func locked() -> FlowAppNavigator<House> {
        FlowAppNavigator(flags: HouseFlagValues(hasAccount: true, isLocked: true))
    }

    /// Records every event the app's observers hear.
    func record() -> FlowAppRecorder {
        let recorder = FlowAppRecorder()
        observe { recorder.heard.append($0) }
        return recorder
    }
}

/// The events an app navigator's observer heard.
@MainActor
final class FlowAppRecorder {
    var heard: [FlowAppNavigatorEvent<House>] = []

    /// The swaps heard, in order.
    var swaps: [FlowAppNavigatorEvent<House>] {
        heard.filter { if case .swapped = $0 { true } else { false } }
    }
}
