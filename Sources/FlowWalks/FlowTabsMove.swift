/// A move of a tabbed router's state (`FlowTabs`), with the steps it enters already made:
/// a move inside the selected tab, or a move between tabs.
///
/// A tab is named by its root step. `Kind` names the steps a `back to` looks for, as in
/// `FlowWalkMove`.
package enum FlowTabsMove<Step: Hashable & Sendable, Kind: Hashable & Sendable>: Hashable, Sendable {
    /// A move inside the selected tab's walk, made by the walk's own rules: `back`, `back to`
    /// and `dismiss` never leave that tab.
    case walk(FlowWalkMove<Step, Kind>)
    /// `-> tab t`: closes every presented layer of the selected tab, then selects `t` with its
    /// stack as the user left it. Every tab keeps its pushed entries.
    case select(Step)
    /// `-> tab t then s`: closes every presented layer of the selected tab, selects `t`, cuts
    /// it back to its root and enters `s` from the root, pushed or presented.
    case selectResetting(Step, then: Step, FlowPresentation)
    /// A link or a restore: closes every presented layer of the selected tab, selects `t` and
    /// replaces `t`'s walk with these steps, root first (the first is `t`). Other tabs keep
    /// their walks.
    case replace(Step, [Step])
    /// Takes every entry above a tab's root off, the selected tab or any other.
    case popToRoot(Step)
    /// The tab bar's action (`shell`): closes every presented layer of the selected tab, then
    /// presents the step over the entry on top of it, as a sheet or a cover.
    case shell(Step, FlowPresentation)
}

/// Why a tabbed router's state can't make a move.
package enum FlowTabsRefusal: Error, Hashable, Sendable {
    /// The move names a step that is not one of the tabs' roots.
    case unknownTab
    /// A `replace` whose steps don't start at the root of the tab it names.
    case notRootedAtTab
    /// The selected tab's walk refused the move.
    case walk(FlowWalkRefusal)
}
