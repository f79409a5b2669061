import FlowCore

extension SingleFlowChecker {
    /// The third pass: decides, exactly, which transitions can fire and whether each skip rule
    /// can or must apply; warns about guards that never or always hold, transitions that are
    /// never taken and events that go nowhere for some flag values.
    func analyseGuards(_ graph: FlowGraph, declarations: Declarations, unanalysed: Set<StepID>, _ diagnostics: inout Diagnostics) -> GuardFacts {
        var facts = GuardFacts()
        facts.steps.reserveCapacity(graph.steps.count)
        for step in graph.stepIDs {
            let transitions = graph.steps[step].transitions
            var stepFacts = GuardFacts.Step(transitionCount: transitions.count)
            if !unanalysed.isEmpty, unanalysed.contains(step) {
                stepFacts.canBeSkipped = !declaration(of: step, declarations).skips.isEmpty
                facts.steps.append(stepFacts)
                continue
            }
            // Each event once.
            for position in transitions.indices where graph.startsEvent(position, of: step) {
                analyse(event: transitions[position].eventID, of: step, in: graph, &stepFacts, &diagnostics)
            }
            if graph.steps[step].skip != nil, !transitions.contains(where: { $0.eventID == .next }) {
                // Already an error (skip rule without `next`); the rule can't apply.
                stepFacts.canBeSkipped = false
            }
            facts.steps.append(stepFacts)
        }
        return facts
    }

    /// One event of a step: its transitions in the order they are tried, and for `next` the
    /// skip rule. Events are compared by id, named only in messages.
    private func analyse(event: EventID, of step: StepID, in graph: FlowGraph, _ facts: inout GuardFacts.Step, _ diagnostics: inout Diagnostics) {
        let transitions = graph.steps[step].transitions
        // Positions in the step's transitions.
        let members = transitions.indices.filter { transitions[$0].eventID == event }
        let skip = event == .next ? graph.steps[step].skip : nil
        guard let space = GuardSpace(members.lazy.map { transitions[$0].guardCondition }, and: skip) else {
            var flags = Set<FlagID>()
            for member in members { transitions[member].guardCondition?.collectFlags(into: &flags) }
            skip?.collectFlags(into: &flags)
            diagnostics.report(
                CheckerMessages.tooManyFlags(flags.count, what: "the guards of `\(graph.event(event))` from \(Self.owner(of: transitions[members[0]], step: step, graph))"),
                at: transitions[members[0]].range
            )
            if skip != nil { facts.canBeSkipped = true }
            return
        }
        let skipTable = skip.map(space.table)
        let (covered, pushes) = tryInOrder(members, of: transitions, event: graph.event(event), space, skipTable: skipTable, &facts, &diagnostics)
        // `dismissed` going nowhere is the gesture disabled (`on dismissed -> back when !hasDraft`), as
        // meant; an event written `only when` doesn't exist where it would go nowhere.
        if members.contains(where: { facts.canFire[$0] }), event != graph.dismissedEvent, event != graph.reselectedEvent, !graph.isFlagOnly(event, of: step),
           let gap = (!covered).firstTrueAssignment {
            var read = Set<FlagID>()
            for member in members { transitions[member].guardCondition?.collectFlags(into: &read) }
            diagnostics.report(
                CheckerMessages.eventNotCovered(event: graph.event(event), from: Self.owner(of: transitions[members[0]], step: step, graph), when: describe(gap, in: space, only: read, graph)),
                at: transitions[members.last!].range
            )
        }
        if let skipTable, let skipRange = graph.steps[step].skipRange {
            let applies = skipTable && pushes
            if skipTable.isNever {
                diagnostics.report(CheckerMessages.skipNeverApplies, at: skipRange)
            }
            facts.canBeSkipped = !applies.isNever
            if applies.isAlways {
                facts.isAlwaysSkipped = true
                diagnostics.report(CheckerMessages.alwaysSkipped(graph.steps[step].name), at: skipRange)
            }
        }
    }

    /// Tries the transitions at `members` in order, as the navigator does, marking those that
    /// can never be taken; returns the flag values some transition covers, and those for which
    /// one that pushes is taken: a skip rule goes on only along those (a skipped step is never
    /// on the stack to go back from).
    func tryInOrder(
        _ members: [Int], of transitions: [FlowGraph.Transition], event: String, _ space: GuardSpace, skipTable: TruthTable?,
        _ facts: inout GuardFacts.Step, _ diagnostics: inout Diagnostics
    ) -> (covered: TruthTable, pushes: TruthTable) {
        var covered = space.table(.constant(false))
        var pushes = covered
        for (position, member) in members.enumerated() {
            let transition = transitions[member]
            let table = space.table(transition.guardCondition)
            let taken = table && !covered
            if transition.guardCondition != nil, table.isNever {
                diagnostics.report(CheckerMessages.guardNeverHolds, at: transition.guardRange ?? transition.range)
                facts.canFire[member] = false
            } else if taken.isNever {
                let earlier = members[..<position].filter { !(space.table(transitions[$0].guardCondition) && table).isNever }
                diagnostics.report(
                    CheckerMessages.transitionShadowed(event: event), at: transition.range,
                    notes: earlier.map { diagnostics.note("this transition matches first", at: transitions[$0].range) }
                )
                facts.canFire[member] = false
            } else if let guardRange = transition.guardRange, table.isAlways {
                diagnostics.report(
                    CheckerMessages.guardAlwaysHolds, at: guardRange,
                    fixIts: [.replace(SourceRange(transition.targetRange.upperBound, guardRange.upperBound), with: "", "remove the guard")]
                )
            }
            // Only an entry by itself goes on through a skip rule, or pushes a step from this one.
            let entersBySelf: Bool = switch transition.move {
            case .enter: true
            case .unwind, .unwindThenEnter, .tab, .alert, .close: false
            }
            if let skipTable {
                let whenSkipped = taken && skipTable
                facts.canFireWhenSkipped[member] = entersBySelf && !whenSkipped.isNever
            }
            if entersBySelf { pushes = pushes || taken }
            covered = covered || table
        }
        return (covered, pushes)
    }

    /// "when a is true and b is false", for the flag values of an assignment.
    func describe(_ assignment: Int, in space: GuardSpace, only flags: Set<FlagID>, _ graph: FlowGraph) -> String {
        let values = space.values(of: assignment).filter { flags.contains($0.flag) }
        guard !values.isEmpty else { return "whatever the flags are" }
        return "when " + values.map { "\(graph.flags[$0.flag].name) is \($0.value)" }.joined(separator: " and ")
    }
}
