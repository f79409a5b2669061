import FlowCore

extension SingleFlowChecker {
    /// Whether the flow named `name` can replace an unknown name in use-step `declaration`
    /// as a fix-it: another flow, without a final step, whose outcomes are the step's events;
    /// otherwise the suggestion stays in the message and the fix-it is left out, as the flow it
    /// names would not be used as written.
    private func fits(_ name: String, _ declaration: StepDecl) -> Bool {
        guard name != flow.name.name, let child = module.flow(named: name), !child.syntax.steps.contains(where: { $0.finalRange != nil }) else { return false }
        let outcomes = child.syntax.steps.filter { if case .outcome = $0.role { true } else { false } }.map(\.name.name)
        return Set(outcomes) == Set(declaration.transitions.map(\.eventName))
    }

    /// The checks of each use-step, `step name uses Child { on outcome -> ... }`: the child
    /// exists and doesn't use this flow back, ends only through outcomes, and each of its
    /// outcomes is handled once by a transition whose target's payload the outcome supplies;
    /// this flow declares the child's flags. Returns the flows used, each once in order of first
    /// use, and this flow's flags that they read.
    func checkUses(_ declarations: Declarations, _ resolution: Resolution, _ diagnostics: inout Diagnostics) -> (flows: [UsedFlow], flags: Set<FlagID>) {
        var used: [UsedFlow] = []
        var flags: Set<FlagID> = []
        for step in declarations.stepIDs {
            let declaration = self.declaration(of: step, declarations)
            guard let childName = declaration.usedFlow else { continue }
            guard let child = module.flow(named: childName.name) else {
                let names = module.declarations.map(\.name)
                let suggestion = EditDistance.closest(to: childName.name, in: names)
                let known = names.isEmpty ? "none" : Array(Set(names)).sorted().map { "`\($0)`" }.joined(separator: ", ")
                diagnostics.report(
                    CheckerMessages.unknownFlow(childName.name, suggestion: suggestion), at: childName.range,
                    notes: [diagnostics.note("the flows of this module: \(known)", at: declaration.name.range)],
                    fixIts: suggestion.flatMap { fits($0, declaration) ? [FixIt.replace(childName.range, with: $0, "replace with `\($0)`")] : nil } ?? []
                )
                continue
            }
            if let cycle = useCycle(from: child.name), reportsCycle(cycle) {
                diagnostics.report(CheckerMessages.recursiveUse(flow.name.name, cycle: cycle), at: childName.range, notes: cycleNotes(cycle))
                continue
            }
            if let final = child.syntax.steps.first(where: { $0.finalRange != nil }) {
                diagnostics.report(
                    CheckerMessages.usedFlowHasFinalStep(child.name, final: final.name.name), at: childName.range,
                    notes: [Note("`\(final.name.name)` is declared final here", path: child.path, range: final.name.range)]
                )
            }
            checkEvents(of: step, declaration, child: child, declarations, resolution, &diagnostics)
            checkPayload(ofUse: declaration, child: child, &diagnostics)
            flags.formUnion(checkFlags(of: child, at: childName.range, declarations, &diagnostics))
            if !used.contains(where: { $0.name == child.name }) {
                used.append(UsedFlow(child.syntax))
                checkAlertCase(of: used[used.count - 1], usedAt: declaration, declarations, &diagnostics)
            }
        }
        return (used, flags)
    }

    /// This flow's alert type holds a child's alerts as one case named after the child
    /// (`.itemScreens(.confirmDelete)`): no alert of this flow's may take that name.
    private func checkAlertCase(of child: UsedFlow, usedAt use: StepDecl, _ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        guard !child.alerts.isEmpty, let clash = declarations.alertsByName[child.alertCase] else { return }
        let alert = declarations.alerts[clash.index]
        diagnostics.report(
            CheckerMessages.childAlertClash(alert.name, style: alert.style, flow: flow.name.name, child: child.name), at: alert.range,
            notes: [diagnostics.note("`\(use.name.name)` uses `\(child.name)` here", at: use.name.range)]
        )
    }

