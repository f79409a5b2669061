internal import FlowRestore

/// A flow compiled by flowc: its steps, flags, and its transition logic as Swift functions.
///
/// Generated code conforms to this protocol; apps use the generated types and `FlowNavigator`.
/// The requirements are the generated flow's logic, readable in the generated file: where the
/// flow can begin, which steps are final, what each event does on each step's screen, and when
/// a step is skipped. What only some flows have is a capability of its own, which generated
/// code conforms to only when the flow has it: tabs (`FlowDefinitionWithTabs`), alerts
/// (`FlowDefinitionWithAlerts`), a start without a payload (`FlowDefinitionWithStart`), links
/// (`FlowDefinitionWithLinks`). Requirements that start with an underscore are the contract between flowc
/// and this runtime, not API for apps.
public protocol FlowDefinition {
    /// The route enum: one case a step; binds to `NavigationStack(path:)` as `[Step]`.
    associatedtype Step: FlowStep where Step._Kind == StepKind
    /// The values the app supplies at run time (a generated protocol, as an existential).
    associatedtype Flags
    /// What each step's screen can do, through a navigator (generated, one member a step).
    associatedtype Transitions
    /// A step without its payload (the route enum itself in a flow without payloads).
    associatedtype StepKind: FlowStepKind
    /// `next` and the named events.
    associatedtype Event: FlowEvent
    /// The flow's outcomes with their payloads (`AddressPickerOutcome.chosen(addressID:)`):
    /// entering one ends the flow. `Never` for a flow without outcomes.
    associatedtype Outcome: Hashable & Sendable = Never
    /// The outcomes of the child flows this flow uses, one case a use-step, holding the child's
    /// outcome (`CheckoutChildOutcome.address(.chosen(addressID: 7))`): what a navigator's
    /// observers hear (`.childFinished`) before the use-step's transition for it runs.
    /// `Never` for a flow that uses none.
    associatedtype ChildOutcome: Hashable & Sendable = Never

    /// The step a walk begins at by default (a wizard's `start`, a router's first root), before
    /// its skip rule.
    static var startStep: StepKind { get }

    /// The kinds of step a walk can begin at, in the order of the `start` line: each root and
    /// the steps its skip rule can lead to, each once (a step that is always skipped is left
    /// out). `FlowNavigator.replaceRoot(with:)` accepts a step of any of them.
    static var roots: [StepKind] { get }

    /// The final steps: reaching one completes the flow.
    static var finalSteps: Set<StepKind> { get }

    /// What `event` does on the screen of `step` for these flag values, before skip rules: the
    /// move of the step's first transition for the event whose guard holds; `nil` when none does.
    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>?

    /// Whether the skip rule of `step` holds for these flag values. Entering a skipped step goes
    /// on along its `next` transition.
    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool

    /// The kinds of step that can be on screen right after `step`, entered by some event for
    /// some flag values (pushed, presented, or after a `then` move's unwinding left `step` on
    /// top), skip rules applied.
    static func successors(of step: StepKind) -> [StepKind]

    /// How `step` is entered when it comes right after `previous` in a walk: as a sheet, as a
    /// cover, or `nil` when it is pushed. Derived from the graph, where it is unambiguous (the
    /// checker's `inconsistent-presentation`), so a walk's layers need not be stored beside it.
    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation?

    /// A tabbed router's tab bar actions (its `shell`), one case an action in the bar's order;
    /// `FlowNoShellAction`, which has none, for every other flow. A type of every flow, as the
    /// tab bar items and test walks of any flow name it; what an action does is a tab
    /// capability (`FlowDefinitionWithTabs`).
    associatedtype ShellAction: Hashable & Sendable & CaseIterable = FlowNoShellAction

    /// The flow's alerts and confirmation dialogs, one case each in the order the `.flow` file
    /// declares them; `FlowNoAlert`, which has none, for a flow without. A case may carry
    /// values (the alert's payload, or a child flow's alert). A type of every flow, as the
    /// navigator's alert and its events name it; what an alert does is an alert capability
    /// (`FlowDefinitionWithAlerts`).
    associatedtype Alert: Hashable & Sendable = FlowNoAlert

    /// The flow's tabs as the navigator asks for them: a `FlowDefinitionWithTabs`'s, else none.
    /// For the runtime: a flow gets it from the conformance.
    static var _tabLogic: _FlowTabLogic<Self> { get }

