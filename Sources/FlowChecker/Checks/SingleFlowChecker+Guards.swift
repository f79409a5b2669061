import FlowCore

extension SingleFlowChecker {
    /// Decides, exactly, which transitions can fire and whether each skip rule can or must
    /// apply; warns about guards that never or always hold, transitions that are never taken
    /// and events that go nowhere for some flag values.
    mutating func analyseGuards() {
        for index in graph.steps.indices {
            if !unanalysedSteps.isEmpty, unanalysedSteps.contains(index) {
                graph.steps[index].facts.canBeSkipped = !flow.steps[stepDeclIndex[index]].skips.isEmpty
                continue
            }
            // Each event once; analysing one changes no transition's event.
            for position in graph.steps[index].transitions.indices where graph.startsEvent(position, of: index) {
                analyse(eventIndex: graph.steps[index].transitions[position].eventIndex, of: index)
            }
            if graph.steps[index].skip != nil, !graph.transitions(of: index).contains(where: { $0.eventIndex == 0 }) {
                // Already an error (skip rule without `next`); the rule can't apply.
                graph.steps[index].facts.canBeSkipped = false
            }
        }
    }

    /// Events by index into `graph.events` (0 is `next`): compared as numbers, named only in messages.
    private mutating func analyse(eventIndex: Int, of index: Int) {
        // Positions in the step's transitions.
        let members = graph.steps[index].transitions.indices.filter { graph.steps[index].transitions[$0].eventIndex == eventIndex }
        let skip = eventIndex == 0 ? graph.steps[index].skip : nil
        guard let space = guardSpace(members, of: index, skip: skip) else {
            var flags = Set<Int>()
            for member in members { graph.steps[index].transitions[member].guardCondition?.collectFlags(into: &flags) }
            skip?.collectFlags(into: &flags)
            diagnostics.report(
                CheckerMessages.tooManyFlags(flags.count, what: "the guards of `\(graph.events[eventIndex])` from `\(stepName(index))`"),
                at: graph.steps[index].transitions[members[0]].range
            )
            if skip != nil { graph.steps[index].facts.canBeSkipped = true }
            return
        }
        let skipTable = skip.map(space.table)
        var covered = space.table(.constant(false))
        // The flag values for which a transition that pushes is the one taken: a skip rule
        // goes on only along those (a skipped step is never on the stack to go back from).
        var pushes = covered
        for (position, member) in members.enumerated() {
            let transition = graph.steps[index].transitions[member]
            let table = space.table(transition.guardCondition)
            let taken = table && !covered
            if transition.guardCondition != nil, table.isNever {
                diagnostics.report(CheckerMessages.guardNeverHolds, at: transition.guardRange ?? transition.range)
                graph.steps[index].transitions[member].canFire = false
            } else if taken.isNever {
                let earlier = members[..<position].filter { !(space.table(graph.steps[index].transitions[$0].guardCondition) && table).isNever }
                diagnostics.report(
                    CheckerMessages.transitionShadowed(event: graph.events[eventIndex]), at: transition.range,
                    notes: earlier.map { diagnostics.note("this transition matches first", at: graph.steps[index].transitions[$0].range) }
                )
                graph.steps[index].transitions[member].canFire = false
            } else if let guardRange = transition.guardRange, table.isAlways {
                diagnostics.report(
                    CheckerMessages.guardAlwaysHolds, at: guardRange,
                    fixIts: [.replace(SourceRange(transition.targetRange.upperBound, guardRange.upperBound), with: "", "remove the guard")]
                )
            }
            if let skipTable {
                let whenSkipped = taken && skipTable
                graph.steps[index].transitions[member].canFireWhenSkipped = transition.isPush && !whenSkipped.isNever
            }
            if transition.isPush { pushes = pushes || taken }
            covered = covered || table
        }
        let anyCanFire = members.contains { graph.steps[index].transitions[$0].canFire }
        if anyCanFire, let gap = (!covered).firstTrueAssignment {
            var read = Set<Int>()
            for member in members { graph.steps[index].transitions[member].guardCondition?.collectFlags(into: &read) }
            diagnostics.report(
                CheckerMessages.eventNotCovered(event: graph.events[eventIndex], step: stepName(index), when: describe(gap, in: space, only: read)),
                at: graph.steps[index].transitions[members.last!].range
            )
        }
        if let skipTable, let skipRange = graph.steps[index].skipRange {
            let applies = skipTable && pushes
            if skipTable.isNever {
                diagnostics.report(CheckerMessages.skipNeverApplies, at: skipRange)
            }
            graph.steps[index].facts.canBeSkipped = !applies.isNever
            if applies.isAlways {
                graph.steps[index].facts.isAlwaysSkipped = true
                diagnostics.report(CheckerMessages.alwaysSkipped(stepName(index)), at: skipRange)
            }
        }
    }

    /// The space of the guards of step `index`'s transitions at `members` and of `skip`.
    private func guardSpace(_ members: [Int], of index: Int, skip: Guard?) -> GuardSpace? {
        let transitions = graph.steps[index].transitions
        return GuardSpace(members.lazy.map { transitions[$0].guardCondition }, and: skip)
    }

    /// "when a is true and b is false", for the flag values of an assignment.
    private func describe(_ assignment: Int, in space: GuardSpace, only flags: Set<Int>) -> String {
        let values = space.values(of: assignment).filter { flags.contains($0.flag) }
        guard !values.isEmpty else { return "whatever the flags are" }
        return "when " + values.map { "\(graph.flags[$0.flag].name) is \($0.value)" }.joined(separator: " and ")
    }
}