    /// A child's flags are this flow's of the same name: each must be declared here. Returns
    /// those that are.
    private func checkFlags(
        of child: ModuleFlows.Declaration, at range: SourceRange, _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) -> Set<FlagID> {
        var declared: Set<FlagID> = []
        for flag in child.syntax.flags {
            if let id = declarations.flagsByName[flag.name.name] {
                declared.insert(id)
                continue
            }
            diagnostics.report(
                CheckerMessages.childFlagUndeclared(flag.name.name, flow: child.name), at: range,
                notes: [Note("`\(flag.name.name)` is declared here", path: child.path, range: flag.name.range)]
            )
        }
        return declared
    }

    /// Each event of a use-step is an outcome of its child (or `dismissed`), each outcome has a
    /// transition, and a continuation neither starts the child again on top of itself nor
    /// enters a step whose payload the outcome doesn't supply.
    private func checkEvents(
        of step: StepID, _ declaration: StepDecl, child: ModuleFlows.Declaration,
        _ declarations: Declarations, _ resolution: Resolution, _ diagnostics: inout Diagnostics
    ) {
        let outcomes = child.syntax.steps.filter(\.isOutcome)
        var unhandled = outcomes
        for written in declaration.transitions where written.builtInEvent != .dismissed {
            guard let outcome = outcomes.first(where: { $0.name.name == written.eventName }) else {
                let suggestion = EditDistance.closest(to: written.eventName, in: outcomes.map(\.name.name))
                let range = written.event?.range ?? written.range
                // A misspelt outcome is one mistake: its error, not also the outcome's `unhandled-outcome`.
                unhandled.removeAll { $0.name.name == suggestion }
                let names = outcomes.map { "`\($0.name.name)`" }.joined(separator: ", ")
                diagnostics.report(
                    CheckerMessages.unknownOutcome(written.eventName, flow: child.name, suggestion: suggestion), at: range,
                    notes: [Note("`\(child.name)` declares " + (outcomes.isEmpty ? "no outcome" : "its outcomes \(names)"), path: child.path, range: child.range)],
                    fixIts: written.event != nil ? suggestion.map { [FixIt.replace(range, with: $0, "replace with `\($0)`")] } ?? [] : []
                )
                continue
            }
            unhandled.removeAll { $0.name.name == outcome.name.name }
            let resolved = resolution.transitions[step.index].first { $0.range == written.range }
            guard let move = resolved?.move else { continue }
            switch move {
            case .enter(let entry):
                if entry.step == step {
                    diagnostics.report(
                        CheckerMessages.useReentersItself(declaration.name.name, flow: child.name), at: written.target.range,
                        notes: [diagnostics.note("`\(declaration.name.name)` is the use-step this transition continues from", at: declaration.name.range)]
                    )
                }
                checkPayload(of: entry.step, from: outcome, child: child, at: written.target.range, declarations, &diagnostics)
            case .unwindThenEnter(_, let entry):
                checkPayload(of: entry.step, from: outcome, child: child, at: written.target.range, declarations, &diagnostics)
            case .unwind, .tab, .alert, .close:
                continue
            }
        }
        for outcome in unhandled {
            diagnostics.report(
                CheckerMessages.unhandledOutcome(outcome.name.name, step: declaration.name.name, flow: child.name),
                at: declaration.name.range,
                notes: [Note("`\(outcome.name.name)` is declared here", path: child.path, range: outcome.name.range)]
            )
        }
    }

    /// A continuation's target gets its payload from the outcome: each parameter without a
    /// default needs one of the outcome's, with the same label and type.
    private func checkPayload(
        of target: StepID, from outcome: StepDecl, child: ModuleFlows.Declaration, at range: SourceRange,
        _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) {
        let written = outcome.parameters.map { "\($0.label.name): \($0.type)" }
        let supplied = Set(written)
        for parameter in declarations.steps[target].parameters where parameter.defaultValue == nil {
            let needed = "\(parameter.label.name): \(parameter.type)"
            guard !supplied.contains(needed) else { continue }
            diagnostics.report(
                CheckerMessages.outcomePayloadUnsupplied(declarations.steps[target].name, parameter: needed, outcome: outcome.name.name, supplied: written),
                at: range,
                notes: [Note("`\(outcome.name.name)` is declared here", path: child.path, range: outcome.name.range)]
            )
            return
        }
    }

