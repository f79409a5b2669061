/// A move of a walk, with the step it enters already made: what a transition, the user's
/// gesture or a child flow's move does to the entries on screen.
///
/// `Kind` names the steps a `back to` looks for (a step's kind, without its payload).
package enum FlowWalkMove<Step: Hashable & Sendable, Kind: Hashable & Sendable>: Hashable, Sendable {
    /// Enters `Step` on top: pushed onto the layer on top, or presented in a new layer.
    case enter(Step, FlowPresentation)
    /// Takes entries off the top.
    case unwind(FlowUnwind<Kind>)
    /// Unwinds, then enters a step on the entry now on top, as one move (`-> back then s`).
    case unwindThenEnter(FlowUnwind<Kind>, Step, FlowPresentation)
    /// The user's gesture (Back, a sheet's swipe-down): the unwinding the step's `dismissed`
    /// transition makes. Refused on a cover's root, which has no Back button and no swipe.
    case gesture(FlowUnwind<Kind>)
}

/// Which entries of a walk a move may take off.
package enum FlowWalkScope: Hashable, Sendable {
    /// Every entry above the walk's root.
    case whole
    /// The top `count` entries are a child flow's walk inside its parent's: the child's move
    /// unwinds only among them, and never takes off the first, the child's root.
    case child(count: Int)
    /// The move of a use-step after its child, the top `count` entries, ended on an outcome.
    /// It is made from the child's first entry: unwinding starts there (`-> back` takes off
    /// the whole child), and a step entered without unwinding goes on top of the child's last.
    case continuation(childCount: Int)
}

/// Why a walk can't make a move.
package enum FlowWalkRefusal: Error, Hashable, Sendable {
    /// `back` from the root (of the walk, or of a child's walk), or `dismiss` (`dismiss all`)
    /// with no layer presented above it.
    case atRoot
    /// `back to` a kind of step that is not in the walk (or in the child's walk).
    case notInWalk
    /// The user's gesture on a cover's root, which has no Back button and no swipe, or on a
    /// modal sheet's root, whose swipe-down is disabled.
    case dismissalDisabled
}
