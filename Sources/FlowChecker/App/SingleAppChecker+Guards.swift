import FlowCore

extension SingleAppChecker {
    /// An outcome whose `on` lines are all guarded, and whose guards can all fail: for those
    /// flag values entering it ends the app's navigation, as an outcome with no `on` does.
    func checkOutcomeGuards(_ app: CheckedApp, _ diagnostics: inout Diagnostics) {
        for (index, root) in app.roots.enumerated() {
            var outcomes: [String] = []
            for move in root.outcomes where !outcomes.contains(move.outcome) { outcomes.append(move.outcome) }
            for outcome in outcomes {
                let positions = root.outcomes.indices.filter { root.outcomes[$0].outcome == outcome }
                let guards = positions.map { root.outcomes[$0].guardCondition }
                guard let space = GuardSpace(guards) else { continue }
                let covered = guards.dropFirst().reduce(space.table(guards[0])) { $0 || space.table($1) }
                guard let gap = (!covered).firstTrueAssignment else { continue }
                let values = space.values(of: gap).map { "\(app.flags[$0.flag.index]) is \($0.value)" }.joined(separator: " and ")
                diagnostics.report(
                    CheckerMessages.rootOutcomeUncovered(outcome, root: root.name, flow: root.flow.name, when: values),
                    at: self.app.roots[index].outcomes[positions.last!].range
                )
            }
        }
    }
}
