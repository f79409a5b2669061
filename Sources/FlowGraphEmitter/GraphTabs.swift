import FlowChecker

/// The tabs a drawing of a tabbed router shows as clusters: for each tab, the steps a walk can
/// show only in that tab's stack.
///
/// A tab's steps are those its root reaches by the flow's moves, those a `-> tab t then s` enters
/// in it, and the steps of the links into it. A step that several tabs reach (a status pushed in
/// every tab), or that the tab bar's own actions reach (they present over whichever tab is
/// selected), is drawn outside every tab's cluster, where its edges show where it is entered
/// from, as a step in several layers is. A flow without tabs has none.
struct GraphTabs {
    /// One tab.
    struct Tab {
        /// The tab's root step, which names it.
        let root: StepID
        /// `tab timeline`, then `when isSignedIn` when the bar shows the tab only then.
        let label: String
    }

    /// The tabs, in the bar's order.
    let tabs: [Tab]
    /// By `StepID.index`: the position in `tabs` of the one tab whose cluster the step is drawn
    /// in; `nil` for a step of no tab or of several.
    let tabOfStep: [Int?]

    init(_ flow: FlowGraph) {
        tabs = flow.tabs.map { tab in
            let condition = tab.condition.map { " when " + $0.description(flagNames: flow.flagNames) } ?? ""
            return Tab(root: tab.root, label: "tab " + flow.steps[tab.root].name + condition)
        }
        var tabOfStep = [Int?](repeating: nil, count: flow.steps.count)
        guard case .tabs = flow.container else {
            self.tabOfStep = tabOfStep
            return
        }
        // Where each tab's walks begin: its root, what a tab move's `then` enters in it, and its links.
        var seeds = flow.tabs.map { [$0.root] }
        for step in flow.stepIDs {
            for transition in flow.transitions(of: step) {
                guard case .tab(let move) = transition.move, let then = move.then,
                      let position = flow.tabs.firstIndex(where: { $0.root == move.tab }) else { continue }
                seeds[position].append(then.step)
            }
        }
        for link in flow.links {
            guard let first = link.walk.first, let position = flow.tabs.firstIndex(where: { $0.root == first }) else { continue }
            seeds[position] += link.walk
        }
        // By step: `.some(position)` for one tab so far, `.none` for several (or the bar's).
        var owner: [Owner] = Array(repeating: .noTab, count: flow.steps.count)
        for (position, tabSeeds) in seeds.enumerated() {
            for step in Self.reached(from: tabSeeds, in: flow) {
                owner[step.index] = switch owner[step.index] {
                case .noTab: .tab(position)
                case .tab(let other) where other == position: .tab(position)
                case .tab, .several: .several
                }
            }
        }
        for step in Self.reached(from: flow.shellEntries, in: flow) { owner[step.index] = .several }
        for step in flow.stepIDs {
            if case .tab(let position) = owner[step.index] { tabOfStep[step.index] = position }
        }
        self.tabOfStep = tabOfStep
    }

    /// Which tabs a step is shown in, as far as the search has gone.
    private enum Owner {
        case noTab
        case tab(Int)
        case several
    }

    /// `sources` and every step a move of the flow enters from them, again and again (a tab
    /// move's `then` enters its own tab, and is seeded there instead).
    private static func reached(from sources: [StepID], in flow: FlowGraph) -> [StepID] {
        var seen = Set(sources)
        var pending = sources
        var reached: [StepID] = []
        while let step = pending.popLast() {
            reached.append(step)
            for transition in flow.transitions(of: step) {
                guard let entry = transition.move.entry, seen.insert(entry.step).inserted else { continue }
                pending.append(entry.step)
            }
        }
        return reached
    }
}
