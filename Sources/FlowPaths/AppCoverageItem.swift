import FlowChecker

/// One thing an app's walks can cover (`AppPlanner`): its swaps, its events from each root,
/// its app-level steps' transitions and its held links.
public enum AppCoverageItem: Hashable, Comparable, Sendable {
    /// The app launched at the entry at this position of `CheckedApp.starts`: its guard the
    /// first that holds.
    case start(Int)
    /// The root's outcome move at this position of `CheckedApp.Root.outcomes` made: the root's
    /// flow ends on the outcome, and the app makes the move.
    case outcome(RootID, position: Int)
    /// The app event at this position of `CheckedApp.events` sent while `root` is on screen
    /// (its guard holding); for an event that presents a step over a tabbed root, while `tab`
    /// (named by its root step) is selected.
    case event(Int, root: RootID, tab: StepID?)
    /// The app event at this position sent while its `only when` guard fails: refused.
    case eventRefused(Int)
    /// The transition at `position` of an app-level step taken, the step on top.
    case stepTransition(AppStepID, position: Int)
    /// A link of the root's flow (its position in the flow's links) opened while another
    /// root is on screen: held, then opened by the swap that shows the root.
    case heldLink(RootID, link: Int)
    /// A `kept` root left with its walk above its start, and shown again: its walk is back.
    case keptReturn(RootID)

    /// The kinds of item, as the coverage report counts them.
    public enum Kind: String, CaseIterable, Sendable {
        case start, outcome, event, eventRefused, stepTransition, heldLink, keptReturn
    }

    public var kind: Kind {
        switch self {
        case .start: .start
        case .outcome: .outcome
        case .event: .event
        case .eventRefused: .eventRefused
        case .stepTransition: .stepTransition
        case .heldLink: .heldLink
        case .keptReturn: .keptReturn
        }
    }

    /// The items in order: by kind, then by position.
    private var order: (Int, Int, Int, Int) {
        switch self {
        case .start(let position): (0, position, 0, 0)
        case .outcome(let root, let position): (1, root.index, position, 0)
        case .event(let event, let root, let tab): (2, event, root.index, tab.map { $0.index + 1 } ?? 0)
        case .eventRefused(let event): (3, event, 0, 0)
        case .stepTransition(let step, let position): (4, step.index, position, 0)
        case .heldLink(let root, let link): (5, root.index, link, 0)
        case .keptReturn(let root): (6, root.index, 0, 0)
        }
    }

    public static func < (a: AppCoverageItem, b: AppCoverageItem) -> Bool {
        a.order < b.order
    }
}
