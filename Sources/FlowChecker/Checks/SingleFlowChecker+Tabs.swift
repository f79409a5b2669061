import FlowCore

extension SingleFlowChecker {
    /// Resolves a router's `tabs` in place of `start`: each tab's root (the tabs' roots are the
    /// flow's roots, in tab order) and the condition under which the bar shows it. A tab's root
    /// is made by the tab bar, so it can't need a payload without a default.
    func resolveTabs(_ declarations: Declarations, into resolution: inout Resolution, _ diagnostics: inout Diagnostics) {
        let first = flow.tabs[0]
        if flow.kind == .wizard {
            diagnostics.report(
                CheckerMessages.tabsInWizard(flow.name.name), at: first.keywordRange,
                fixIts: [.replace(SourceRange(flow.range.lowerBound, flow.range.lowerBound + 4), with: "router", "declare a router")]
            )
        }
        for start in flow.starts {
            diagnostics.report(
                CheckerMessages.tabsAndStart, at: start.range,
                notes: [diagnostics.note("the tabs are declared here", at: first.range)],
                fixIts: [.replace(start.range, with: "", "remove `start`")]
            )
        }
        for extra in flow.tabs.dropFirst() {
            diagnostics.report(CheckerMessages.duplicateTabs, at: extra.range, notes: [diagnostics.note("the first `tabs` is here", at: first.range)])
        }
        for (position, tab) in first.tabs.enumerated() {
            if let earlier = first.tabs[..<position].first(where: { $0.root.name == tab.root.name }) {
                diagnostics.report(
                    CheckerMessages.duplicateTab(tab.root.name), at: tab.root.range,
                    notes: [diagnostics.note("`\(tab.root.name)` is first listed here", at: earlier.root.range)]
                )
                continue
            }
            guard let root = resolveStep(tab.root, declarations, &diagnostics) else {
                resolution.namesAreResolved = false
                continue
            }
            let condition = tab.condition.map { resolve($0, step: root, declarations, into: &resolution, &diagnostics) } ?? nil
            if tab.condition != nil, condition == nil { continue }
            if let condition, let range = tab.conditionRange { checkTabShown(tab.root, condition, range, &diagnostics) }
            checkTabRootPayload(tab.root, root, declarations, &diagnostics)
            resolution.roots.append(root)
            resolution.tabs.append(FlowGraph.Tab(root: root, condition: condition, range: tab.range))
        }
    }

    /// `tab-root-payload`: the root's parameters without a default.
    private func checkTabRootPayload(_ name: Identifier, _ root: StepID, _ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        let missing = declarations.steps[root].parameters.filter { $0.defaultValue == nil }
        guard !missing.isEmpty else { return }
        diagnostics.report(
            CheckerMessages.tabRootPayload(name.name, labels: missing.map(\.label.name)), at: name.range,
            notes: [diagnostics.note("give each parameter of `\(name.name)` a default (`label: Type = value`)", at: declarations.steps[root].range)]
        )
    }

    /// `tab-never-shown`: the tab's `when` holds for no flag values (by the exact guard
    /// analysis), so the bar never shows it.
    private func checkTabShown(_ name: Identifier, _ condition: Guard, _ range: SourceRange, _ diagnostics: inout Diagnostics) {
        guard let space = GuardSpace([], and: condition), space.table(condition).isNever else { return }
        diagnostics.report(CheckerMessages.tabNeverShown(name.name, when: diagnostics.file.text(range)), at: range)
    }

    /// The root of the tab `name` names in a `-> tab` move, or an error with a suggestion.
    func resolveTab(_ name: Identifier, _ declarations: Declarations, tabs: [FlowGraph.Tab], _ diagnostics: inout Diagnostics) -> StepID? {
        if let tab = tabs.first(where: { declarations.steps[$0.root].name == name.name }) { return tab.root }
        guard let written = flow.tabs.first?.tabs.map(\.root.name) else {
            diagnostics.report(CheckerMessages.tabMoveWithoutTabs(flow.name.name), at: name.range)
            return nil
        }
        // A tab whose root is unknown is reported at the `tabs` line already.
        guard !written.contains(name.name) else { return nil }
        let suggestion = EditDistance.closest(to: name.name, in: written)
        let notes = declarations.stepsByName[name.name].map {
            [diagnostics.note("`\(name.name)` is a step, but no tab's root; push it with `-> \(name.name)`", at: declarations.steps[$0].range)]
        } ?? []
        diagnostics.report(
            CheckerMessages.unknownTab(name.name, suggestion: suggestion), at: name.range, notes: notes,
            fixIts: suggestion.map { [FixIt.replace(name.range, with: $0, "replace with `\($0)`")] } ?? []
        )
        return nil
    }

