import FlowCore

extension SingleFlowChecker {
    /// Decides, exactly, which transitions can fire and whether each skip rule can or must
    /// apply; warns about guards that never or always hold, transitions that are never taken
    /// and events that go nowhere for some flag values.
    mutating func analyseGuards() {
        for step in graph.stepIDs {
            if !unanalysedSteps.isEmpty, unanalysedSteps.contains(step) {
                graph.steps[step].facts.canBeSkipped = !declaration(of: step).skips.isEmpty
                continue
            }
            // Each event once; analysing one changes no transition's event.
            for position in graph.steps[step].transitions.indices where graph.startsEvent(position, of: step) {
                analyse(event: graph.steps[step].transitions[position].eventID, of: step)
            }
            if graph.steps[step].skip != nil, !graph.transitions(of: step).contains(where: { $0.eventID == .next }) {
                // Already an error (skip rule without `next`); the rule can't apply.
                graph.steps[step].facts.canBeSkipped = false
            }
        }
    }

    /// Events compared by id, named only in messages.
    private mutating func analyse(event eventID: EventID, of step: StepID) {
        // Positions in the step's transitions.
        let members = graph.steps[step].transitions.indices.filter { graph.steps[step].transitions[$0].eventID == eventID }
        let skip = eventID == .next ? graph.steps[step].skip : nil
        guard let space = guardSpace(members, of: step, skip: skip) else {
            var flags = Set<FlagID>()
            for member in members { graph.steps[step].transitions[member].guardCondition?.collectFlags(into: &flags) }
            skip?.collectFlags(into: &flags)
            diagnostics.report(
                CheckerMessages.tooManyFlags(flags.count, what: "the guards of `\(graph.event(eventID))` from `\(stepName(step))`"),
                at: graph.steps[step].transitions[members[0]].range
            )
            if skip != nil { graph.steps[step].facts.canBeSkipped = true }
            return
        }
        let skipTable = skip.map(space.table)
        var covered = space.table(.constant(false))
        // The flag values for which a transition that pushes is the one taken: a skip rule
        // goes on only along those (a skipped step is never on the stack to go back from).
        var pushes = covered
        for (position, member) in members.enumerated() {
            let transition = graph.steps[step].transitions[member]
            let table = space.table(transition.guardCondition)
            let taken = table && !covered
            if transition.guardCondition != nil, table.isNever {
                diagnostics.report(CheckerMessages.guardNeverHolds, at: transition.guardRange ?? transition.range)
                graph.steps[step].transitions[member].canFire = false
            } else if taken.isNever {
                let earlier = members[..<position].filter { !(space.table(graph.steps[step].transitions[$0].guardCondition) && table).isNever }
                diagnostics.report(
                    CheckerMessages.transitionShadowed(event: graph.event(eventID)), at: transition.range,
                    notes: earlier.map { diagnostics.note("this transition matches first", at: graph.steps[step].transitions[$0].range) }
                )
                graph.steps[step].transitions[member].canFire = false
            } else if let guardRange = transition.guardRange, table.isAlways {
                diagnostics.report(
                    CheckerMessages.guardAlwaysHolds, at: guardRange,
                    fixIts: [.replace(SourceRange(transition.targetRange.upperBound, guardRange.upperBound), with: "", "remove the guard")]
                )
            }
            if let skipTable {
                let whenSkipped = taken && skipTable
                graph.steps[step].transitions[member].canFireWhenSkipped = transition.isPush && !whenSkipped.isNever
            }
            if transition.isPush { pushes = pushes || taken }
            covered = covered || table
        }
        let anyCanFire = members.contains { graph.steps[step].transitions[$0].canFire }
        if anyCanFire, let gap = (!covered).firstTrueAssignment {
            var read = Set<FlagID>()
            for member in members { graph.steps[step].transitions[member].guardCondition?.collectFlags(into: &read) }
            diagnostics.report(
                CheckerMessages.eventNotCovered(event: graph.event(eventID), step: stepName(step), when: describe(gap, in: space, only: read)),
                at: graph.steps[step].transitions[members.last!].range
            )
        }
        if let skipTable, let skipRange = graph.steps[step].skipRange {
            let applies = skipTable && pushes
            if skipTable.isNever {
                diagnostics.report(CheckerMessages.skipNeverApplies, at: skipRange)
            }
            graph.steps[step].facts.canBeSkipped = !applies.isNever
            if applies.isAlways {
                graph.steps[step].facts.isAlwaysSkipped = true
                diagnostics.report(CheckerMessages.alwaysSkipped(stepName(step)), at: skipRange)
            }
        }
    }

    /// The space of the guards of `step`'s transitions at `members` and of `skip`.
    private func guardSpace(_ members: [Int], of step: StepID, skip: Guard?) -> GuardSpace? {
        let transitions = graph.steps[step].transitions
        return GuardSpace(members.lazy.map { transitions[$0].guardCondition }, and: skip)
    }

    /// "when a is true and b is false", for the flag values of an assignment.
    private func describe(_ assignment: Int, in space: GuardSpace, only flags: Set<FlagID>) -> String {
        let values = space.values(of: assignment).filter { flags.contains($0.flag) }
        guard !values.isEmpty else { return "whatever the flags are" }
        return "when " + values.map { "\(graph.flags[$0.flag].name) is \($0.value)" }.joined(separator: " and ")
    }
}
