import FlowCore

extension FlowGraph {
    /// One tab of a tabbed router: its root step, which names it, and the condition under which
    /// the bar shows it.
    public struct Tab: Hashable, Sendable {
        /// The root step; the tab's stack starts there and never goes below it.
        public internal(set) var root: StepID
        /// `when condition`: the tab is shown only while it holds; `nil`, always.
        public internal(set) var condition: Guard?
        /// The range of the tab in the `tabs` line.
        public internal(set) var range: SourceRange
    }

    /// The tap on the selected tab (`BuiltInEvent.reselected`), when a transition names it.
    public var reselectedEvent: EventID? {
        events.firstIndex(of: BuiltInEvent.reselected.name).map(EventID.init)
    }

    /// The steps the tab bar's actions present, each once, in written order.
    public var shellEntries: [StepID] {
        var entries: [StepID] = []
        for action in shell {
            if let step = action.enteredStep, !entries.contains(step) { entries.append(step) }
        }
        return entries
    }

    /// Where walks begin: the roots, the steps the tab bar presents over any tab, and the
    /// steps links present by themselves. A step the bar or a link presents has nothing known
    /// below it, so nothing dominates it.
    var walkSources: [StepID] { roots + shellEntries + linkEntries.map(\.step) }

    /// The tab whose root is `step`, if any.
    public func tab(rootedAt step: StepID) -> Tab? {
        tabs.first { $0.root == step }
    }
}
