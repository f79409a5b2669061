internal import FlowRestore

/// A flow compiled by flowc: its steps, flags, and its transition logic as Swift functions.
///
/// Generated code conforms to this protocol; apps use the generated types and `FlowNavigator`.
/// The requirements are the generated flow's logic, readable in the generated file: where the
/// flow can begin, which steps are final, what each event does on each step's screen, and when
/// a step is skipped. Requirements that start with an underscore are the contract between flowc
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

    /// A tabbed router's tabs, each named by the kind of its root step, in the tab bar's order;
    /// empty for every other flow.
    static var tabs: [StepKind] { get }

    /// Whether the tab bar shows `tab` for these flag values: a tab written `when` is shown only
    /// while its condition holds.
    static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool

    /// In a tabbed router, the event of a tap on the selected tab (`reselected`); `nil` in
    /// every other flow.
    static var reselectedEvent: Event? { get }

    /// A tabbed router's tab bar actions (its `shell`), one case an action in the bar's order;
    /// `FlowNoShellAction`, which has none, for every other flow.
    associatedtype ShellAction: Hashable & Sendable & CaseIterable = FlowNoShellAction

    /// What the tab bar's `action` does for these flag values: it presents a step; `nil` when
    /// no transition of the action applies.
    static func shellMove(_ action: ShellAction, flags: Flags) -> FlowStepMove<StepKind>?

    /// The event observers hear for the tab bar's `action`.
    static func event(of action: ShellAction) -> Event

    /// The flow's alerts and confirmation dialogs, one case each in the order the `.flow` file
    /// declares them; `FlowNoAlert`, which has none, for a flow without.
    associatedtype Alert: Hashable & Sendable & CaseIterable = FlowNoAlert

    /// The alert `event` shows on the screen of `step` for these flag values: non-`nil` exactly
    /// when the step's first transition for the event whose guard holds shows an alert. The
    /// navigator asks it before `move(from:on:flags:)`, which leaves such transitions out.
    static func alert(shownFrom step: StepKind, on event: Event, flags: Flags) -> Alert?

    /// Whether `alert` is an alert or a confirmation dialog.
    static func style(of alert: Alert) -> FlowAlertStyle

    /// The buttons of `alert` in the order the `.flow` file writes them, each once, with its
    /// role: `[(.delete, .destructive), (.keep, .cancel)]`.
    static func buttons(of alert: Alert) -> [(event: Event, role: FlowButtonRole?)]

    /// The move a tap on `button` of `alert` makes from the step the alert is over, for these
    /// flag values, before skip rules: the move of the button's first line whose guard holds;
    /// `nil` when the button only closes the alert (`-> close`, or a cancel button without a
    /// move), or when no line's guard holds.
    static func move(answering button: Event, of alert: Alert, flags: Flags) -> FlowStepMove<StepKind>?

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
    /// A flow without tabs: one stack.
    public static var tabs: [StepKind] { [] }

    /// A flow without tabs shows none.
    public static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool { false }

    /// A flow without tabs has no tab to reselect.
    public static var reselectedEvent: Event? { nil }

    /// A flow without outcomes has none to make.
    public static func _outcome(_payloadFree kind: StepKind) -> Outcome? { nil }

    /// A flow that uses no child flow has no entry of one.
    public static func _use(of step: Step) -> _FlowAnyUse<Self>? { nil }
}

// `FlowNoShellAction` has no value, so these are never called: Swift accepts an empty body for a
// function whose parameter can't exist (a `switch` over it would warn that it never runs).
extension FlowDefinition where ShellAction == FlowNoShellAction {
    /// A flow without tab bar actions has none to move along.
    public static func shellMove(_ action: ShellAction, flags: Flags) -> FlowStepMove<StepKind>? {}

    /// A flow without tab bar actions has none to hear.
    public static func event(of action: ShellAction) -> Event {}
}

/// The tab bar actions of a flow that has none: an enum without cases.
public enum FlowNoShellAction: Hashable, Sendable, CaseIterable {}

// As for `FlowNoShellAction`: `FlowNoAlert` has no value, so only `alert(shownFrom:on:flags:)`
// is ever called, and it shows none.
extension FlowDefinition where Alert == FlowNoAlert {
    /// A flow without alerts shows none.
    public static func alert(shownFrom step: StepKind, on event: Event, flags: Flags) -> Alert? { nil }

    /// A flow without alerts has none to style.
    public static func style(of alert: Alert) -> FlowAlertStyle {}

    /// A flow without alerts has no buttons.
    public static func buttons(of alert: Alert) -> [(event: Event, role: FlowButtonRole?)] {}

    /// A flow without alerts has no button to answer.
    public static func move(answering button: Event, of alert: Alert, flags: Flags) -> FlowStepMove<StepKind>? {}
}

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

/// The version of the contract between generated code and this runtime. Generated code
/// references the matching symbol, so a mismatch is a compile error, not a crash.
public enum FlowRuntimeVersion {
    /// Version 14, the current one: everything of version 13, and decoding old walks and links
    /// as the flow declares: a saved step with its parameters' `.flow` defaults
    /// (`payloadValue(_:default:)`), former names and labels (`FlowStepKind._formerNames`,
    /// `payloadValue(_:formerly:default:)`), removed steps (`_FlowFallback`, caught by
    /// `FlowSavedWalk`) and removed links (`FlowDefinitionWithLinks._legacyWalk(url:)`). A
    /// generated file names it when it uses any of these, else version 13, so that a file that
    /// doesn't keeps its text.
    public typealias _Version14 = Void

    /// Version 13: everything of version 12, and alerts and confirmation dialogs (`Alert`,
    /// `alert(shownFrom:on:flags:)`, `style(of:)`, `buttons(of:)`,
    /// `move(answering:of:flags:)`, with defaults for `FlowNoAlert`; `FlowAlertStyle`,
    /// `FlowButtonRole`). Still served: version 14 only adds to it.
    public typealias _Version13 = Void

    /// Version 12: presented layers (`FlowStepMove.present`, `.dismiss`,
    /// `.unwindThenEnter`, `presentation(of:after:)`, FlowWalks' `FlowPresentation` and
    /// `FlowUnwind`), the gesture event `dismissed`, outcomes (`Outcome`,
    /// `FlowStepMove.finish`, `_outcome`), child flows used by a parent (`ChildOutcome`,
    /// `_use(of:)`, `_FlowUse`, `_FlowMover`; a child step saved as its use-step's payload
    /// `child`), transitions that return their `FlowRefusal?`, and links matched through
    /// `_FlowLinkPattern`, tabbed routers (`tabs`, `isTabShown`, `reselectedEvent`,
    /// `ShellAction`, `shellMove`, `event(of:)`, `FlowStepMove.tab` and `.backToRoot`), on the
    /// generated logic (`move(from:on:flags:)`, `isSkipped`, `successors(of:)`; saved walks
    /// spell a step by its kind's `name`).
    ///
    /// The contract before: a file generated by an older flowc names it, and gets this message
    /// instead of "no member". At each new version, the one before it goes here. A file from a
    /// newer flowc names a version this runtime lacks; the comment above that line in the file
    /// says the same.
    @available(*, unavailable, message: "this file was generated by an older flowc than this FlowRuntime: depend on the same version of the flowc package (FlowRuntime) and of the package whose plugin generated the file (flowc or flowc-plugins), then build again")
    public typealias _Version12 = Void
}
