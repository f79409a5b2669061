import FlowCore

extension SingleAppChecker {
    /// What makes a move the app makes: a root's outcome, or an app-level step's transition.
    enum MoveSource {
        case outcome(String, root: String)
        case step(String)
    }

    /// A move after `->` in a root or an app-level step: a swap to a root, an app-level step
    /// presented, or (in a step) `dismiss`; nothing that depends on what is under it.
    func resolveMove(_ target: TransitionTarget, from source: MoveSource, _ diagnostics: inout Diagnostics) -> CheckedApp.AppMove? {
        switch (target, source) {
        case (.enter(let entry), _):
            return resolveEntry(entry, from: source, &diagnostics)
        case (.unwind(.dismiss), .step):
            return .dismiss
        case (_, .outcome(let outcome, let root)):
            diagnostics.report(CheckerMessages.rootOutcomeMove(outcome, root: root), at: target.range)
        case (.unwind(.back), .step(let step)), (.unwindThenEnter(.back, _), .step(let step)):
            diagnostics.report(CheckerMessages.appStepMove(step, move: "go `back`"), at: target.range)
        case (.unwind(.backTo), .step(let step)), (.unwindThenEnter(.backTo, _), .step(let step)):
            diagnostics.report(CheckerMessages.appStepMove(step, move: "go `back to` a step"), at: target.range)
        case (.unwind(.dismissAll), .step(let step)), (.unwindThenEnter(.dismissAll, _), .step(let step)):
            diagnostics.report(CheckerMessages.appStepMove(step, move: "close the root's layers with `dismiss all`"), at: target.range)
        case (.unwindThenEnter(.dismiss, _), .step(let step)):
            diagnostics.report(CheckerMessages.appStepMove(step, move: "enter a step after `dismiss then`"), at: target.range)
        case (.tab, .step(let step)), (.close, .step(let step)):
            diagnostics.report(CheckerMessages.appStepMove(step, move: "move to a tab"), at: target.range)
        }
        return nil
    }

    /// `-> name [as style]` in a root or an app-level step.
    private func resolveEntry(_ entry: EntryTarget, from source: MoveSource, _ diagnostics: inout Diagnostics) -> CheckedApp.AppMove? {
        let name = entry.step.name
        if let root = rootsByName[name] {
            guard entry.style == .push else {
                diagnostics.report(CheckerMessages.rootPresented(name), at: entry.range)
                return nil
            }
            return .swap(root)
        }
        switch source {
        case .outcome(let outcome, let root):
            if stepsByName[name] != nil {
                diagnostics.report(CheckerMessages.rootOutcomeMove(outcome, root: root), at: entry.range)
                return nil
            }
            _ = resolveRootName(entry.step, &diagnostics)
            return nil
        case .step(let from):
            let presenter = app.steps[stepsByName[from]?.index ?? 0].parameters
            guard let step = stepsByName[name] else {
                reportUnknownTarget(entry, supplied: presenter, &diagnostics)
                return nil
            }
            guard entry.style != .push else {
                diagnostics.report(CheckerMessages.appStepMove(from, move: "push `\(name)`"), at: entry.range)
                return nil
            }
            guard suppliesPayload(of: step, from: presenter, "step `\(from)`", at: entry.step.range, &diagnostics) else { return nil }
            return .present(step, entry.style)
        }
    }

    /// A target that names neither a root nor an app-level step: a did-you-mean among the
    /// roots for a swap, among the steps `supplied` gives a payload for a presentation.
    func reportUnknownTarget(_ entry: EntryTarget, supplied: [PayloadParameter], _ diagnostics: inout Diagnostics) {
        let candidates = entry.style == .push
            ? app.roots.map(\.name.name)
            : app.steps.filter { step in
                step.parameters.allSatisfy { needed in
                    needed.defaultValue != nil || supplied.contains { $0.label.name == needed.label.name && $0.type == needed.type }
                }
            }.map(\.name.name)
        let suggestion = EditDistance.closest(to: entry.step.name, in: candidates)
        diagnostics.report(
            CheckerMessages.unknownAppTarget(entry.step.name, suggestion: suggestion), at: entry.step.range,
            fixIts: suggestion.map { [FixIt.replace(entry.step.range, with: $0, "replace with `\($0)`")] } ?? []
        )
    }