    /// A use-step's payload is its child's start step's: each parameter of the start step
    /// without a default needs one of the use-step's, with the same label and type
    /// (`use-payload-unsupplied`, with a fix-it that adds it), and each of the use-step's must be
    /// one of the start step's (`use-payload-unused`): it would reach no screen.
    private func checkPayload(ofUse declaration: StepDecl, child: ModuleFlows.Declaration, _ diagnostics: inout Diagnostics) {
        guard let root = child.syntax.starts.first?.roots.first,
              let start = child.syntax.steps.first(where: { $0.name.name == root.name }) else { return }
        let name = declaration.name.name
        let taken = Set(start.parameters.map { "\($0.label.name): \($0.type)" })
        let supplied = Set(declaration.parameters.map { "\($0.label.name): \($0.type)" })
        for parameter in start.parameters where parameter.defaultValue == nil {
            let needed = "\(parameter.label.name): \(parameter.type)"
            guard !supplied.contains(needed) else { continue }
            // Written after the use-step's name, or after its last parameter.
            let fixIt: FixIt
            if let last = declaration.parameters.last {
                let end = last.defaultRange.map { last.typeRange.union($0) } ?? last.typeRange
                fixIt = .replace(end, with: diagnostics.file.text(end) + ", " + needed, "add `\(needed)` to `\(name)`'s payload")
            } else {
                fixIt = .replace(declaration.name.range, with: "\(name)(\(needed))", "add `\(needed)` to `\(name)`'s payload")
            }
            diagnostics.report(
                CheckerMessages.usePayloadUnsupplied(name, parameter: needed, flow: child.name, start: start.name.name), at: declaration.name.range,
                notes: [Note("`\(start.name.name)` takes `\(needed)` here", path: child.path, range: parameter.label.range)],
                fixIts: [fixIt]
            )
        }
        for parameter in declaration.parameters where !taken.contains("\(parameter.label.name): \(parameter.type)") {
            let written = "\(parameter.label.name): \(parameter.type)"
            diagnostics.report(
                CheckerMessages.usePayloadUnused(name, parameter: written, flow: child.name, start: start.name.name), at: parameter.label.range,
                notes: [Note("`\(start.name.name)` is declared here", path: child.path, range: start.name.range)]
            )
        }
    }

    /// The flows along `uses` from `child` back to this flow, this flow first and last, when
    /// there is such a path.
    private func useCycle(from child: String) -> [String]? {
        var visited: Set<String> = []
        func visit(_ name: String, path: [String]) -> [String]? {
            if name == flow.name.name { return path + [name] }
            guard visited.insert(name).inserted, let declaration = module.flow(named: name) else { return nil }
            for used in declaration.syntax.steps.compactMap(\.usedFlow) {
                if let cycle = visit(used.name, path: path + [name]) { return cycle }
            }
            return nil
        }
        return visit(child, path: [flow.name.name])
    }

    /// For a cycle of uses, this flow first and last: a note at each use after the first
    /// (`Pong` uses `Ping` here), in the file that declares it.
    private func cycleNotes(_ cycle: [String]) -> [Note] {
        zip(cycle.dropFirst(), cycle.dropFirst(2)).compactMap { user, used in
            guard let declaration = module.flow(named: user),
                  let use = declaration.syntax.steps.lazy.compactMap(\.usedFlow).first(where: { $0.name == used })
            else { return nil }
            return Note("`\(user)` uses `\(used)` here", path: declaration.path, range: use.range)
        }
    }

    /// Whether this flow reports `cycle`: the one of its flows declared first in the module, so
    /// that one cycle is one error.
    private func reportsCycle(_ cycle: [String]) -> Bool {
        let positions = cycle.compactMap { name in module.declarations.firstIndex { $0.name == name } }
        return positions.first == positions.min()
    }
}

extension StepDecl {
    /// Whether it declares an outcome.
    var isOutcome: Bool {
        switch role {
        case .outcome: true
        case .screen, .final, .use: false
        }
    }
}
