import FlowCore

extension SingleAppChecker {
    /// What the roots reach: every root is shown by some walk from `start` (its entries, the
    /// roots' outcomes, the app events and the app-level steps they show); a `kept` root can
    /// be come back to after it is left.
    func checkReach(_ app: CheckedApp, _ diagnostics: inout Diagnostics) {
        // The app events may be sent whatever root is on screen: the roots they swap to,
        // directly or through the app-level steps they present, follow every root.
        let eventRoots = rootsSwappedByEvents(app)
        let successors: [Set<Int>] = app.roots.indices.map { index in
            var next = eventRoots
            for outcome in app.roots[index].outcomes {
                if case .swap(let root) = outcome.move { next.insert(root.index) }
            }
            next.remove(index)
            return next
        }
        let shown = Self.reached(from: Set(app.starts.map(\.root.index)).union(eventRoots), successors)
        for index in app.roots.indices where !shown.contains(index) {
            diagnostics.report(CheckerMessages.rootUnreachable(app.roots[index].name), at: self.app.roots[index].name.range)
        }
        for (index, root) in self.app.roots.enumerated() {
            guard let kept = root.keptRange, shown.contains(index), !Self.reached(from: successors[index], successors).contains(index) else { continue }
            let start = root.flow?.range.upperBound ?? root.name.range.upperBound
            diagnostics.report(
                CheckerMessages.keptNeverReturned(root.name.name), at: kept,
                fixIts: [.replace(SourceRange(start, kept.upperBound), with: "", "remove `kept`")]
            )
        }
    }

    /// The roots the app events swap to, directly or through the app-level steps they show.
    func rootsSwappedByEvents(_ app: CheckedApp) -> Set<Int> {
        var roots = Set<Int>()
        var shownSteps = Set<Int>()
        var moves = app.events.map(\.move)
        while let move = moves.popLast() {
            switch move {
            case .swap(let root): roots.insert(root.index)
            case .present(let step, _):
                if shownSteps.insert(step.index).inserted { moves += app.steps[step.index].transitions.map(\.move) }
            case .dismiss: break
            }
        }
        return roots
    }

    /// `start` and every root reached from it along `successors`.
    static func reached(from start: Set<Int>, _ successors: [Set<Int>]) -> Set<Int> {
        var reached = start
        var work = Array(start)
        while let next = work.popLast() {
            for successor in successors[next] where reached.insert(successor).inserted { work.append(successor) }
        }
        return reached
    }

    /// A link declared by the flows of two roots (the same name, or a pattern in common): a
    /// URL must open one root. One error a root, at the later root.
    func checkLinks(_ diagnostics: inout Diagnostics) {
        var earlier: [(root: Int, flow: FlowDecl, name: String, patterns: Set<String>)] = []
        for (index, flow) in flows.enumerated() {
            guard let flow else { continue }
            var reported = false
            for link in flow.links {
                let name = link.name?.name ?? link.stack.last?.step.name ?? ""
                let patterns = Set(link.patterns.map(\.text))
                if !reported, let other = earlier.first(where: { $0.root != index && ($0.name == name || !$0.patterns.isDisjoint(with: patterns)) }) {
                    let otherRoot = app.roots[other.root]
                    diagnostics.report(
                        CheckerMessages.appLinkClash(
                            name, flow: flow.name.name, root: app.roots[index].name.name, other: other.flow.name.name, otherRoot: otherRoot.name.name
                        ),
                        at: app.roots[index].name.range,
                        notes: [diagnostics.note("root `\(otherRoot.name.name)` is declared here", at: otherRoot.name.range)]
                    )
                    reported = true
                }
                earlier.append((index, flow, name, patterns))
            }
        }
    }
}