    /// Whether `parameters` supply each parameter without a default of app-level step `step`,
    /// by label and type; reports the first that isn't.
    func suppliesPayload(
        of step: AppStepID, from parameters: [PayloadParameter], _ source: String, at range: SourceRange, _ diagnostics: inout Diagnostics
    ) -> Bool {
        for needed in app.steps[step.index].parameters where needed.defaultValue == nil {
            guard !parameters.contains(where: { $0.label.name == needed.label.name && $0.type == needed.type }) else { continue }
            diagnostics.report(
                CheckerMessages.appStepPayload(app.steps[step.index].name.name, parameter: "\(needed.label.name): \(needed.type)", from: source), at: range,
                notes: [diagnostics.note("`\(needed.label.name)` is declared here", at: needed.label.range)]
            )
            return false
        }
        return true
    }

    /// `event name(payload) -> target [as style] [over top] [only when g]`.
    func resolveEvent(_ event: AppEventDecl, _ diagnostics: inout Diagnostics) -> CheckedApp.Event? {
        let move = resolveEventMove(event, &diagnostics)
        let condition = resolveGuard(event.guardExpr, &diagnostics)
        guard let move, let condition else { return nil }
        return CheckedApp.Event(name: event.name.name, parameters: event.parameters, move: move, guardCondition: condition.written, range: event.range)
    }

    private func resolveEventMove(_ event: AppEventDecl, _ diagnostics: inout Diagnostics) -> CheckedApp.AppMove? {
        let target = event.target
        let name = target.step.name
        if let root = rootsByName[name] {
            if target.style != .push {
                diagnostics.report(CheckerMessages.appEventPresentsRoot(event.name.name, root: name), at: target.range)
            } else if let overTop = event.overTopRange {
                diagnostics.report(CheckerMessages.appEventSwapOverTop(event.name.name, root: name), at: overTop)
            } else {
                return .swap(root)
            }
            return nil
        }
        if let step = stepsByName[name] {
            guard target.style != .push else {
                diagnostics.report(CheckerMessages.appEventPushes(event.name.name, step: name), at: target.range)
                return nil
            }
            guard suppliesPayload(of: step, from: event.parameters, "event `\(event.name.name)`", at: target.step.range, &diagnostics) else { return nil }
            return .present(step, target.style)
        }
        if let (root, flow) = rootFlow(withStep: name) {
            diagnostics.report(
                CheckerMessages.appEventToFlowStep(event.name.name, step: name, flow: flow.name.name, root: root.name.name), at: target.step.range
            )
            return nil
        }
        reportUnknownTarget(target, supplied: event.parameters, &diagnostics)
        return nil
    }

    /// The first root whose flow has a step named `name`, with that flow.
    func rootFlow(withStep name: String) -> (RootDecl, FlowDecl)? {
        for (root, flow) in zip(app.roots, flows) {
            if let flow, flow.steps.contains(where: { $0.name.name == name && !$0.isOutcome }) { return (root, flow) }
        }
        return nil
    }

    /// `step name(payload) { on e -> target }` at the app level: a screen over any root's top.
    func resolveStep(_ id: AppStepID, _ diagnostics: inout Diagnostics) -> CheckedApp.Step? {
        let step = app.steps[id.index]
        let name = step.name.name
        var shapeIsValid = true
        func refuse(_ what: String, at range: SourceRange) {
            diagnostics.report(CheckerMessages.appStepShape(name, what: what), at: range)
            shapeIsValid = false
        }
        if let final = step.finalRange { refuse("be `final`", at: final) }
        if let flow = step.usedFlow { refuse("use a flow", at: flow.range) }
        if let skip = step.skips.first { refuse("have a skip rule", at: skip.range) }
        if let set = step.sharedActions.first { refuse("take shared transitions", at: set.range) }
        var transitions: [CheckedApp.Transition?] = []
        for transition in step.transitions {
            let move = resolveMove(transition.target, from: .step(name), &diagnostics)
            let condition = resolveGuard(transition.guardExpr, &diagnostics)
            guard let move, let condition else {
                transitions.append(nil)
                continue
            }
            transitions.append(CheckedApp.Transition(event: transition.eventName, move: move, guardCondition: condition.written))
        }
        guard shapeIsValid, let transitions = Self.all(transitions) else { return nil }
        return CheckedApp.Step(name: name, parameters: step.parameters, transitions: transitions, range: step.range)
    }
}
