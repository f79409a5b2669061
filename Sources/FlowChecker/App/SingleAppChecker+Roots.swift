import FlowCore

extension SingleAppChecker {
    /// A root: its flow resolved in the module (its flags the app's, its start without a
    /// payload), and what each of its outcomes does.
    func resolveRoot(_ id: RootID, _ diagnostics: inout Diagnostics) -> CheckedApp.Root? {
        let root = app.roots[id.index]
        guard let flowName = root.flow else { return nil }
        guard let declaration = module.flow(named: flowName.name) else {
            let suggestion = EditDistance.closest(to: flowName.name, in: module.declarations.map(\.name))
            diagnostics.report(
                CheckerMessages.unknownFlow(flowName.name, suggestion: suggestion), at: flowName.range,
                fixIts: suggestion.map { [FixIt.replace(flowName.range, with: $0, "replace with `\($0)`")] } ?? []
            )
            return nil
        }
        let used = UsedFlow(declaration.syntax)
        for flag in used.flags where !flags.contains(flag) {
            diagnostics.report(CheckerMessages.rootFlagUndeclared(flag, flow: used.name, app: app.name.name), at: flowName.range)
        }
        if used.startNeedsPayload {
            diagnostics.report(CheckerMessages.rootStartPayload(root.name.name, flow: used.name, start: used.startStep), at: flowName.range)
        }
        var outcomes: [CheckedApp.OutcomeMove?] = []
        for transition in root.outcomes {
            outcomes.append(resolveOutcome(transition, of: root, used, &diagnostics))
        }
        if declaration.isComplete {
            for outcome in used.outcomes where !root.outcomes.contains(where: { $0.eventName == outcome.name }) {
                let place = declaration.syntax.steps.first { $0.name.name == outcome.name }?.name.range ?? declaration.range
                diagnostics.report(
                    CheckerMessages.rootOutcomeUnhandled(outcome.name, root: root.name.name, flow: used.name), at: root.name.range,
                    notes: [Note("`\(outcome.name)` is declared here", path: declaration.path, range: place)]
                )
            }
        }
        guard let outcomes = Self.all(outcomes) else { return nil }
        return CheckedApp.Root(
            name: root.name.name, range: root.range, flow: used, isTabbed: !declaration.syntax.tabs.isEmpty,
            hasLinks: !declaration.syntax.links.isEmpty, isKept: root.keptRange != nil, outcomes: outcomes
        )
    }

    /// `on outcome -> root [when g]` in a root.
    private func resolveOutcome(_ transition: TransitionDecl, of root: RootDecl, _ used: UsedFlow, _ diagnostics: inout Diagnostics) -> CheckedApp.OutcomeMove? {
        let name = transition.eventName
        guard used.outcomes.contains(where: { $0.name == name }) else {
            let range = transition.event?.range ?? transition.range
            let suggestion = transition.event == nil ? nil : EditDistance.closest(to: name, in: used.outcomes.map(\.name))
            diagnostics.report(
                CheckerMessages.unknownOutcome(name, flow: used.name, suggestion: suggestion), at: range,
                fixIts: suggestion.map { [FixIt.replace(range, with: $0, "replace with `\($0)`")] } ?? []
            )
            return nil
        }
        let move = resolveMove(transition.target, from: .outcome(name, root: root.name.name), &diagnostics)
        let condition = resolveGuard(transition.guardExpr, &diagnostics)
        guard let move, let condition else { return nil }
        return CheckedApp.OutcomeMove(outcome: name, move: move, guardCondition: condition.written)
    }

    /// The `start` line: each entry's root, and its guard; the last entry has none.
    func resolveStart(_ diagnostics: inout Diagnostics) -> [CheckedApp.Start?] {
        guard let start = app.starts.first else {
            diagnostics.report(CheckerMessages.appMissingStart(app.name.name), at: app.name.range)
            return [nil]
        }
        for extra in app.starts.dropFirst() {
            diagnostics.report(
                CheckerMessages.appDuplicateStart, at: extra.keywordRange,
                notes: [diagnostics.note("the first `start` is here", at: start.keywordRange)]
            )
        }
        return start.entries.indices.map { index in
            let entry = start.entries[index]
            guard let root = resolveRootName(entry.root, &diagnostics) else { return nil }
            guard let expr = entry.guardExpr, let guardRange = entry.guardRange else {
                return CheckedApp.Start(root: root, guardCondition: nil)
            }
            if index == start.entries.count - 1 {
                diagnostics.report(
                    CheckerMessages.appStartGuarded(entry.root.name), at: guardRange,
                    fixIts: [.replace(SourceRange(entry.root.range.upperBound, guardRange.upperBound), with: "", "remove the guard")]
                )
                return nil
            }
            guard let condition = resolve(expr, &diagnostics) else { return nil }
            return CheckedApp.Start(root: root, guardCondition: condition)
        }
    }

    /// A name where only a root may stand (`start`, an outcome's swap), with did-you-mean.
    func resolveRootName(_ name: Identifier, _ diagnostics: inout Diagnostics) -> RootID? {
        if let root = rootsByName[name.name] { return root }
        let suggestion = EditDistance.closest(to: name.name, in: app.roots.map(\.name.name))
        diagnostics.report(
            CheckerMessages.unknownRoot(name.name, suggestion: suggestion), at: name.range,
            fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
        )
        return nil
    }

    /// A written guard, resolved: `nil` after reporting an unknown flag.
    func resolveGuard(_ expr: Expr?, _ diagnostics: inout Diagnostics) -> ResolvedGuard? {
        guard let expr else { return ResolvedGuard(written: nil) }
        return resolve(expr, &diagnostics).map { ResolvedGuard(written: $0) }
    }

    /// A condition over the app's flags; `nil` after reporting an unknown flag.
    func resolve(_ expr: Expr, _ diagnostics: inout Diagnostics) -> Guard? {
        switch expr {
        case .flag(let name):
            if let index = flags.firstIndex(of: name.name) { return .flag(FlagID(index)) }
            let suggestion = EditDistance.closest(to: name.name, in: flags)
            diagnostics.report(
                CheckerMessages.unknownFlag(name.name, suggestion: suggestion), at: name.range,
                fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
            )
            return nil
        case .literal(let value, _):
            return .constant(value)
        case .not(let count, let operand, _):
            guard let inner = resolve(operand, &diagnostics) else { return nil }
            return count % 2 == 1 ? .not(inner) : inner
        case .and(let operands), .or(let operands):
            let resolved = operands.compactMap { resolve($0, &diagnostics) }
            guard resolved.count == operands.count else { return nil }
            if case .and = expr { return .and(resolved) }
            return .or(resolved)
        case .parenthesized(let inner, _):
            return resolve(inner, &diagnostics)
        case .invalid:
            return nil
        }
    }
}

/// A guard that resolved, or no guard written.
struct ResolvedGuard {
    let written: Guard?
}
