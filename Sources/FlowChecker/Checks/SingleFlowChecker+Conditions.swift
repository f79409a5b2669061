import FlowCore

extension SingleFlowChecker {
    /// Resolves a condition's flag names, marking each used; `nil` (and the step marked
    /// unanalysed) when one is unknown.
    func resolve(
        _ expr: Expr, step: StepID, _ declarations: Declarations,
        into resolution: inout Resolution, _ diagnostics: inout Diagnostics
    ) -> Guard? {
        switch expr {
        case .flag(let name):
            if let flag = declarations.flagsByName[name.name] {
                resolution.usedFlags.insert(flag)
                return .flag(flag)
            }
            let suggestion = EditDistance.closest(to: name.name, in: declarations.flags.map(\.name))
            diagnostics.report(
                CheckerMessages.unknownFlag(name.name, suggestion: suggestion), at: name.range,
                fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
            )
            resolution.unanalysedSteps.insert(step)
            return nil
        case .literal(let value, _):
            return .constant(value)
        case .not(let count, let operand, _):
            guard let inner = resolve(operand, step: step, declarations, into: &resolution, &diagnostics) else { return nil }
            return count % 2 == 1 ? .not(inner) : inner
        case .and(let operands), .or(let operands):
            // Every operand is resolved, so each unknown flag is reported.
            let resolved = operands.compactMap { resolve($0, step: step, declarations, into: &resolution, &diagnostics) }
            guard resolved.count == operands.count else { return nil }
            if case .and = expr { return .and(resolved) }
            return .or(resolved)
        case .parenthesized(let inner, _):
            return resolve(inner, step: step, declarations, into: &resolution, &diagnostics)
        case .invalid:
            resolution.unanalysedSteps.insert(step)
            return nil
        }
    }

    /// Rules about a step's shape: final steps, dead ends (in a router, a step without
    /// transitions is a leaf), skip rules.
    func checkStructure(of step: StepID, _ declaration: StepDecl, _ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        let transitions = declaration.transitions
        let skips = declaration.skips
        let name = declarations.steps[step].name
        if declaration.isFinal {
            if let first = transitions.first {
                diagnostics.report(
                    CheckerMessages.finalStepTransitions(name), at: first.range,
                    notes: [diagnostics.note("`\(name)` is declared final here", at: declaration.finalRange!)]
                )
            }
        } else if transitions.isEmpty, flow.kind == .wizard, !declaration.isIncomplete {
            // Final on a sheet or a cover would finish the flow as soon as it opens: a step
            // entered only presented gets a way out instead; one that may be pushed inside a
            // sheet or a cover, the way back to the step below it, when it always has one.
            // Either leaves the flow without a final step when it has none; then, and for a
            // step that may be inside a layer and may be a root, no fix-it: the message says
            // what to do.
            let finishes = !declarations.finalSteps.isEmpty
            let fixIt = !mayBeInsidePresentedLayer(name)
                ? .replace(SourceRange(at: declaration.range.lowerBound), with: "final ", "make `\(name)` final")
                : !finishes ? nil
                : isOnlyEnteredPresented(name) ? exitFixIt(for: declaration, "add a way out: `\(Self.writtenExit)`", diagnostics)
                : alwaysHasAStepBelow(name) ? exitFixIt(for: declaration, "add a way back: `\(Self.writtenBack)`", exit: Self.writtenBack, diagnostics)
                : nil
            diagnostics.report(CheckerMessages.deadEnd(name), at: declarations.steps[step].range, fixIts: fixIt.map { [$0] } ?? [])
        }
        for extra in skips.dropFirst() {
            diagnostics.report(
                CheckerMessages.duplicateSkip, at: extra.range,
                notes: [diagnostics.note("the first skip rule is here", at: skips[0].range)]
            )
        }
        // `on next -> x` is `-> x` written out.
        if let skip = skips.first, !transitions.contains(where: { $0.builtInEvent == .next }) {
            diagnostics.report(CheckerMessages.skipWithoutNext, at: skip.range)
        }
    }
}
