import FlowCore

extension FlowGraph {
    /// What the user's navigation is: one stack, or a tab bar with a stack a tab. The one
    /// place that says which; a new container (an app's swappable roots, a split view) is one
    /// more case, and every `switch` over it is a place the compiler points at.
    public enum Container: Hashable, Sendable {
        /// One stack, begun at any of `roots` (a wizard's start step; a router's roots, in
        /// declared order; none when the start is missing or unknown). `start` is the range of
        /// the `start` line that names them, when the flow has one.
        case stack(roots: [StepID], start: SourceRange?)
        /// A tabbed router: its tabs in the bar's order (a stack each, begun at its root), and
        /// the bar's own actions (`shell { ... }`), each a transition that presents a step.
        case tabs([Tab], shell: [Transition])

        /// The steps a walk can begin at: a stack's roots, or the tabs' roots in the bar's order.
        public var roots: [StepID] {
            switch self {
            case .stack(let roots, _): roots
            case .tabs(let tabs, _): tabs.map(\.root)
            }
        }

        /// The tabs, in the bar's order; none for a stack.
        public var tabs: [Tab] {
            switch self {
            case .stack: []
            case .tabs(let tabs, _): tabs
            }
        }

        /// The tab bar's own actions; none for a stack.
        public var shell: [Transition] {
            switch self {
            case .stack: []
            case .tabs(_, let shell): shell
            }
        }

        /// The range of the `start` line that names the roots; `nil` for tabs, or when the flow
        /// has no `start`.
        public var startRange: SourceRange? {
            switch self {
            case .stack(_, let start): start
            case .tabs: nil
            }
        }

        /// The container the resolution found: tabs when a tab's root resolved, else one stack
        /// begun at the resolved roots.
        static func resolved(_ flow: FlowDecl, _ resolution: Resolution) -> Container {
            guard resolution.tabs.isEmpty else { return .tabs(resolution.tabs, shell: resolution.shell) }
            return .stack(roots: resolution.roots, start: flow.tabsLine == nil ? flow.starts.first?.range : nil)
        }

        /// What messages call a step a walk begins at: "a root" or "a tab's root".
        public var rootKind: String {
            switch self {
            case .stack: "a root"
            case .tabs: "a tab's root"
            }
        }

        /// Where a link's walk is named from, as messages say: "a root", or "the root of the tab
        /// it opens in".
        var walkOrigin: String {
            switch self {
            case .stack: "a root"
            case .tabs: "the root of the tab it opens in"
            }
        }
    }
}

extension FlowDecl {
    /// The `tabs` line that makes a router a tab bar, when it has one (a second is an error).
    var tabsLine: TabsDecl? { tabs.first }
}
