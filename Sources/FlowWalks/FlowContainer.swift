/// What the user's navigation is: one stack (a wizard's, or a router's without tabs), or a
/// tabbed router's tabs, each with its own walk. A value: a move makes a new container
/// (`applying(_:kind:presentation:)`), and the one before it is unchanged.
///
/// Every question of which kind of container this is lives here and in
/// `FlowContainer+Moves.swift`, each a `switch`: a new kind of container (an app's swappable
/// roots, a split view) is one more case, and the compiler lists every place it needs.
/// Readers ask for what they need instead: `selectedWalk` (the walk on screen), `parts` and
/// `walk(of:)` (every walk, each named by its part), `selected` (the part on screen).
public enum FlowContainer<Step: Hashable & Sendable>: Hashable, Sendable {
    /// One walk.
    case stack(FlowWalk<Step>)
    /// A tabbed router's tabs, each with its own walk, one of them selected.
    case tabs(FlowTabs<Step>)

    /// A part of a container that holds one walk: what a screen's stack belongs to.
    public enum Part: Hashable, Sendable {
        /// The one walk of a stack.
        case stack
        /// The walk of the tab rooted at this step.
        case tab(Step)

        /// The tab this part is; `nil` for the part of a stack.
        public var tab: Step? {
            switch self {
            case .stack: nil
            case .tab(let tab): tab
            }
        }
    }

    /// The container a flow starts in: when `tabs` is empty, a stack at `root()`; else every
    /// tab of `tabs` at its root, `selected(tabs)` (one of them) on screen.
    package static func starting(tabs: [Step], selected: ([Step]) -> Step, root: () -> Step) -> FlowContainer {
        tabs.isEmpty ? .stack(FlowWalk(root: root())) : .tabs(FlowTabs(tabs: tabs, selected: selected(tabs)))
    }

    /// The walk on screen: the stack's, or the selected tab's.
    public var selectedWalk: FlowWalk<Step> {
        switch self {
        case .stack(let walk): walk
        case .tabs(let tabs): tabs.selectedWalk
        }
    }

    /// The part on screen.
    public var selected: Part {
        switch self {
        case .stack: .stack
        case .tabs(let tabs): .tab(tabs.selected)
        }
    }

    /// Every part, in order (the tab bar's, for tabs).
    public var parts: [Part] {
        switch self {
        case .stack: [.stack]
        case .tabs(let tabs): tabs.tabs.map(Part.tab)
        }
    }

    /// The walk of `part`, or `nil` when this container has no such part.
    public func walk(of part: Part) -> FlowWalk<Step>? {
        switch (self, part) {
        case (.stack(let walk), .stack): walk
        case (.tabs(let tabs), .tab(let tab)): tabs.walk(of: tab)
        case (.stack, .tab), (.tabs, .stack): nil
        }
    }

    /// The base layer of each part, in order: what each part's `NavigationStack` shows, the
    /// part on screen's among them.
    public var bases: [Part: FlowLayer<Step>] {
        Dictionary(uniqueKeysWithValues: parts.map { ($0, walk(of: $0)!.layers[0]) })
    }

    /// A tabbed router's state; `nil` for a stack.
    public var tabs: FlowTabs<Step>? {
        switch self {
        case .stack: nil
        case .tabs(let tabs): tabs
        }
    }

    /// This container with the walk on screen set to `walk`, which starts where it started.
    package func settingSelectedWalk(_ walk: FlowWalk<Step>) -> FlowContainer {
        switch self {
        case .stack: .stack(walk)
        case .tabs(let tabs): .tabs(tabs.setting(walk, of: tabs.selected))
        }
    }
}

extension FlowContainer {
    /// `start` (a container this one started as), with the entries this one shares with it
    /// keeping their identities, as `replace` keeps them: a restart.
    package func restarting(as start: FlowContainer) -> FlowContainer {
        switch (self, start) {
        case (.stack(let walk), .stack(let root)):
            .stack(walk.replacingSteps(with: root.steps) { _, _ in .push })
        case (.tabs, .tabs(let tabs)):
            // Every tab's root keeps the identity it always has.
            .tabs(tabs)
        case (.stack, .tabs), (.tabs, .stack):
            start
        }
    }
}

extension FlowContainer: CustomStringConvertible {
    public var description: String {
        switch self {
        case .stack(let walk): walk.description
        case .tabs(let tabs): tabs.description
        }
    }
}
