import FlowRuntime

/// A walk `flowc paths` planned for an app, as an app's tests replay it on a
/// `FlowAppNavigator`: the flags it launches with, then each move (a move of the root on
/// screen, an app event sent, the app-level step on top answered, a link opened) with the
/// flags in force and the app expected after it. Generated for test targets:
/// `VaultApp.testWalks()`.
public struct FlowAppTestWalk<Support: FlowAppTestSupport>: Sendable, CustomStringConvertible {
    public typealias App = Support.App

    /// Its name in the plan: `walk 3`.
    public let name: String
    /// The flag values the app launches with, in the app's order of flags.
    public let flags: [Bool]
    /// The root the app's `start` line shows for them.
    public let start: App.Root
    public let moves: [FlowAppTestMove<App>]

    public init(name: String, flags: [Bool], start: App.Root, moves: [FlowAppTestMove<App>]) {
        self.name = name
        self.flags = flags
        self.start = start
        self.moves = moves
    }

    public var description: String { "\(App.self) \(name)" }
}

/// One move of an app's walk, the flags set before it, and what the app must do.
public struct FlowAppTestMove<App: FlowApp>: Sendable {
    public let action: Action
    /// Each flag's value, in the order the app declares its flags.
    public let flags: [Bool]
    public let expected: Expected

    /// What the move is.
    public enum Action: Sendable {
        /// A move of the root on screen, made on its navigator (`App.Shown`) as its screen
        /// makes it; returns how what followed differs from what the root's walk expects.
        case root(@MainActor @Sendable (App.Shown) -> String?)
        /// An app event sent (`FlowAppNavigator.send(_:)`).
        case send(App.Event)
        /// The app-level step on top answered (`FlowAppNavigator.answer(_:)`).
        case answer(App.StepEvent)
        /// A URL opened (`FlowAppNavigator.open(url:)`): in its root, or held.
        case open(String)
    }

    /// What must follow.
    public enum Expected: Sendable, Equatable {
        /// The root on screen, the app-level steps over it (bottom first) and the held link.
        case app(root: App.Root, overTop: [App.Step], heldLink: String?)
        /// Nothing moves: the move returns `.noTransition`.
        case refused
    }

    public init(action: Action, flags: [Bool], expected: Expected) {
        self.action = action
        self.flags = flags
        self.expected = expected
    }
}

/// What replaying an app's walks needs from its generated test support
/// (`VaultAppTestSupport`): its flags from values.
public protocol FlowAppTestSupport {
    associatedtype App: FlowApp
    /// The flags for these values, in the order the app declares its flags; a missing value
    /// is false.
    static func flags(_ values: [Bool]) -> App.Flags
}

extension FlowAppTestWalk {
    /// Replays the walk on a new `FlowAppNavigator`: sets each move's flags, makes the move,
    /// and compares the app after it (the root on screen, the steps over it, the held link)
    /// with what the walk expects. Returns where they part, or `nil`.
    @MainActor
    public func replay() -> FlowTestFailure? {
        func failure(_ move: Int, _ message: String) -> FlowTestFailure {
            FlowTestFailure(walk: description, move: move, message: message)
        }
        let app = FlowAppNavigator<App>(flags: Support.flags(flags))
        guard app.root == start else { return failure(0, "expected the root \(start) on screen, found \(app.root)") }
        for (number, move) in moves.enumerated() {
            app.flags = Support.flags(move.flags)
            let refusal: FlowRefusal?
            switch move.action {
            case .root(let make):
                if let problem = make(app.shown) { return failure(number + 1, problem) }
                refusal = nil
            case .send(let event): refusal = app.send(event)
            case .answer(let event): refusal = app.answer(event)
            case .open(let url): refusal = app.open(url: url)
            }
            if let problem = Self.difference(move.expected, refusal, app) { return failure(number + 1, problem) }
        }
        return nil
    }

    /// How the app after a move (`refusal`, the navigator) differs from `expected`; `nil`
    /// when it doesn't.
    @MainActor
    static func difference(_ expected: FlowAppTestMove<App>.Expected, _ refusal: FlowRefusal?, _ app: FlowAppNavigator<App>) -> String? {
        switch expected {
        case .refused:
            guard let refusal else { return "the move moved; expected a refusal" }
            return refusal == .noTransition ? nil : "refused as \(refusal), not noTransition"
        case .app(let root, let overTop, let heldLink):
            if let refusal { return "the move was refused (\(refusal))" }
            if app.root != root { return "expected the root \(root) on screen, found \(app.root)" }
            if app.overTop.map(\.step) != overTop { return "expected \(overTop) over the top, found \(app.overTop.map(\.step))" }
            if app.heldLink != heldLink { return "expected the held link \(heldLink ?? "none"), found \(app.heldLink ?? "none")" }
            return nil
        }
    }
}
