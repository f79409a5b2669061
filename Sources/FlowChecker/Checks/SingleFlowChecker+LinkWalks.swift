import FlowCore

extension SingleFlowChecker {
    /// Where a link's walk is checked: this flow's graph, from its roots, or a child's graph
    /// inside a use-step, from the child's start. Names in messages carry `prefix`
    /// (`addressBook.`), and notes point into the graph's own file.
    struct WalkScope {
        let graph: FlowGraph
        let roots: [StepID]
        /// Each written step's range in the link.
        let ranges: [SourceRange]
        let prefix: String
        /// In a flow with layers, for each step, the steps that can be right above it in a
        /// walk, as the generated runtime accepts them (`FlowGraph.entryPairs`: skip rules
        /// applied, `then` moves included), in order; empty in a flow of one layer.
        private let pairedAbove: [[StepID]]

        init(graph: FlowGraph, roots: [StepID], ranges: [SourceRange], prefix: String = "") {
            self.graph = graph
            self.roots = roots
            self.ranges = ranges
            self.prefix = prefix
            var above = [[StepID]](repeating: [], count: graph.entryPairs.isEmpty ? 0 : graph.steps.count)
            for pair in graph.entryPairs { above[pair.below.index].append(pair.step) }
            pairedAbove = above
        }

        /// The steps that can be right above `step` in a walk, in order: in a flow of one
        /// layer, those some event of `step` pushes and shows, after skip rules (found when
        /// asked, as `FlowGraph` keeps no pairs for such a flow).
        func above(_ step: StepID) -> [StepID] {
            guard pairedAbove.isEmpty else { return pairedAbove[step.index] }
            var shown = Set<StepID>()
            let transitions = graph.steps[step].transitions
            for position in transitions.indices where graph.startsEvent(position, of: step) {
                shown.formUnion(graph.shownSteps(after: step, event: transitions[position].eventID))
            }
            return shown.sorted()
        }

        func name(_ step: StepID) -> String { "`" + prefix + graph.stepName(step) + "`" }

        func note(_ message: String, at step: StepID) -> Note {
            Note(message, path: graph.path, range: graph.steps[step].range)
        }
    }

