/// What a flow's transitions move: a navigator of the flow itself, or, for a child flow's
/// screens inside a parent, the parent's navigator through the use-step (`_FlowChildMover`).
/// The transitions of a flow with outcomes hold one, so a child's screens are written once and
/// work wherever the child runs. For generated code.
@_spi(FlowGeneratedCode)
@MainActor
public class _FlowMover<Flow: FlowDefinition> {
    init() {}

    /// The place of the entry on top of the walk, for a transitions value of `step`.
    public func _place(of step: Flow.StepKind) -> _FlowPlace<Flow> { preconditionFailure("a _FlowMover is made by the runtime") }

    /// Moves along `event` from the entry `place` names, entering a step made by `makeStep` or
    /// ending on an outcome made by `makeOutcome`; returns why it was refused, or `nil`.
    @discardableResult
    public func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?
    ) -> FlowRefusal? {
        preconditionFailure("a _FlowMover is made by the runtime")
    }

    /// Moves along `event` as `_advance(from:on:makeStep:makeOutcome:)` does, where the alert
    /// the event shows is made by `makeAlert` (supplying its payload).
    @discardableResult
    public func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?,
        makeAlert: (Flow.StepKind, Flow.Flags) -> Flow.Alert?
    ) -> FlowRefusal? {
        preconditionFailure("a _FlowMover is made by the runtime")
    }

    /// The mover of the screens of `use`'s child, which moves this one's flow through the
    /// use-step.
    public func _mover<Child>(_ use: _FlowUse<Flow, Child>) -> _FlowMover<Child> { preconditionFailure("a _FlowMover is made by the runtime") }

    /// Moves along `event` to a step or an outcome without a payload.
    @discardableResult
    public final func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event) -> FlowRefusal? {
        _advance(from: place, on: event, makeStep: { Flow.Step(_payloadFree: $0) }, makeOutcome: { Flow._outcome(_payloadFree: $0) })
    }

    /// Moves along `event` to a step whose payload `makeStep` supplies.
    @discardableResult
    public final func _advance(from place: _FlowPlace<Flow>, on event: Flow.Event, makeStep: (Flow.StepKind) -> Flow.Step?) -> FlowRefusal? {
        _advance(from: place, on: event, makeStep: makeStep, makeOutcome: { Flow._outcome(_payloadFree: $0) })
    }
}

/// The mover of a flow run on its own: its navigator.
final class _FlowNavigatorMover<Flow: FlowDefinition>: _FlowMover<Flow> {
    let navigator: FlowNavigator<Flow>

    init(_ navigator: FlowNavigator<Flow>) {
        self.navigator = navigator
    }

    override func _place(of step: Flow.StepKind) -> _FlowPlace<Flow> {
        navigator._place(of: step)
    }

    override func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?
    ) -> FlowRefusal? {
        navigator._advance(from: place, on: event, makeStep: makeStep, makeOutcome: makeOutcome)
    }

    override func _advance(
        from place: _FlowPlace<Flow>, on event: Flow.Event,
        makeStep: (Flow.StepKind) -> Flow.Step?, makeOutcome: (Flow.StepKind) -> Flow.Outcome?,
        makeAlert: (Flow.StepKind, Flow.Flags) -> Flow.Alert?
    ) -> FlowRefusal? {
        navigator._advance(from: place, on: event, makeStep: makeStep, makeOutcome: makeOutcome, makeAlert: makeAlert)
    }

    override func _mover<Child>(_ use: _FlowUse<Flow, Child>) -> _FlowMover<Child> {
        navigator._mover(use)
    }
}

/// The mover of a child flow's screens inside a parent: the parent's navigator, moved through
/// one use-step (what `navigator.transitions(.address)` binds `AddressPickerTransitions` to).
final class _FlowChildMover<Parent: FlowDefinition, Child: FlowDefinition>: _FlowMover<Child> {
    let navigator: FlowNavigator<Parent>
    let use: _FlowUse<Parent, Child>

    init(_ navigator: FlowNavigator<Parent>, _ use: _FlowUse<Parent, Child>) {
        self.navigator = navigator
        self.use = use
    }

    override func _place(of step: Child.StepKind) -> _FlowPlace<Child> {
        _FlowPlace(step: step, entry: navigator.state.top.id, tab: navigator.selectedPartIndex)
    }

    override func _advance(
        from place: _FlowPlace<Child>, on event: Child.Event,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?
    ) -> FlowRefusal? {
        navigator.advance(in: use, from: place, on: event, makeStep: makeStep, makeOutcome: makeOutcome) {
            Child._alertLogic.alert($0, event, $1)
        }
    }

    override func _advance(
        from place: _FlowPlace<Child>, on event: Child.Event,
        makeStep: (Child.StepKind) -> Child.Step?, makeOutcome: (Child.StepKind) -> Child.Outcome?,
        makeAlert: (Child.StepKind, Child.Flags) -> Child.Alert?
    ) -> FlowRefusal? {
        navigator.advance(in: use, from: place, on: event, makeStep: makeStep, makeOutcome: makeOutcome, makeAlert: makeAlert)
    }

    override func _mover<Grandchild>(_ use: _FlowUse<Child, Grandchild>) -> _FlowMover<Grandchild> {
        preconditionFailure("flowc doesn't generate a child flow that uses a flow in turn (child-flow-not-generated)")
    }
}

extension FlowNavigator {
    /// The mover of this navigator's own transitions. For generated code.
    @_spi(FlowGeneratedCode)
    public var _mover: _FlowMover<Flow> { _FlowNavigatorMover(self) }

    /// The mover of the screens of `use`'s child: this navigator, moved through the use-step.
    /// For generated code.
    @_spi(FlowGeneratedCode)
    public func _mover<Child>(_ use: _FlowUse<Flow, Child>) -> _FlowMover<Child> {
        _FlowChildMover(self, use)
    }
}
