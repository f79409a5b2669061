import FlowCore

extension SingleFlowChecker {
    /// `removed step name [(old shape)] [-> fallback]`: each resolved into
    /// `Declarations.removedSteps`, after the checks that it names no live step but by an old
    /// payload shape (`removed-step-is-live`), claims no old name another declaration claims
    /// (`duplicate-former-name`), and lands on a step that exists (`unknown-step`) and needs no
    /// payload (`fallback-needs-payload`).
    func declareRemovedSteps(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        for (position, removed) in flow.removedSteps.enumerated() {
            checkName(removed.name, as: "a step name", &diagnostics)
            if let shape = removed.shape { checkParameters(shape, &diagnostics) }
            guard isNew(removed, earlier: flow.removedSteps[..<position], declarations, &diagnostics) else { continue }
            var fallback: StepID?
            if let written = removed.fallback {
                guard let step = resolveStep(written, declarations, &diagnostics), canLand(on: step, written, from: removed, declarations, &diagnostics) else { continue }
                fallback = step
            }
            declarations.removedSteps.append(FlowGraph.RemovedStep(name: removed.name.name, shape: removed.shape, fallback: fallback, range: removed.name.range))
        }
    }

    /// Whether `removed` names what no live step, no former name and no earlier removed step
    /// already stands for; reported when it doesn't.
    private func isNew(
        _ removed: RemovedStepDecl, earlier: ArraySlice<RemovedStepDecl>, _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) -> Bool {
        let name = removed.name
        if let live = declarations.stepsByName[name.name] {
            let current = declarations.steps[live.index].parameters
            let note = diagnostics.note("`\(name.name)` is declared here", at: declarations.steps[live.index].range)
            guard let shape = removed.shape else {
                diagnostics.report(CheckerMessages.removedStepIsLive(name.name), at: name.range, notes: [note])
                return false
            }
            if Self.sameShape(shape, current) {
                diagnostics.report(CheckerMessages.removedShapeIsLive(name.name), at: name.range, notes: [note])
                return false
            }
        } else if removed.shape == nil, let claimed = declarations.formerNames[name.name] {
            diagnostics.report(
                CheckerMessages.duplicateFormerName(name.name), at: name.range,
                notes: [diagnostics.note("`\(name.name)` is first claimed here", at: claimed)]
            )
            return false
        }
        let isLive = declarations.stepsByName[name.name] != nil
        let clash = earlier.first { other in
            guard other.name.name == name.name else { return false }
            guard let shape = removed.shape, let otherShape = other.shape else { return !isLive }
            return Self.sameShape(shape, otherShape)
        }
        if let clash {
            let message = removed.shape != nil && clash.shape != nil ? CheckerMessages.duplicateRemovedShape(name.name) : CheckerMessages.duplicateFormerName(name.name)
            diagnostics.report(message, at: name.range, notes: [diagnostics.note("`\(name.name)` is first claimed here", at: clash.name.range)])
            return false
        }
        return true
    }

    /// Whether a walk can end on `step` with no payload given: every parameter has a default
    /// or is Optional; reported (`fallback-needs-payload`) when one isn't.
    private func canLand(
        on step: StepID, _ written: Identifier, from removed: RemovedStepDecl, _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) -> Bool {
        let declared = declarations.steps[step.index]
        guard let needed = declared.parameters.first(where: { $0.defaultValue == nil && !$0.type.hasSuffix("?") }) else { return true }
        diagnostics.report(
            CheckerMessages.fallbackNeedsPayload(declared.name, label: needed.label.name, removed: removed.name.name), at: written.range,
            notes: [diagnostics.note("`\(needed.label.name)` is declared here", at: needed.label.range)]
        )
        return false
    }

    /// Whether two payloads have the same labels and types, in order (defaults aside: they
    /// don't change what a saved entry holds).
    static func sameShape(_ a: [PayloadParameter], _ b: [PayloadParameter]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.label.name == $1.label.name && $0.type == $1.type }
    }
}
