/// One use-step of a parent flow, seen without its child's type: what the navigator asks about
/// the child's entries of a walk (`FlowDefinition._use(of:)`), whichever child it is. Made as a
/// `_FlowUse`. For generated code.
///
/// A use-step's entries are the child's walk, contiguous, each the use-step's case around a
/// child step (`.address(.list)`); a use-step can't follow itself (`use-reenters-itself`), so
/// the run of entries of one use-step on top of a walk is one instance of the child.
/// (Not SPI, as `FlowDefinition` names it; it has no members apps can use.)
public class _FlowAnyUse<Parent: FlowDefinition> {
    /// The use-step.
    let kind: Parent.StepKind

    init(kind: Parent.StepKind) {
        self.kind = kind
    }

    /// Whether `step` is one of this use-step's entries.
    func holds(_ step: Parent.Step) -> Bool { step.kind == kind }

    /// Whether `step` can open the child: it is one of the child's roots.
    func isChildRoot(_ step: Parent.Step) -> Bool { preconditionFailure("made as a _FlowUse") }

    /// Whether `step` can follow `previous`, both entries of this use-step, in the child's walk.
    func childCanFollow(_ step: Parent.Step, after previous: Parent.Step) -> Bool { preconditionFailure("made as a _FlowUse") }

    /// How `step` is entered right after `previous`, both entries of this use-step.
    func childPresentation(of step: Parent.Step, after previous: Parent.Step) -> FlowPresentation? { preconditionFailure("made as a _FlowUse") }

    /// The entry shown on entering `step`, an entry of this use-step, after the child's skip rules.
    func childEntered(_ step: Parent.Step, flags: Parent.Flags) -> Parent.Step { preconditionFailure("made as a _FlowUse") }

    /// The walk after the user's gesture on its top entry, the child's entry on top of a run
    /// of `run` (more than one): the child's `dismissed` move, which only unwinds inside the
    /// child; refused when its guards disable the gesture.
    func childGesture(in walk: FlowWalk<Parent.Step>, run: Int, flags: Parent.Flags) -> Result<FlowWalk<Parent.Step>, FlowRefusal> {
        preconditionFailure("made as a _FlowUse")
    }

    /// Whether `alert` is an alert of this use-step's child (the parent's case around it).
    func holdsChildAlert(_ alert: Parent.Alert) -> Bool { false }

    /// Answers `button` of `alert`, an alert of this use-step's child shown over its entry on
    /// top: the child's move for the button, made as the child's transitions are.
    @MainActor
    func answerChildAlert(_ button: Parent.Event, of alert: Parent.Alert, on navigator: FlowNavigator<Parent>) -> FlowRefusal? {
        preconditionFailure("made as a _FlowUse")
    }
}

/// How a parent's use-step holds its child: its case around a child step and back, the child's
/// flags from the parent's (`CheckoutFlags` refines `AddressPickerFlags`), and where the parent
/// goes on from each of the child's outcomes. Generated, one a use-step
/// (`Checkout._useAddress`). For generated code.
@_spi(FlowGeneratedCode)
public final class _FlowUse<Parent: FlowDefinition, Child: FlowDefinition>: _FlowAnyUse<Parent> {
    let wrap: (Child.Step) -> Parent.Step
    /// The child's step inside `step`, an entry of this use-step; `nil` for another step.
    /// (`package`: FlowRuntimeTesting's replay of a child's walk reads it.)
    package let unwrap: (Parent.Step) -> Child.Step?
    let childFlags: (Parent.Flags) -> Child.Flags
    let continuation: (Child.Outcome) -> _FlowContinuation<Parent>
    /// The child's alerts as the parent's; `nil` for a child without alerts. (`package`, as
    /// `unwrap`.)
    package let alerts: _FlowChildAlerts<Parent, Child>?

    public init(
        kind: Parent.StepKind, wrap: @escaping (Child.Step) -> Parent.Step, unwrap: @escaping (Parent.Step) -> Child.Step?,
        flags: @escaping (Parent.Flags) -> Child.Flags, continuation: @escaping (Child.Outcome) -> _FlowContinuation<Parent>,
        alerts: _FlowChildAlerts<Parent, Child>? = nil
    ) {
        self.wrap = wrap
        self.unwrap = unwrap
        self.childFlags = flags
        self.continuation = continuation
        self.alerts = alerts
        super.init(kind: kind)
    }

    override func isChildRoot(_ step: Parent.Step) -> Bool {
        guard let child = unwrap(step) else { return false }
        return Child.roots.contains(child.kind)
    }

    override func childCanFollow(_ step: Parent.Step, after previous: Parent.Step) -> Bool {
        guard let child = unwrap(step), let below = unwrap(previous) else { return false }
        return Child._canFollow(child, after: below)
    }

    override func childPresentation(of step: Parent.Step, after previous: Parent.Step) -> FlowPresentation? {
        guard let child = unwrap(step), let below = unwrap(previous) else { return nil }
        return Child._presentation(of: child, after: below)
    }

    override func childEntered(_ step: Parent.Step, flags: Parent.Flags) -> Parent.Step {
        guard let child = unwrap(step) else { return step }
        return wrap(Child._entered(child, flags: childFlags(flags)))
    }

    override func childGesture(in walk: FlowWalk<Parent.Step>, run: Int, flags: Parent.Flags) -> Result<FlowWalk<Parent.Step>, FlowRefusal> {
        guard let child = unwrap(walk.top.step),
              let unwind = Child.resolvedMove(from: child.kind, on: .dismissed, flags: childFlags(flags))?.gestureUnwind else {
            return .failure(.dismissalDisabled)
        }
        return walk.applying(.gesture(unwind), in: .child(count: run)) { self.unwrap($0)?.kind }.mapError(FlowRefusal.init)
    }

    override func holdsChildAlert(_ alert: Parent.Alert) -> Bool {
        alerts?.unwrap(alert) != nil
    }

    @MainActor
    override func answerChildAlert(_ button: Parent.Event, of alert: Parent.Alert, on navigator: FlowNavigator<Parent>) -> FlowRefusal? {
        guard let alerts, let shown = alerts.unwrap(alert), let event = alerts.button(button) else { return .noTransition }
        return navigator.answer(event, of: shown, in: self)
    }
}

/// Where a parent goes on from a child's outcome: the use-step's event for it, the outcome as
/// the parent's typed value (`CheckoutChildOutcome.address(.chosen(addressID: 7))`), and the
/// step the continuation enters, made with the outcome's payload. For generated code.
@_spi(FlowGeneratedCode)
public struct _FlowContinuation<Parent: FlowDefinition> {
    let event: Parent.Event
    let outcome: Parent.ChildOutcome
    let makeStep: (Parent.StepKind) -> Parent.Step?

    public init(
        event: Parent.Event, outcome: Parent.ChildOutcome,
        makeStep: @escaping (Parent.StepKind) -> Parent.Step? = { Parent.Step(_payloadFree: $0) }
    ) {
        self.event = event
        self.outcome = outcome
        self.makeStep = makeStep
    }
}
