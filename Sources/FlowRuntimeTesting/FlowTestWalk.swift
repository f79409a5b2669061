import FlowRuntime

/// A walk `flowc paths` planned for a flow, as an app's tests replay it: where it starts, then
/// each event with the flag values in force and what must follow. Generated for test targets
/// (`FlowTestSupportPlugin`), never for the app itself: `Checkout.testWalks(.all)`.
public struct FlowTestWalk<Support: FlowTestSupport>: Sendable, CustomStringConvertible {
    public typealias Flow = Support.Flow

    /// Its name in the plan: `walk 3`.
    public let name: String
    public let start: Start
    public let moves: [FlowTestMove<Flow>]

    /// How a walk starts.
    public enum Start: Sendable {
        /// A navigator at this root, made with these flag values (in the flow's order of flags);
        /// the walk expected then (the root's skip rules applied).
        case root(Flow.StepKind, flags: [Bool], walk: [Flow.StepKind])
        /// A navigator at the start, made with these flag values (a missing value is false:
        /// generated walks spell them out only for a link into a tab the bar shows under a
        /// flag), then this URL opened (`navigator.open(url:)`); the walk expected after it.
        case link(String, flags: [Bool] = [], walk: [Flow.StepKind])
    }

    public init(name: String, start: Start, moves: [FlowTestMove<Flow>]) {
        self.name = name
        self.start = start
        self.moves = moves
    }

    public var description: String { "\(Flow.self) \(name)" }

    /// The walk expected at the start, by kind, root first.
    public var startWalk: [Flow.StepKind] {
        switch start {
        case .root(_, _, let walk), .link(_, _, let walk): walk
        }
    }

    /// The walk expected after each move, by kind, root first (after a refusal, an outcome or
    /// an alert shown, the walk as it was).
    public var expectedWalks: [[Flow.StepKind]] {
        var walk = startWalk
        return moves.map { move in
            switch move.expected {
            case .walk(let keeping, let entering): walk = Array(walk.prefix(keeping)) + (entering.map { [$0] } ?? [])
            case .container(let container): walk = container.selectedWalk
            case .outcome, .refused, .alert, .alertNamed: break
            }
            return walk
        }
    }
}

/// An event made on the step on screen (or, in a tabbed router, a tap on the tab bar, or a tap
/// on a button of the alert shown), the flags in force, and what the navigator must do.
public struct FlowTestMove<Flow: FlowDefinition>: Sendable {
    public let step: Flow.StepKind
    /// The event: for a tap on a tab, `reselected`; for the bar's action, the action's event.
    public let event: Flow.Event
    /// Each flag's value, in the order the flow declares its flags.
    public let flags: [Bool]
    public let expected: Expected
    /// On a use-step, for the child's outcome `event`: the child's moves that end it so, made
    /// on its screens first; `nil` makes the outcome's event on the use-step directly.
    public let child: FlowTestChildWalk<Flow>?
    /// In a tabbed router, the tab bar's move it is; `nil` for an event of the step on screen.
    public let bar: Bar?
    /// The alert whose button `event` is tapped (`navigator.answer(_:)`), shown over `step` by
    /// the move before; `nil` for an event of the step on screen.
    public let answering: Flow.Alert?
    /// The name of the alert with a payload whose button `event` is tapped, as `answering`
    /// says for one without (a walk can't spell the payload: the test supplies it,
    /// `FlowTestPayloads.alert(shownFrom:on:)`); `nil` otherwise.
    public let answeringNamed: String?

    /// Whether `event` is a tap on a button of the alert shown (`answering`, `answeringNamed`).
    public var answersAlert: Bool { answering != nil || answeringNamed != nil }

    /// A tabbed router's tab bar's move.
    public enum Bar: Sendable, Equatable {
        /// A tap on this tab while another is selected (`navigator.select(_:)`).
        case select(Flow.StepKind)
        /// A tap on this tab while it is selected (`navigator.reselect(_:)`).
        case reselect(Flow.StepKind)
        /// The bar's own action (`navigator.perform(_:)`).
        case action(Flow.ShellAction)
    }

    /// What must follow the event.
    public enum Expected: Sendable, Equatable {
        /// The walk after it: the first `keeping` entries of the walk before it, then the step
        /// `entering`, when the move enters one (`FlowTestWalk.expectedWalks` spells it out).
        case walk(keeping: Int, entering: Flow.StepKind?)
        /// The container after it, whole (a tabbed router's moves expect every tab's walk).
        case container(FlowTestContainer<Flow>)
        /// The flow ends on this outcome.
        case outcome(Flow.StepKind)
        /// Nothing moves: the move returns `.noTransition`, or `.dismissalDisabled` for the
        /// gesture `dismissed` and a tap on the selected tab.
        case refused
        /// The event shows this alert over the step (`navigator.alert`); the walk stays as it
        /// was. The next move answers it.
        case alert(Flow.Alert)
        /// The event shows the alert of this name, which has a payload, over the step (the
        /// payload is the test's: `FlowTestPayloads.alert(shownFrom:on:)`).
        case alertNamed(String)

        /// In a tabbed router, the state after it: the selected tab and each tab's walk, root
        /// first, in the bar's order (`.container(.tabs(...))`, as generated test support
        /// spells it).
        public static func tabs(selected: Flow.StepKind, walks: [[Flow.StepKind]]) -> Expected {
            .container(.tabs(selected: selected, walks: walks))
        }
    }

    public init(
        step: Flow.StepKind, event: Flow.Event, flags: [Bool], expected: Expected, child: FlowTestChildWalk<Flow>? = nil, bar: Bar? = nil,
        answering: Flow.Alert? = nil, answeringNamed: String? = nil
    ) {
        self.step = step
        self.event = event
        self.flags = flags
        self.expected = expected
        self.child = child
        self.bar = bar
        self.answering = answering
        self.answeringNamed = answeringNamed
    }
}

/// Which walks of a plan to take.
public enum FlowTestCoverage: String, Sendable, CaseIterable {
    /// Every step shown.
    case steps
    /// Every transition taken.
    case transitions
    /// Every guard holding and failing, and every skip rule applying and not.
    case guards
    /// All of these, every event refused where its guards allow it (a move that must not
    /// move the flow), and every link's walk.
    case all
}

/// What replaying a flow's walks needs from its generated test support
/// (`CheckoutTestSupport`, in the test target): its flags from values, and its links opened.
public protocol FlowTestSupport {
    associatedtype Flow: FlowDefinition
    /// The flags for these values, in the order the flow declares its flags; a missing value
    /// is false.
    static func flags(_ values: [Bool]) -> Flow.Flags
    /// Opens `url` on `navigator`, for a link's walk; `false` for a flow without links.
    @MainActor static func open(_ url: String, on navigator: FlowNavigator<Flow>) -> Bool
}
