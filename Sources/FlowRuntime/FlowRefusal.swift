import FlowWalks

/// Where a transitions value belongs: the kind of step it was obtained for, and the entry of
/// the walk that was on top then. For generated code, which imports it as SPI.
@_spi(FlowGeneratedCode)
public struct _FlowPlace<Flow: FlowDefinition>: Hashable, Sendable {
    let step: Flow.StepKind
    let entry: UInt64
    /// The position of the part on screen among the container's parts then (entries of
    /// different tabs may share a serial number); 0 in a stack.
    let tab: Int
}

/// Why a navigator's move did not happen: what every move returns when it was refused.
public enum FlowRefusal: Error, Hashable, Sendable {
    /// The transitions belong to an entry of the walk that is no longer on top (a screen kept an
    /// old value, even of the same kind of step as the one on top), or to a step that was not
    /// on screen when they were obtained.
    case notOnScreen
    /// The flow is finished: the step on screen is final.
    case finished
    /// No transition of this event applies for the current flag values: the flow's guards
    /// leave this case uncovered (`flowc check` warns about it: `event-not-covered`), or the
    /// event exists only under its guards (`only when`) and the screen offered it anyway.
    case noTransition
    /// Going back from the root (`back()`, or the user's gesture at the walk's root, a tab's
    /// root included), or further back than the walk goes, or dismissing (`dismiss`,
    /// `dismiss all`) when no layer is presented.
    case atRoot
    /// `back(to:)`, or a `back to` transition, to a kind of step that is not in the walk.
    case notInWalk
    /// `performDismissGesture()`, the user's gesture, when no `on dismissed` transition of the
    /// step on screen applies for the current flags (the flow keeps the screen: a draft, say),
    /// or on a cover's root, which has no Back button and no swipe, or on a modal sheet's root
    /// (`as sheet modal`), whose swipe-down is disabled. The host should have disabled the
    /// gesture (`FlowNavigator.isDismissalEnabled`, `interactiveDismissDisabled`).
    case dismissalDisabled
    /// `replaceRoot(with:)` a step the flow can't start at, or `restore(_:)` a walk whose first
    /// step can't begin one.
    case notARoot
    /// `open(url:)` a URL that matches none of the flow's links.
    case unknownLink
    /// `open(_:)` a link whose walk the flow can't take (the build checks that it can), or
    /// `restore(_:)` a walk of which only the longest legal prefix was kept.
    case illegalWalk
    /// In a tabbed router, a move to a tab the bar doesn't show for the current flags (its
    /// `when` is false): `select(_:)`, a link into it, a tab move the checker couldn't rule out.
    case tabHidden
    /// `select(_:)` or `popToRoot(tab:)` a step that is not one of the tabs' roots, or in a
    /// flow without tabs; `replaceRoot(with:)` in a tabbed router, whose roots are fixed.
    case notATab
}

/// One move of a navigator, as its observers hear it (`FlowNavigatorEvent.moved`).
public struct FlowMove<Flow: FlowDefinition>: Hashable, Sendable {
    /// The step on screen before the move.
    public var from: Flow.Step
    /// The event of a move along a transition, `dismissed` for the user's gesture
    /// (`FlowNavigator.performDismissGesture()`); `nil` for `back()`, a move inside a child
    /// flow, restoring, a link or a new root.
    public var event: Flow.Event?
    /// The step on screen after the move.
    public var to: Flow.Step

    public init(from: Flow.Step, event: Flow.Event?, to: Flow.Step) {
        self.from = from
        self.event = event
        self.to = to
    }
}

extension FlowRefusal {
    /// The refusal of a move the navigator's container can't make: a tab's move without
    /// tabs, or a new root for tabs, is `.notATab`.
    init(_ refusal: FlowContainerRefusal) {
        switch refusal {
        case .unknownTab, .fixedRoots, .noTabs: self = .notATab
        case .notRootedAtTab: self = .illegalWalk
        case .walk(let refusal): self = FlowRefusal(refusal)
        }
    }

    /// The refusal of a move the walk can't make.
    init(_ refusal: FlowWalkRefusal) {
        switch refusal {
        case .atRoot: self = .atRoot
        case .notInWalk: self = .notInWalk
        case .dismissalDisabled: self = .dismissalDisabled
        }
    }
}
