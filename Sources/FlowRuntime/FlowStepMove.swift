import FlowWalks

/// What a transition does: enter a step (pushed or presented), unwind (go back one entry, go
/// back to a step, dismiss the layer on top), unwind then enter a step, in one move, or end the
/// flow on one of its outcomes.
///
/// Generated `move(from:on:flags:)` returns one, so a breakpoint there shows the move the
/// graph makes for the event and the flag values at hand.
public enum FlowStepMove<StepKind: Hashable & Sendable>: Hashable, Sendable {
    /// Pushes a step of this kind onto the layer on top (before its skip rule, where
    /// `move(from:on:flags:)` returns it; after, where `destination(after:on:flags:)` reports it).
    case push(StepKind)
    /// Presents a step of this kind as the root of a new layer, as a sheet or a cover.
    case present(StepKind, FlowPresentation)
    /// Removes the entry on top; removing a layer's root dismisses the layer.
    case back
    /// Removes every entry above the most recent step of this kind, across layers.
    case backTo(StepKind)
    /// Removes the layer on top: its presented root and every entry above it.
    case dismiss
    /// Removes every presented layer of the walk on screen (the selected tab's), keeping its
    /// base layer: `-> dismiss all`.
    case dismissAll
    /// Unwinds, then enters a step from the entry now on top, as one move.
    case unwindThenEnter(FlowUnwind<StepKind>, FlowEntry<StepKind>)
    /// Ends the flow on the outcome of this kind: the walk stays, and the navigator holds the
    /// outcome (`FlowNavigator.outcome`); in a parent, the use-step continues from it.
    case finish(StepKind)
    /// In a tabbed router, `-> tab t [then s]`: closes every presented layer of the selected
    /// tab and selects the tab whose root is of this kind, with its stack as the user left it;
    /// with an entry, cuts that tab back to its root and enters the step from there.
    case tab(StepKind, then: FlowEntry<StepKind>?)
    /// In a tabbed router, what tapping the selected tab does on a step without an `on
    /// reselected` of its own: removes every entry above the tab's root, closing its layers.
    case backToRoot
}

/// The entering part of `FlowStepMove.unwindThenEnter`.
public enum FlowEntry<StepKind: Hashable & Sendable>: Hashable, Sendable {
    /// Pushes a step of this kind onto the layer on top.
    case push(StepKind)
    /// Presents a step of this kind in a new layer.
    case present(StepKind, FlowPresentation)

    /// The kind of step entered.
    public var step: StepKind {
        switch self {
        case .push(let step), .present(let step, _): step
        }
    }
}

extension FlowStepMove {
    /// The kind of step the move enters, by itself, after unwinding, or after a tab move's
    /// reset; `nil` for an unwinding, or a tab move without `then`.
    public var enteredStep: StepKind? {
        switch self {
        case .push(let step), .present(let step, _): step
        case .unwindThenEnter(_, let entry), .tab(_, then: let entry?): entry.step
        case .back, .backTo, .dismiss, .dismissAll, .finish, .tab(_, then: nil), .backToRoot: nil
        }
    }

    /// The move with the step it enters replaced by `step`: the step shown after skip rules.
    func entering(_ step: StepKind) -> FlowStepMove {
        switch self {
        case .push: .push(step)
        case .present(_, let style): .present(step, style)
        case .unwindThenEnter(let unwind, .push): .unwindThenEnter(unwind, .push(step))
        case .unwindThenEnter(let unwind, .present(_, let style)): .unwindThenEnter(unwind, .present(step, style))
        case .tab(let tab, then: .push?): .tab(tab, then: .push(step))
        case .tab(let tab, then: .present(_, let style)?): .tab(tab, then: .present(step, style))
        case .back, .backTo, .dismiss, .dismissAll, .finish, .tab(_, then: nil), .backToRoot: self
        }
    }

    /// The unwinding the user's gesture makes when this is a step's `dismissed` move, which
    /// only unwinds (the checker's `dismissed-enters-step`); `nil` for any other move.
    var gestureUnwind: FlowUnwind<StepKind>? {
        switch self {
        case .back: .back
        case .backTo(let target): .backTo(target)
        case .dismiss: .dismiss
        case .dismissAll: .dismissAll
        case .backToRoot: .toRoot
        case .push, .present, .unwindThenEnter, .finish, .tab: nil
        }
    }
}
