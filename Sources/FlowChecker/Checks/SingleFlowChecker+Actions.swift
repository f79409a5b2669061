import FlowCore

extension SingleFlowChecker {
    /// Declares the sets of shared transitions and gives each step the transitions it takes
    /// from them: for each event the step doesn't write itself, the transitions of the first
    /// set that has it, sets named after `with` first, in written order, then `global` sets.
    /// Two named sets with one event, or two global ones, are an error: which one meant is not
    /// for the order of a list to decide.
    func declareActions(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        for (index, set) in flow.actions.enumerated() {
            checkName(set.name, as: "a name of `actions`", &diagnostics)
            if let first = declarations.actionsByName[set.name.name] {
                diagnostics.report(
                    CheckerMessages.duplicateActions(set.name.name), at: set.name.range,
                    notes: [diagnostics.note("`\(set.name.name)` is first declared here", at: declarations.sharedActions[first.set].nameRange)]
                )
                continue
            }
            declarations.actionsByName[set.name.name] = (declarations.sharedActions.count, index)
            var isGlobal = false
            if case .global = set.scope { isGlobal = true }
            var shared = SharedActions(name: set.name.name, doc: set.doc, nameRange: set.name.range, range: set.range, isGlobal: isGlobal)
            shared.isIncomplete = set.isIncomplete
            declarations.sharedActions.append(shared)
        }
        let globals = declarations.sharedActions.indices.filter { declarations.sharedActions[$0].isGlobal }
        checkGlobalConflicts(globals, declarations, &diagnostics)
        declarations.sharedTransitions = declarations.stepIDs.map { step in
            expandActions(of: step, globals: globals, &declarations, &diagnostics)
        }
        // A step that names the set may be among what didn't parse.
        for set in declarations.sharedActions where set.steps.isEmpty && !set.isGlobal && syntaxIsComplete {
            diagnostics.report(CheckerMessages.unusedActions(set.name), at: set.nameRange)
        }
    }

    /// The transitions `step` takes from shared sets, each set's for the events the step
    /// doesn't write; the step is added to the steps of each set it takes.
    private func expandActions(
        of step: StepID, globals: [Int], _ declarations: inout Declarations, _ diagnostics: inout Diagnostics
    ) -> [SharedTransition] {
        let declared = flow.steps[declarations.declarationIndex[step.index]]
        let name = declared.name.name
        var sets: [(set: Int, origin: TransitionOrigin)] = []
        for reference in declared.sharedActions {
            guard let set = declarations.actionsByName[reference.name]?.set else {
                let suggestion = EditDistance.closest(to: reference.name, in: declarations.sharedActions.map(\.name))
                diagnostics.report(
                    CheckerMessages.unknownActions(reference.name, suggestion: suggestion), at: reference.range,
                    // A set the step already takes, named twice, would be `conflicting-actions`.
                    fixIts: suggestion.flatMap { name in declared.sharedActions.contains { $0.name == name } ? nil : name }
                        .map { [FixIt.replace(reference.range, with: $0, "replace with `\($0)`")] } ?? []
                )
                continue
            }
            if sets.contains(where: { $0.set == set }) {
                diagnostics.report(CheckerMessages.actionsGivenTwice(reference.name, step: name), at: reference.range)
                continue
            }
            switch declared.role {
            case .final:
                diagnostics.report(CheckerMessages.actionsOnFinalStep(name), at: reference.range)
                return []
            case .use:
                diagnostics.report(CheckerMessages.actionsOnUseStep(name), at: reference.range)
                return []
            case .screen, .outcome: break
            }
            sets.append((set, .named(set: set, reference: reference.range)))
        }
        if case .screen = declared.role { sets += globals.map { ($0, .global(set: $0)) } }
        var given: [String: (set: Int, origin: TransitionOrigin)] = [:]
        let own = Set(declared.transitions.map(\.eventName))
        var taken: [SharedTransition] = []
        for (set, origin) in sets {
            let transitions = flow.actions[declarations.actionsByName[declarations.sharedActions[set].name]!.declaration].transitions
            for event in Self.events(of: transitions) where !own.contains(event) {
                if let earlier = given[event] {
                    // A global set gives way to a named one; two named ones clash.
                    if case .named(_, let reference) = origin, case .named = earlier.origin {
                        let first = declarations.sharedActions[earlier.set].name
                        diagnostics.report(
                            CheckerMessages.conflictingActions(event: event, first: first, second: declarations.sharedActions[set].name, step: name),
                            at: reference
                        )
                    }
                    continue
                }
                given[event] = (set, origin)
                taken += transitions.filter { $0.eventName == event }.map { SharedTransition(transition: $0, origin: origin) }
            }
            declarations.sharedActions[set].steps.append(step)
        }
        return taken
    }

    /// Two global sets with transitions on one event: one error, at the second set's first
    /// transition on it.
    private func checkGlobalConflicts(_ globals: [Int], _ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        var owner: [String: Int] = [:]
        for set in globals {
            let transitions = flow.actions[declarations.actionsByName[declarations.sharedActions[set].name]!.declaration].transitions
            for event in Self.events(of: transitions) {
                guard let first = owner[event] else {
                    owner[event] = set
                    continue
                }
                diagnostics.report(
                    CheckerMessages.conflictingGlobalActions(event: event, first: declarations.sharedActions[first].name, second: declarations.sharedActions[set].name),
                    at: transitions.first { $0.eventName == event }!.range
                )
            }
        }
    }

    /// The events of some transitions, each once, in order of first appearance.
    private static func events(of transitions: [TransitionDecl]) -> [String] {
        var seen = Set<String>()
        return transitions.map(\.eventName).filter { seen.insert($0).inserted }
    }
}

extension SingleFlowChecker {
    /// For a transition `step` takes from a shared set, or an alert's button it makes, a note
    /// where the step takes the set or shows the alert: a diagnostic at the set's or the
    /// button's line then says which step made it wrong. None for a step's own.
    func takenNote(_ transition: FlowGraph.Transition, by step: StepID, _ graph: FlowGraph, _ diagnostics: Diagnostics) -> [Note] {
        let name = graph.stepName(step)
        switch transition.origin {
        case .step:
            return []
        case .named(let set, let reference):
            return [diagnostics.note("`\(name)` takes `\(graph.sharedActions[set].name)` here", at: reference)]
        case .global(let set):
            return [diagnostics.note("`\(name)` takes global actions `\(graph.sharedActions[set].name)`", at: graph.steps[step].range)]
        case .alert(let alert, let shownAt):
            return [diagnostics.note("`\(name)` shows `\(graph.alerts[alert].name)` here; its buttons move from `\(name)`", at: shownAt)]
        }
    }

    /// Who a step-independent message names for a transition: "`timeline`" for a step's own,
    /// "the steps that take `rowActions`" for a shared set's, whose verdict is the same for
    /// every step that takes it, so that the set gets one diagnostic rather than one a step.
    static func owner(of transition: FlowGraph.Transition, step: StepID, _ graph: FlowGraph) -> String {
        if let alert = transition.origin.alert { return "the steps that show `\(graph.alerts[alert].name)`" }
        guard let set = transition.origin.set else { return "`\(graph.stepName(step))`" }
        return "the steps that take `\(graph.sharedActions[set].name)`"
    }
}