    /// The walk of a link's stack: the steps written, or, for one step that is not a root, the
    /// shortest walk from a root to it; `nil` (reported) when it is not a legal walk.
    func linkWalk(_ declared: LinkDecl, steps: [StepID], _ scope: WalkScope, _ diagnostics: inout Diagnostics) -> [StepID]? {
        let roots = scope.roots
        if let over = declared.over { return overWalk(over, step: steps[0], scope, &diagnostics) }
        if steps.count == 1, !roots.contains(steps[0]) {
            guard let walk = shortestWalk(to: steps[0], scope) else {
                diagnostics.report(
                    CheckerMessages.linkStackIllegal("\(scope.name(steps[0])) can't be reached from " + rootList(roots, scope)), at: scope.ranges[0],
                    notes: [scope.note("\(scope.name(steps[0])) is declared here", at: steps[0])]
                )
                return nil
            }
            checkTabChoice(walk, scope, &diagnostics)
            return walk
        }
        guard roots.contains(steps[0]) else {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("a walk starts at " + rootList(roots, scope) + ", not at \(scope.name(steps[0]))"), at: scope.ranges[0],
                notes: [diagnostics.note(
                    "name the walk from \(scope.graph.container.walkOrigin), or only its last step for the shortest walk",
                    at: declared.keywordRange
                )]
            )
            return nil
        }
        for position in steps.indices.dropFirst() where !scope.above(steps[position - 1]).contains(steps[position]) {
            diagnostics.report(
                CheckerMessages.linkStackIllegal("\(scope.name(steps[position])) can't follow \(scope.name(steps[position - 1])): no transition of it can show that step"),
                at: scope.ranges[position],
                notes: [scope.note("\(scope.name(steps[position - 1])) is declared here", at: steps[position - 1])]
            )
            return nil
        }
        return steps
    }

    /// The walk an over-link lands on when its tab (or the router's stack) is at its root: the
    /// root, then the step it presents. `nil` (reported) when the tab is none of the tabs, or is
    /// written in a router without tabs, or missing in one with tabs.
    private func overWalk(_ over: LinkDecl.Over, step: StepID, _ scope: WalkScope, _ diagnostics: inout Diagnostics) -> [StepID]? {
        let graph = scope.graph
        let root: StepID?
        let why: String
        switch (over.tab, graph.tabs.isEmpty) {
        case (let tab?, false):
            root = graph.tabs.first { graph.stepName($0.root) == tab.name }?.root
            why = "`\(tab.name)` is not a tab; the tabs are " + graph.tabs.map { "`\(graph.stepName($0.root))`" }.joined(separator: ", ")
        case (nil, true):
            root = graph.start
            why = "the flow has no start"
        case (_?, true):
            root = nil
            why = "`tab \(over.tab!.name) over` names a tab, and `\(graph.name)` has none: write `-> over \(graph.stepName(step)) as ...`"
        case (nil, false):
            root = nil
            why = "in a tabbed router, name the tab the link presents over: `-> tab t over \(graph.stepName(step)) as ...`"
        }
        guard let root else {
            diagnostics.report(CheckerMessages.linkStackIllegal(why), at: over.tab?.range ?? over.keywordRange)
            return nil
        }
        // `linkEntryPairs` put the step above every step of the tab's base layer, its root first.
        guard scope.above(root).contains(step) else { return nil }
        return [root, step]
    }

    /// `link-tab-ambiguous`: in a tabbed router, a link naming only its last step opens in the
    /// tab of the shortest walk; when another tab reaches the step in as few steps, the bar's
    /// order alone picks the first.
    private func checkTabChoice(_ walk: [StepID], _ scope: WalkScope, _ diagnostics: inout Diagnostics) {
        guard case .tabs(let tabs, _) = scope.graph.container, let target = walk.last else { return }
        let depth = walk.count - 1
        let tied = tabs.map(\.root).filter { scope.roots.contains($0) && reaches(target, from: $0, within: depth, scope) }
        guard tied.count > 1 else { return }
        let names = tied.map(scope.name)
        let prefix = walk.dropLast().map { scope.graph.stepName($0) + ", " }.joined()
        diagnostics.report(
            CheckerMessages.linkTabAmbiguous(
                scope.name(target), tabs: names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1], depth: depth, opens: scope.name(walk[0])
            ),
            at: scope.ranges[0],
            fixIts: [.replace(SourceRange(at: scope.ranges[0].lowerBound), with: prefix, "name the walk from tab \(scope.name(walk[0]))")]
        )
    }

    /// Whether `target` is at most `depth` entries above `root`, by breadth-first search.
    private func reaches(_ target: StepID, from root: StepID, within depth: Int, _ scope: WalkScope) -> Bool {
        var seen: Set<StepID> = [root]
        var level = [root]
        for _ in 0..<depth where !seen.contains(target) {
            level = level.flatMap { scope.above($0).filter { seen.insert($0).inserted } }
        }
        return seen.contains(target)
    }

    private func rootList(_ roots: [StepID], _ scope: WalkScope) -> String {
        let names = roots.map(scope.name)
        let kind = scope.graph.container.rootKind
        return names.count == 1 ? names[0] : kind + " (" + names.joined(separator: ", ") + ")"
    }

    /// The shortest walk from one of the scope's roots to `target`, by breadth-first search.
    private func shortestWalk(to target: StepID, _ scope: WalkScope) -> [StepID]? {
        let roots = scope.roots
        var previous = [StepID?](repeating: nil, count: scope.graph.steps.count)
        var seen = Set(roots)
        var queue = roots
        var head = 0
        while head < queue.count, !seen.contains(target) {
            let step = queue[head]
            head += 1
            for next in scope.above(step) where seen.insert(next).inserted {
                previous[next.index] = step
                queue.append(next)
            }
        }
        guard seen.contains(target) else { return nil }
        var walk = [target]
        while let step = previous[walk[walk.count - 1].index] { walk.append(step) }
        return walk.reversed()
    }
}
