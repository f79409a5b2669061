import FlowCore

extension SingleFlowChecker {
    /// Rejects names generated Swift can't use.
    mutating func checkName(_ name: Identifier, as what: String) {
        if name.name.utf8.first == UInt8(ascii: "_") {
            diagnostics.report(CheckerMessages.invalidName(name.name, what + ": names starting with `_` are reserved for generated code"), at: name.range)
        }
    }

    mutating func declareFlags() {
        for flag in flow.flags {
            checkName(flag.name, as: "a flag name")
            if flag.name.name == "true" || flag.name.name == "false" {
                diagnostics.report(CheckerMessages.invalidName(flag.name.name, "a flag name"), at: flag.name.range)
                continue
            }
            if let first = flagIndex[flag.name.symbol] {
                diagnostics.report(
                    CheckerMessages.duplicateFlag(flag.name.name), at: flag.name.range,
                    notes: [diagnostics.note("`\(flag.name.name)` is first declared here", at: graph.flags[first].range)]
                )
                continue
            }
            flagIndex[flag.name.symbol] = FlagID(graph.flags.count)
            graph.flags.append(FlowGraph.Flag(name: flag.name.name, doc: flag.doc, range: flag.name.range))
        }
    }

    mutating func declareSteps() {
        stepDeclIndex.reserveCapacity(flow.steps.count)
        graph.steps.reserveCapacity(flow.steps.count)
        for declIndex in flow.steps.indices {
            let name = flow.steps[declIndex].name
            checkName(name, as: "a step name")
            if let first = stepIndex[name.symbol] {
                graphIsComplete = false
                diagnostics.report(
                    CheckerMessages.duplicateStep(name.name), at: name.range,
                    notes: [diagnostics.note("`\(name.name)` is first declared here", at: graph.steps[first].range)]
                )
                continue
            }
            let parameters = flow.steps[declIndex].parameters
            for (position, parameter) in parameters.enumerated() {
                checkName(parameter.label, as: "a parameter label")
                // Symbols compared along the list: parameter lists are short.
                if let first = parameters[..<position].first(where: { $0.label.symbol == parameter.label.symbol }) {
                    diagnostics.report(
                        CheckerMessages.duplicateParameter(parameter.label.name), at: parameter.label.range,
                        notes: [diagnostics.note("`\(parameter.label.name)` is first declared here", at: first.label.range)]
                    )
                }
            }
            if flow.steps[declIndex].isFinal { finalSteps.append(StepID(graph.steps.count)) }
            stepIndex[name.symbol] = StepID(graph.steps.count)
            stepDeclIndex.append(declIndex)
            graph.steps.append(FlowGraph.Step(
                name: name.name, doc: flow.steps[declIndex].doc, range: name.range, isFinal: flow.steps[declIndex].isFinal,
                parameters: parameters, skip: nil, skipRange: flow.steps[declIndex].skips.first?.range
            ))
        }
    }

    /// Resolves `start`: one step in a wizard, one or more roots in a router. Only the first
    /// root can't carry a payload: the navigator starts there with nothing to supply it.
    mutating func resolveStart() {
        guard let start = flow.starts.first else {
            diagnostics.report(CheckerMessages.missingStart(flow.name.name), at: flow.name.range)
            return
        }
        for extra in flow.starts.dropFirst() {
            diagnostics.report(
                CheckerMessages.duplicateStart, at: extra.range,
                notes: [diagnostics.note("the first `start` is here", at: start.range)]
            )
        }
        if flow.kind == .wizard, start.roots.count > 1 {
            diagnostics.report(
                CheckerMessages.severalStarts(flow.name.name), at: start.roots[1].range.union(start.roots[start.roots.count - 1].range),
                fixIts: [.replace(SourceRange(flow.range.lowerBound, flow.range.lowerBound + 4), with: "router", "declare a router")]
            )
        }
        for (position, root) in start.roots.enumerated() {
            if let first = start.roots[..<position].first(where: { $0.symbol == root.symbol }) {
                diagnostics.report(
                    CheckerMessages.duplicateRoot(root.name), at: root.range,
                    notes: [diagnostics.note("`\(root.name)` is first listed here", at: first.range)]
                )
                continue
            }
            // A first root with a payload is fine: when every parameter has a default, the
            // navigator starts there by itself; otherwise the generated flow doesn't conform to
            // `FlowDefinitionWithStart`, and Swift requires the app to name the root.
            guard let step = resolveStep(root) else { continue }
            if position == 0 || flow.kind == .router { graph.roots.append(step) }
        }
    }

    /// The step a name names, or an error with a suggestion.
    mutating func resolveStep(_ name: Identifier) -> StepID? {
        if let step = stepIndex[name.symbol] { return step }
        graphIsComplete = false
        let suggestion = EditDistance.closest(to: name.name, in: graph.steps.map(\.name))
        diagnostics.report(
            CheckerMessages.unknownStep(name.name, suggestion: suggestion), at: name.range,
            fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
        )
        return nil
    }

