import FlowCore

extension SingleFlowChecker {
    /// The second pass: `start`, each step's transitions and skip rules, with their names
    /// resolved, and the rules about a step's shape, checked while its declaration is at hand.
    func resolve(_ declarations: Declarations, _ diagnostics: inout Diagnostics) -> Resolution {
        var resolution = Resolution(stepCount: declarations.steps.count)
        if flow.tabsLine != nil {
            resolveTabs(declarations, into: &resolution, &diagnostics)
        } else {
            resolveStart(declarations, into: &resolution, &diagnostics)
        }
        for step in declarations.stepIDs {
            let declaration = self.declaration(of: step, declarations)
            resolveTransitions(of: step, declaration, declarations, into: &resolution, &diagnostics)
            for (position, skip) in declaration.skips.enumerated() {
                let condition = resolve(skip.condition, step: step, declarations, into: &resolution, &diagnostics)
                if position == 0 { resolution.skips[step.index] = condition }
            }
            checkStructure(of: step, declaration, declarations, &diagnostics)
        }
        resolveShell(declarations, into: &resolution, &diagnostics)
        resolveAlerts(declarations, into: &resolution, &diagnostics)
        return resolution
    }

    /// Resolves `start`: one step in a wizard, one or more roots in a router. Only the first
    /// root can't carry a payload: the navigator starts there with nothing to supply it.
    private func resolveStart(_ declarations: Declarations, into resolution: inout Resolution, _ diagnostics: inout Diagnostics) {
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
            if let first = start.roots[..<position].first(where: { $0.name == root.name }) {
                diagnostics.report(
                    CheckerMessages.duplicateRoot(root.name), at: root.range,
                    notes: [diagnostics.note("`\(root.name)` is first listed here", at: first.range)]
                )
                continue
            }
            // A first root with a payload is fine: when every parameter has a default, the
            // navigator starts there by itself; otherwise the generated flow doesn't conform to
            // `FlowDefinitionWithStart`, and Swift requires the app to name the root.
            let listed = Set(start.roots.map(\.name)).subtracting([root.name])
            guard let step = resolveStep(root, declarations, notOffering: listed, &diagnostics) else {
                resolution.namesAreResolved = false
                continue
            }
            if position == 0 || flow.kind == .router { resolution.roots.append(step) }
        }
    }

    /// The step a name names, or an error with a suggestion; its fix-it names the suggestion
    /// when no other step is close too, and no step of `notOffering` (a root already listed:
    /// replaced, it would be listed twice).
    func resolveStep(_ name: Identifier, _ declarations: Declarations, notOffering: Set<String> = [], _ diagnostics: inout Diagnostics) -> StepID? {
        if let step = declarations.stepsByName[name.name] { return step }
        if let alert = declarations.alertsByName[name.name] {
            diagnostics.report(CheckerMessages.alertInWalk(name.name, style: declarations.alerts[alert].style), at: name.range)
            return nil
        }
        let suggestion = EditDistance.closest(to: name.name, in: declarations.steps.map(\.name))
        diagnostics.report(
            CheckerMessages.unknownStep(name.name, suggestion: suggestion), at: name.range,
            // Only when no other step is as likely meant (`Kind` for `kind` beside `Knid`).
            fixIts: EditDistance.onlyClose(to: name.name, in: declarations.steps.map(\.name)).flatMap { notOffering.contains($0) ? nil : $0 }.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
        )
        return nil
    }

    private func resolveTransitions(
        of step: StepID, _ declaration: StepDecl, _ declarations: Declarations,
        into resolution: inout Resolution, _ diagnostics: inout Diagnostics
    ) {
        var transitions: [FlowGraph.Transition] = []
        transitions.reserveCapacity(declaration.transitions.count)
        let shared = declarations.sharedTransitions[step.index]
        let ownCount = declaration.transitions.count - shared.count
        for (position, declared) in declaration.transitions.enumerated() {
            if let event = declared.event { checkName(event, as: "an event name", &diagnostics) }
            if let word = Self.writtenBack(declared.target), declarations.stepsByName[word.name] != nil {
                diagnostics.report(
                    CheckerMessages.ambiguousBack, at: word.range,
                    fixIts: Self.namesOneStep(declared.target) ? [.replace(word.range, with: "`back`", "go to the step named `back`")] : []
                )
            }
            if let word = Self.writtenDismiss(declared.target), declarations.stepsByName[word.name] != nil {
                diagnostics.report(
                    CheckerMessages.ambiguousDismiss, at: word.range,
                    fixIts: Self.namesOneStep(declared.target) ? [.replace(word.range, with: "`dismiss`", "go to the step named `dismiss`")] : []
                )
            }
            let move = resolveMove(declared.target, of: .step, declarations, tabs: resolution.tabs, &diagnostics)
            if declared.builtInEvent == .dismissed, let entered = declared.target.enteredStep {
                diagnostics.report(
                    CheckerMessages.dismissedEntersStep(entered.name), at: entered.range,
                    notes: [diagnostics.note("the user's gesture has already removed the screen; `dismissed` may only unwind", at: declared.range)]
                )
            }
            if declared.builtInEvent == .reselected { checkReselected(declared, &diagnostics) }
            let condition = declared.guardExpr.map { resolve($0, step: step, declarations, into: &resolution, &diagnostics) }
            guard let move else {
                resolution.namesAreResolved = false
                resolution.unanalysedSteps.insert(step)
                continue
            }
            var transition = FlowGraph.Transition(
                event: declared.eventName, eventID: eventID(of: declared.event, in: &resolution), move: move,
                guardCondition: condition ?? nil, range: declared.range,
                targetRange: declared.target.range, guardRange: declared.guardRange, guardKind: declared.guardKind
            )
            if position >= ownCount { transition.origin = shared[position - ownCount].origin }
            transitions.append(transition)
        }
        resolution.transitions[step.index] = transitions
    }

    /// The move a target names, when every step (or alert) it names exists: a step's
    /// transition may show an alert, an alert's button may close it.
    func resolveMove(
        _ target: TransitionTarget, of owner: MoveOwner, _ declarations: Declarations, tabs: [FlowGraph.Tab], _ diagnostics: inout Diagnostics
    ) -> Move? {
        func entry(_ written: EntryTarget) -> Entry? {
            resolveStep(written.step, declarations, &diagnostics).map { Entry(step: $0, style: written.style) }
        }
        func unwind(_ written: UnwindTarget) -> Unwind? {
            switch written {
            case .back: .back
            case .backTo(let name): resolveStep(name, declarations, &diagnostics).map(Unwind.backTo)
            case .dismiss: .dismiss
            case .dismissAll: .dismissAll
            }
        }
        switch target {
        case .enter(let written):
            if let alert = declarations.alertsByName[written.step.name] {
                return resolveShown(alert, written, of: owner, declarations, &diagnostics)
            }
            return entry(written).map(Move.enter)
        case .close:
            return .close
        case .unwind(let written): return unwind(written).map(Move.unwind)
        case .unwindThenEnter(let first, let then):
            let unwound = unwind(first), entered = entry(then)
            guard let unwound, let entered else { return nil }
            return .unwindThenEnter(unwound, entered)
        case .tab(let written):
            let tab = resolveTab(written.tab, declarations, tabs: tabs, &diagnostics)
            let then = written.then.map(entry)
            guard let tab, then != .some(nil) else { return nil }
            return .tab(TabMove(tab: tab, then: then ?? nil))
        }
    }

    /// The word `back` of a target that goes back one entry (`back`, `back then step`).
    private static func writtenBack(_ target: TransitionTarget) -> Identifier? {
        switch target {
        case .unwind(.back(let word)), .unwindThenEnter(.back(let word), _): word
        case .enter, .unwind, .unwindThenEnter, .tab, .close: nil
        }
    }

    /// Whether the word `back` or `dismiss` is the whole target: then the step of that name can
    /// replace it; followed by `then step`, the step's name would make `step then step`, which
    /// doesn't parse.
    private static func namesOneStep(_ target: TransitionTarget) -> Bool {
        if case .unwind = target { true } else { false }
    }

    /// The word `dismiss` of a target that dismisses the top layer (`dismiss`, `dismiss then step`).
    private static func writtenDismiss(_ target: TransitionTarget) -> Identifier? {
        switch target {
        case .unwind(.dismiss(let word)), .unwindThenEnter(.dismiss(let word), _): word
        case .enter, .unwind, .unwindThenEnter, .tab, .close: nil
        }
    }

    /// An event of `resolution.events`, added there on first sight; `next`, written or not, is
    /// always there.
    func eventID(of event: Identifier?, in resolution: inout Resolution) -> EventID {
        guard let event, BuiltInEvent(named: event.name) != .next else { return .next }
        if let id = resolution.eventsByName[event.name] { return id }
        let id = EventID(resolution.events.count)
        resolution.eventsByName[event.name] = id
        resolution.events.append(event.name)
        return id
    }
}