    /// The tab bar's actions: each presents a step (`as sheet` or `as cover`) over whichever
    /// tab is selected; the bar has no stack to push on or go back in.
    func resolveShell(_ declarations: Declarations, into resolution: inout Resolution, _ diagnostics: inout Diagnostics) {
        for shell in flow.shells {
            if flow.tabsLine == nil {
                diagnostics.report(CheckerMessages.shellWithoutTabs(flow.name.name), at: shell.keywordRange)
            }
            for declared in shell.transitions {
                if let event = declared.event { checkName(event, as: "an event name", &diagnostics) }
                guard let move = resolveMove(declared.target, of: .step, declarations, tabs: resolution.tabs, &diagnostics) else {
                    resolution.namesAreResolved = false
                    continue
                }
                guard checkShellPresents(declared, move, &diagnostics) else { continue }
                checkShellPayload(declared, move, declarations, &diagnostics)
                // A guard's unknown flag is reported; the action is then left out, as a
                // transition whose target is unknown is.
                let unanalysed = resolution.unanalysedSteps
                let condition = declared.guardExpr.map { resolve($0, step: StepID(0), declarations, into: &resolution, &diagnostics) }
                resolution.unanalysedSteps = unanalysed
                if case .some(nil) = condition { continue }
                resolution.shell.append(FlowGraph.Transition(
                    event: declared.eventName, eventID: eventID(of: declared.event, in: &resolution), move: move,
                    guardCondition: condition ?? nil, range: declared.range,
                    targetRange: declared.target.range, guardRange: declared.guardRange, guardKind: declared.guardKind
                ))
            }
        }
    }

    /// `shell-push`: an action of the bar that doesn't present; whether it presents.
    private func checkShellPresents(_ declared: TransitionDecl, _ move: Move, _ diagnostics: inout Diagnostics) -> Bool {
        switch move {
        case .enter(let entry) where entry.style != .push:
            return true
        case .enter:
            diagnostics.report(
                CheckerMessages.shellNotPresentation("pushes `\(declared.target.written.name)`"), at: declared.target.range,
                fixIts: [.replace(SourceRange(at: declared.target.range.upperBound), with: " as sheet", "present it as a sheet")]
            )
        case .unwind, .unwindThenEnter:
            diagnostics.report(CheckerMessages.shellNotPresentation("unwinds"), at: declared.target.range)
        case .tab:
            diagnostics.report(CheckerMessages.shellNotPresentation("moves to a tab, which the bar does by itself"), at: declared.target.range)
        case .alert, .close:
            diagnostics.report(CheckerMessages.shellNotPresentation("shows an alert, which needs a step to be shown over"), at: declared.target.range)
        }
        return false
    }

    /// `shell-payload`: an action of the bar that presents a step whose payload has a parameter
    /// without a default; the bar has no screen to supply it. The action stays in the graph,
    /// so what it presents is still reached.
    private func checkShellPayload(_ declared: TransitionDecl, _ move: Move, _ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        guard let entry = move.entry else { return }
        let missing = declarations.steps[entry.step].parameters.filter { $0.defaultValue == nil }
        guard !missing.isEmpty else { return }
        let name = declarations.steps[entry.step].name
        diagnostics.report(
            CheckerMessages.shellPayload(name, labels: missing.map(\.label.name)), at: declared.target.range,
            notes: [diagnostics.note("give each parameter of `\(name)` a default (`label: Type = value`)", at: declarations.steps[entry.step].range)]
        )
    }

    /// `reselected-enters-step`: the tap on the selected tab may only unwind within it.
    func checkReselected(_ declared: TransitionDecl, _ diagnostics: inout Diagnostics) {
        switch declared.target {
        case .unwind: return
        case .enter, .unwindThenEnter, .tab, .close:
            diagnostics.report(CheckerMessages.reselectedEntersStep(declared.target.written.name), at: declared.target.range)
        }
    }
}