    mutating func resolveSteps() {
        for step in graph.stepIDs {
            var transitions: [FlowGraph.Transition] = []
            let declaration = self.declaration(of: step)
            transitions.reserveCapacity(declaration.transitions.count)
            for declared in declaration.transitions {
                if let event = declared.event { checkName(event, as: "an event name") }
                if case .back(let word) = declared.target, stepIndex[word.symbol] != nil {
                    diagnostics.report(
                        CheckerMessages.ambiguousBack, at: declared.target.range,
                        fixIts: [.replace(declared.target.range, with: "`back`", "go to the step named `back`")]
                    )
                }
                let move: Move?
                switch declared.target {
                case .step(let name): move = resolveStep(name).map(Move.push)
                case .back: move = .back
                case .backTo(let name): move = resolveStep(name).map(Move.backTo)
                }
                let condition = declared.guardExpr.map { resolve($0, step: step) }
                guard let move else {
                    unanalysedSteps.insert(step)
                    continue
                }
                transitions.append(FlowGraph.Transition(
                    event: declared.eventName, eventID: eventID(of: declared.event), move: move,
                    guardCondition: condition ?? nil, range: declared.range,
                    targetRange: declared.target.range, guardRange: declared.guardRange
                ))
            }
            graph.steps[step].transitions = transitions
            for (position, skip) in declaration.skips.enumerated() {
                let condition = resolve(skip.condition, step: step)
                if position == 0 { graph.steps[step].skip = condition }
            }
            checkStructure(ofStep: step)
        }
    }

    /// An event of `graph.events`, added there on first sight; `next`, written or not, is
    /// always there.
    mutating func eventID(of event: Identifier?) -> EventID {
        guard let event, event.name != "next" else { return .next }
        if let id = eventIndex[event.symbol] { return id }
        let id = EventID(graph.events.count)
        eventIndex[event.symbol] = id
        graph.events.append(event.name)
        return id
    }

    /// Resolves a condition's flag names; `nil` (and the step marked) when one is unknown.
    mutating func resolve(_ expr: Expr, step: StepID) -> Guard? {
        switch expr {
        case .flag(let name):
            if let flag = flagIndex[name.symbol] {
                graph.flags[flag].isUsed = true
                return .flag(flag)
            }
            let suggestion = EditDistance.closest(to: name.name, in: graph.flags.map(\.name))
            diagnostics.report(
                CheckerMessages.unknownFlag(name.name, suggestion: suggestion), at: name.range,
                fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
            )
            unanalysedSteps.insert(step)
            return nil
        case .literal(let value, _):
            return .constant(value)
        case .not(let count, let operand, _):
            guard let inner = resolve(operand, step: step) else { return nil }
            return count % 2 == 1 ? .not(inner) : inner
        case .and(let operands), .or(let operands):
            var resolved: [Guard] = []
            var failed = false
            for operand in operands {
                if let item = resolve(operand, step: step) { resolved.append(item) } else { failed = true }
            }
            if failed { return nil }
            if case .and = expr { return .and(resolved) }
            return .or(resolved)
        case .parenthesized(let inner, _):
            return resolve(inner, step: step)
        case .invalid:
            unanalysedSteps.insert(step)
            return nil
        }
    }

    /// Rules about a step's shape: final steps, dead ends (in a router, a step without
    /// transitions is a leaf), skip rules. Run by `resolveSteps` while it has the step's
    /// declaration at hand.
    mutating func checkStructure(ofStep step: StepID) {
        let declaration = self.declaration(of: step)
        let transitions = declaration.transitions
        let skips = declaration.skips
        if graph.steps[step].isFinal {
            if let first = transitions.first {
                let name = stepName(step)
                diagnostics.report(
                    CheckerMessages.finalStepTransitions(name), at: first.range,
                    notes: [diagnostics.note("`\(name)` is declared final here", at: declaration.finalRange!)]
                )
            }
        } else if transitions.isEmpty, flow.kind == .wizard, !declaration.isIncomplete {
            let name = stepName(step)
            diagnostics.report(
                CheckerMessages.deadEnd(name), at: graph.steps[step].range,
                fixIts: [.replace(SourceRange(at: declaration.range.lowerBound), with: "final ", "make `\(name)` final")]
            )
        }
        for extra in skips.dropFirst() {
            diagnostics.report(
                CheckerMessages.duplicateSkip, at: extra.range,
                notes: [diagnostics.note("the first skip rule is here", at: skips[0].range)]
            )
        }
        // `on next -> x` is `-> x` written out.
        if let skip = skips.first, !transitions.contains(where: { $0.eventName == "next" }) {
            diagnostics.report(CheckerMessages.skipWithoutNext, at: skip.range)
        }
    }

    /// A wizard needs a final step to be able to finish; a router need not finish. A step
    /// without transitions is most likely a final step whose `final` was forgotten: its
    /// `dead-end` error says so, with the fix, and is the one error.
    mutating func checkHasFinalStep() {
        let hasDeadEnd = flow.steps.contains { $0.finalRange == nil && $0.transitions.isEmpty && !$0.isIncomplete }
        if finalSteps.isEmpty, flow.kind == .wizard, !hasDeadEnd {
            diagnostics.report(CheckerMessages.noFinalStep(flow.name.name), at: flow.name.range)
        }
    }

    mutating func reportUnusedFlags() {
        guard unanalysedSteps.isEmpty, syntaxIsComplete else { return }
        for flag in graph.flags where !flag.isUsed {
            diagnostics.report(CheckerMessages.unusedFlag(flag.name), at: flag.range)
        }
    }
}
