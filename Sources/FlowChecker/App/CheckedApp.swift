import FlowCore

/// An `app` the checker analysed and found free of errors: the top of an app's navigation,
/// which root flow is on screen, how the roots' outcomes swap it, and the events the app sends
/// whatever is on screen. The only input the code emitters and the path planner accept for an
/// app; only the checker makes one.
///
/// Guards read the app's own flags: a `FlagID` here indexes `flags`.
public struct CheckedApp: Hashable, Sendable {
    public internal(set) var name: String
    /// The text of the `///` comments before `app`, one entry a line.
    public internal(set) var doc: [String]
    /// The range of the whole declaration, from `app` to its closing brace.
    public internal(set) var range: SourceRange
    /// The app's flags, in declared order. Every flag of a root's flow is among them, as a
    /// parent declares its children's: the app's one flags value serves every root.
    public internal(set) var flags: [String]
    /// `start a when g, b`: the roots the app may begin at, in order; the first whose guard
    /// holds is shown. The last has no guard (the checker makes sure one always holds).
    public internal(set) var starts: [Start]
    /// The roots, in declared order.
    public internal(set) var roots: [Root]
    /// The app events (`event lock -> unlock`), in declared order.
    public internal(set) var events: [Event]
    /// The app-level steps, shown over the top layer of whatever root is on screen.
    public internal(set) var steps: [Step]

    /// One entry of the `start` line.
    public struct Start: Hashable, Sendable {
        public internal(set) var root: RootID
        /// `nil` for the last entry, which is taken when no earlier guard holds.
        public internal(set) var guardCondition: Guard?
    }

    /// `root name uses Flow [kept] { on outcome -> target }`.
    public struct Root: Hashable, Sendable {
        public internal(set) var name: String
        public internal(set) var range: SourceRange
        /// The root's flow (a wizard or a router of the same module), as a parent sees a child.
        public internal(set) var flow: UsedFlow
        /// Whether the flow is a tabbed router (the host shows a tab bar).
        public internal(set) var isTabbed: Bool
        /// Whether the flow declares links (`FlowDefinitionWithLinks`): the app opens them.
        public internal(set) var hasLinks: Bool
        /// `kept`: leaving the root keeps its walk, and showing it again brings the walk back.
        /// Any other root starts afresh each time it is shown.
        public internal(set) var isKept: Bool
        /// What each handled outcome of the flow does, in written order.
        public internal(set) var outcomes: [OutcomeMove]
    }

    /// `on outcome -> target` in a root: entering that outcome of the root's flow makes `move`.
    public struct OutcomeMove: Hashable, Sendable {
        /// The outcome's name, one of `Root.flow.outcomes`.
        public internal(set) var outcome: String
        public internal(set) var move: AppMove
        public internal(set) var guardCondition: Guard?
    }

    /// `event name(payload) -> target [only when g]`: a move the app makes whatever is on screen.
    public struct Event: Hashable, Sendable {
        public internal(set) var name: String
        public internal(set) var parameters: [PayloadParameter]
        public internal(set) var move: AppMove
        /// `only when g`: while it is false, sending the event is refused and nothing moves.
        public internal(set) var guardCondition: Guard?
        public internal(set) var range: SourceRange
    }

    /// `step name(payload) { on e -> target }`: a screen shown over the top layer of any root.
    public struct Step: Hashable, Sendable {
        public internal(set) var name: String
        public internal(set) var parameters: [PayloadParameter]
        public internal(set) var transitions: [Transition]
        public internal(set) var range: SourceRange
    }

    /// `on e -> target [when g]` in an app-level step.
    public struct Transition: Hashable, Sendable {
        public internal(set) var event: String
        public internal(set) var move: AppMove
        public internal(set) var guardCondition: Guard?
    }

    /// What an app event, an app-level step's transition or a root's outcome does. It never
    /// depends on what is under the top layer (the checker refuses a push, `back` and `back to`).
    public enum AppMove: Hashable, Sendable {
        /// `-> root`: closes every layer of the root on screen (and the app-level steps over it),
        /// then shows the root: its kept walk, or its start.
        case swap(RootID)
        /// `-> step as sheet` / `as cover`: presents an app-level step over the top layer of the
        /// root on screen (or over the app-level step on top). The payload comes from the event's
        /// or the step's parameters of the same label and type.
        case present(AppStepID, FlowPresentation)
        /// `-> dismiss`: closes the app-level step on top. Only an app-level step has it.
        case dismiss
    }
}

/// A root of an app, by its position in `CheckedApp.roots`.
public typealias RootID = FlowID<CheckedApp.Root>
/// An app-level step, by its position in `CheckedApp.steps`.
public typealias AppStepID = FlowID<CheckedApp.Step>