    /// The flow's alerts as the navigator asks for them: a `FlowDefinitionWithAlerts`'s, else
    /// none. For the runtime: a flow gets it from the conformance.
    static var _alertLogic: _FlowAlertLogic<Self> { get }

    /// The transitions of every step, bound to a navigator.
    @MainActor static func _transitions(_ navigator: FlowNavigator<Self>) -> Transitions

    /// The outcome of `kind` made with no payload given (it has none), or `nil` for an outcome
    /// whose payload must be supplied, or a kind that is no outcome. For the runtime.
    static func _outcome(_payloadFree kind: StepKind) -> Outcome?

    /// The use-step whose entry `step` is (`.address(.list)`), or `nil` for a step of this
    /// flow's own. For the runtime.
    static func _use(of step: Step) -> _FlowAnyUse<Self>?
}

extension FlowDefinition {
    /// A flow without tabs: one stack (`FlowDefinitionWithTabs` gives its own).
    public static var _tabLogic: _FlowTabLogic<Self> { .none }

    /// A flow without alerts shows none (`FlowDefinitionWithAlerts` gives its own).
    public static var _alertLogic: _FlowAlertLogic<Self> { .none }

    /// A flow without outcomes has none to make.
    public static func _outcome(_payloadFree kind: StepKind) -> Outcome? { nil }

    /// A flow that uses no child flow has no entry of one.
    public static func _use(of step: Step) -> _FlowAnyUse<Self>? { nil }
}

/// The tab bar actions of a flow that has none: an enum without cases.
public enum FlowNoShellAction: Hashable, Sendable, CaseIterable {}

/// A flow that the navigator can start by itself: its first root (a wizard's start step) needs
/// no payload, or has a default for every payload parameter (`step tasks(filter: Filter = .all)`).
///
/// flowc makes a flow conform when it can. `FlowNavigator(flags:)` and `restart()` need the
/// conformance; a router whose first root needs a payload doesn't have it, so Swift asks the
/// app to name the root it starts at: `FlowNavigator(root: .profile(userID: id), flags: flags)`.
public protocol FlowDefinitionWithStart: FlowDefinition {}

extension FlowDefinitionWithStart {
    /// The first step shown, for these flag values.
    public static func start(flags: Flags) -> Step {
        guard let step = _startStep(flags: flags) else {
            preconditionFailure("flowc makes a flow FlowDefinitionWithStart only when its start step needs no payload")
        }
        return step
    }
}

/// A route enum generated by flowc.
public protocol FlowStep: Hashable, Codable, Sendable {
    /// The step without its payload: the flow's `StepKind`. (Underscored: a step may be named
    /// `Kind`.)
    associatedtype _Kind: Hashable, Sendable
    /// The kind of step this value is.
    var kind: _Kind { get }
    /// The step of `kind` made with no payload given (it has none, or a default for every
    /// payload parameter), or `nil` for a step whose payload must be supplied.
    init?(_payloadFree kind: _Kind)
}

/// The kinds of step of a generated flow: its steps without their payloads.
public protocol FlowStepKind: Hashable, Sendable, CaseIterable {
    /// The step's name, as the `.flow` file writes it: how a saved walk spells the step.
    var name: String { get }
    /// The steps' former names (`renamed from basket`), each with the step now bearing it: a
    /// walk saved under an old name restores as the step. For generated code.
    static var _formerNames: [String: Self] { get }
}

extension FlowStepKind {
    /// No former names: a flow without `renamed from`.
    public static var _formerNames: [String: Self] { [:] }

    /// The kind of step named `name`, or `nil`.
    init?(named name: String) {
        guard let kind = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    /// The kind of step a saved walk names `name`: a step's name, else a former name's step,
    /// or `nil`.
    init?(savedName name: String) {
        let removed = { (_: String) -> Never? in nil }
        guard case .step(let kind) = FlowRestore.savedName(name, current: Self.init(named:), former: { Self._formerNames[$0] }, removed: removed) else {
            return nil
        }
        self = kind
    }
}

/// The events of a generated flow: `next` (written `->` in a `.flow` file) and the events named
/// with `on`.
public protocol FlowEvent: Hashable, Sendable, CaseIterable {
    /// The event of `->` transitions, which a skipped step goes on along.
    static var next: Self { get }
    /// The user's gesture (Back, swipe-down): `FlowNavigator.performDismissGesture()`. A step without an
    /// `on dismissed` transition goes back.
    static var dismissed: Self { get }
}
