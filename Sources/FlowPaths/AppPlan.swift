import FlowChecker
import FlowCore

/// The walks that cover an app, made by `AppPlanner`: what `flowc paths` prints for an `app`,
/// and what a test replays on a `FlowAppNavigator`.
public struct AppPlan: Sendable {
    public let app: String
    /// Walks from a launch, in the order they were planned.
    public internal(set) var walks: [AppWalk] = []
    /// Per kind of item: how many are covered, of how many.
    public internal(set) var counts: [Count] = []
    /// The items no walk covers, with the reason.
    public internal(set) var uncovered: [Uncovered] = []

    /// The number of moves of all walks.
    public var totalLength: Int { walks.map(\.length).reduce(0, +) }

    public struct Count: Hashable, Sendable {
        public let kind: AppCoverageItem.Kind
        public let covered: Int
        public let total: Int
    }

    public struct Uncovered: Hashable, Sendable {
        public let item: AppCoverageItem
        public let reason: TestPlan.Reason
    }
}

/// One walk of an app: the flags it launches with (which choose the root), then each move
/// with the flags in force and the app expected after it.
public struct AppWalk: Hashable, Sendable {
    /// Every app flag's value at launch, in the order of `CheckedApp.flags`.
    public let flags: [Bool]
    /// The app at launch: the root its `start` chose, at its flow's start.
    public let initial: AppTestState
    public internal(set) var moves: [AppTestMove] = []
    /// The items this walk covers, in order.
    public internal(set) var covers: [AppCoverageItem] = []

    /// The number of moves.
    public var length: Int { moves.count }
}

/// What an app shows: the root on screen and its walk, the app-level steps over it, and the
/// held link.
public struct AppTestState: Hashable, Sendable {
    public let root: RootID
    /// The root's walk on screen, root first: the selected tab's in a tabbed root.
    public let walk: [WalkEntry]
    /// In a tabbed root, the selected tab, named by its root step; `nil` without tabs.
    public let tab: StepID?
    /// The app-level steps presented over the top, bottom first, each with its style.
    public let overTop: [AppEntry]
    /// The held link: a link of a root not on screen, by the root and its position in the
    /// root flow's links; `nil` when none is held.
    public let heldLink: HeldLink?

    /// An app-level step presented over the top.
    public struct AppEntry: Hashable, Sendable {
        public let step: AppStepID
        public let style: FlowPresentation
    }

    /// A link held until its root is shown.
    public struct HeldLink: Hashable, Sendable {
        public let root: RootID
        public let link: Int
        public let url: String
    }
}

/// One move of an app's walk, the flags in force, and what must follow.
public struct AppTestMove: Hashable, Sendable {
    public let action: Action
    /// Every app flag's value, in the order of `CheckedApp.flags`: set before the move.
    public let flags: [Bool]
    public let result: Result

    /// What the move is.
    public enum Action: Hashable, Sendable {
        /// A move of the root on screen, made on its navigator as a screen (or its tab bar)
        /// makes it: a `TestMove` of the root's flow, its flags the flow's.
        case root(RootID, TestMove)
        /// The app event at this position of `CheckedApp.events` sent (`app.send(_:)`).
        case event(Int)
        /// The transition at `position` of the app-level step on top taken (`app.answer(_:)`).
        case answer(AppStepID, position: Int)
        /// A link of `root`'s flow opened by `url` (`app.open(url:)`).
        case openLink(RootID, link: Int, url: String)
    }

    /// What the app must do.
    public enum Result: Hashable, Sendable {
        /// The app after the move.
        case moved(AppTestState)
        /// Nothing moves (an app event whose `only when` fails).
        case refused
    }
}
