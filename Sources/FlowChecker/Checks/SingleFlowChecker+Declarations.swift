import FlowCore

extension SingleFlowChecker {
    /// The first pass: each flag and step, once, with the checks of its own name and payload.
    func declare(_ diagnostics: inout Diagnostics) -> Declarations {
        var declarations = Declarations()
        declareFlags(into: &declarations, &diagnostics)
        declareSteps(into: &declarations, &diagnostics)
        declareActions(into: &declarations, &diagnostics)
        declareAlerts(into: &declarations, &diagnostics)
        declareFormerNames(into: &declarations, &diagnostics)
        declareRemovedSteps(into: &declarations, &diagnostics)
        return declarations
    }

    private func declareFlags(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        for flag in flow.flags {
            checkName(flag.name, as: "a flag name", &diagnostics)
            if flag.name.name == "true" || flag.name.name == "false" {
                diagnostics.report(CheckerMessages.invalidName(flag.name.name, "a flag name"), at: flag.name.range)
                continue
            }
            if let first = declarations.flagsByName[flag.name.name] {
                diagnostics.report(
                    CheckerMessages.duplicateFlag(flag.name.name), at: flag.name.range,
                    notes: [diagnostics.note("`\(flag.name.name)` is first declared here", at: declarations.flags[first].range)]
                )
                continue
            }
            declarations.flagsByName[flag.name.name] = FlagID(declarations.flags.count)
            declarations.flags.append(FlowGraph.Flag(name: flag.name.name, doc: flag.doc, range: flag.name.range))
        }
    }

    private func declareSteps(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        declarations.declarationIndex.reserveCapacity(flow.steps.count)
        declarations.steps.reserveCapacity(flow.steps.count)
        for declIndex in flow.steps.indices {
            let declared = flow.steps[declIndex]
            let name = declared.name
            checkName(name, as: "a step name", &diagnostics)
            if let first = declarations.stepsByName[name.name] {
                declarations.hasDuplicateStep = true
                diagnostics.report(
                    CheckerMessages.duplicateStep(name.name), at: name.range,
                    notes: [diagnostics.note("`\(name.name)` is first declared here", at: declarations.steps[first].range)]
                )
                continue
            }
            checkParameters(declared.parameters, &diagnostics)
            let step = StepID(declarations.steps.count)
            if declared.isFinal { declarations.finalSteps.append(step) }
            declarations.stepsByName[name.name] = step
            declarations.declarationIndex.append(declIndex)
            declarations.steps.append(FlowGraph.Step(
                name: name.name, doc: declared.doc, range: name.range, role: Self.role(of: declared),
                parameters: declared.parameters, skip: nil, skipRange: declared.skips.first?.range
            ))
        }
    }

    /// The checked role of a declared step.
    private static func role(of declared: StepDecl) -> FlowGraph.Step.Role {
        switch declared.role {
        case .screen: .screen
        case .final: .final
        case .use(let child): .use(flow: child.name)
        case .outcome: .outcome
        }
    }

    func checkParameters(_ parameters: [PayloadParameter], _ diagnostics: inout Diagnostics) {
        for (position, parameter) in parameters.enumerated() {
            checkName(parameter.label, as: "a parameter label", &diagnostics)
            // Labels compared along the list: parameter lists are short.
            if let first = parameters[..<position].first(where: { $0.label.name == parameter.label.name }) {
                diagnostics.report(
                    CheckerMessages.duplicateParameter(parameter.label.name), at: parameter.label.range,
                    notes: [diagnostics.note("`\(parameter.label.name)` is first declared here", at: first.label.range)]
                )
            }
        }
    }

    /// The declaration of `step`, with the transitions it takes from shared sets after its
    /// own (`Declarations.sharedTransitions` says where each comes from): every check reads
    /// the step as if it had written them.
    func declaration(of step: StepID, _ declarations: Declarations) -> StepDecl {
        var declared = flow.steps[declarations.declarationIndex[step.index]]
        let shared = declarations.sharedTransitions[step.index]
        if !shared.isEmpty { declared.transitions += shared.map(\.transition) }
        if shared.contains(where: { $0.origin.set.map { declarations.sharedActions[$0].isIncomplete } ?? false }) {
            declared.isIncomplete = true
        }
        return declared
    }

    /// A wizard needs a final step to be able to finish; a router need not finish. A step
    /// without transitions is most likely a final step whose `final` was forgotten: its
    /// `dead-end` error says so, with the fix, and is the one error.
    func checkHasFinalStep(_ declarations: Declarations, _ diagnostics: inout Diagnostics) {
        let hasDeadEnd = declarations.stepIDs.contains { step in
            let declared = declaration(of: step, declarations)
            return !declared.isFinal && declared.transitions.isEmpty && !declared.isIncomplete
        }
        if declarations.finalSteps.isEmpty, flow.kind == .wizard, !hasDeadEnd {
            diagnostics.report(CheckerMessages.noFinalStep(flow.name.name), at: flow.name.range)
        }
    }

    func reportUnusedFlags(_ flags: [FlowGraph.Flag], used: Set<FlagID>, _ diagnostics: inout Diagnostics) {
        for (index, flag) in flags.enumerated() where !used.contains(FlagID(index)) {
            diagnostics.report(CheckerMessages.unusedFlag(flag.name), at: flag.range)
        }
    }
}
