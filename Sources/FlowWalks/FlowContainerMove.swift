/// A move of a container (`FlowContainer`), with the steps it enters already made: a move of
/// the walk on screen, which every container makes, or a move only some containers make (a
/// new root for a stack, a move between tabs), refused by the others.
///
/// `Kind` names the steps a `back to` looks for, as in `FlowWalkMove`.
package enum FlowContainerMove<Step: Hashable & Sendable, Kind: Hashable & Sendable>: Hashable, Sendable {
    /// A move inside the walk on screen, made by the walk's own rules.
    case walk(FlowWalkMove<Step, Kind>)
    /// A link or a restore: these steps (at least one), root first, become the walk of the part they start
    /// at (a stack's walk; the tab rooted at the first, which is selected, every presented
    /// layer of the selected tab closed first). The other parts keep their walks.
    case replace([Step])
    /// A new root: a stack starts again at this step alone. A tabbed router's roots are fixed.
    case replaceRoot(Step)
    /// A move between tabs, or of the tab bar (`FlowTabsMove`).
    case tabs(FlowTabsMove<Step, Kind>)
}

/// Why a container can't make a move.
package enum FlowContainerRefusal: Error, Hashable, Sendable {
    /// The walk on screen refused the move.
    case walk(FlowWalkRefusal)
    /// A tab move that names a step that is no tab's root.
    case unknownTab
    /// A `replace` in tabs whose steps start at no tab's root.
    case notRootedAtTab
    /// A new root for a container whose roots are fixed (tabs).
    case fixedRoots
    /// A move between tabs in a container without tabs.
    case noTabs

    /// The refusal of tabs, as a container's.
    init(_ refusal: FlowTabsRefusal) {
        switch refusal {
        case .unknownTab: self = .unknownTab
        case .notRootedAtTab: self = .notRootedAtTab
        case .walk(let walk): self = .walk(walk)
        }
    }
}
