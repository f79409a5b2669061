import FlowCore

/// Who makes a move: a step's transition (which may show an alert), or an alert's button
/// (which may close it, and may not show another).
enum MoveOwner {
    case step
    case button
}

extension SingleFlowChecker {
    /// Each alert and dialog, once; a name a step has, or an earlier alert, is reported.
    func declareAlerts(into declarations: inout Declarations, _ diagnostics: inout Diagnostics) {
        for (index, declared) in flow.alerts.enumerated() {
            let name = declared.name
            checkName(name, as: "an alert name", &diagnostics)
            if let step = declarations.stepsByName[name.name] {
                diagnostics.report(
                    CheckerMessages.alertNameTaken(name.name), at: name.range,
                    notes: [diagnostics.note("step `\(name.name)` is declared here", at: declarations.steps[step].range)]
                )
                continue
            }
            if let first = declarations.alertsByName[name.name] {
                diagnostics.report(
                    CheckerMessages.duplicateAlert(name.name), at: name.range,
                    notes: [diagnostics.note("`\(name.name)` is first declared here", at: declarations.alerts[first].range)]
                )
                continue
            }
            declarations.alertsByName[name.name] = AlertID(declarations.alerts.count)
            declarations.alertDeclarationIndex.append(index)
            checkParameters(declared.parameters, &diagnostics)
            var alert = FlowGraph.Alert(name: name.name, doc: declared.doc, range: name.range, style: declared.style)
            alert.parameters = declared.parameters
            declarations.alerts.append(alert)
        }
    }

    /// A step's transition that names an alert shows it; a button's can't, and neither can
    /// one that presents it as a layer.
    func resolveShown(
        _ alert: AlertID, _ written: EntryTarget, of owner: MoveOwner, _ declarations: Declarations, _ diagnostics: inout Diagnostics
    ) -> Move? {
        let style = declarations.alerts[alert].style
        switch owner {
        case .button:
            diagnostics.report(CheckerMessages.alertFromAlert(written.step.name, style: style), at: written.step.range)
            return nil
        case .step:
            guard written.style == .push else {
                diagnostics.report(CheckerMessages.alertPresented(written.step.name, style: style, as: written.style), at: written.range)
                return nil
            }
            return .alert(alert)
        }
    }

    /// Each alert's button lines, resolved, and its buttons with their roles, each once. A
    /// button named after a built-in event is reported and left out; a line that enters a
    /// step needing a payload is reported and kept, so what it enters is still reached.
    func resolveAlerts(_ declarations: Declarations, into resolution: inout Resolution, _ diagnostics: inout Diagnostics) {
        resolution.alerts = declarations.alerts
        for alert in declarations.alerts.indices.map(AlertID.init) {
            let declared = flow.alerts[declarations.alertDeclarationIndex[alert.index]]
            let lines = declared.buttons.filter { line in
                guard let builtIn = BuiltInEvent(named: line.event.name) else { return true }
                if declared.buttons.first(where: { $0.event.name == line.event.name }) == line {
                    diagnostics.report(CheckerMessages.invalidName(line.event.name, CheckerMessages.reservedButton(builtIn)), at: line.event.range)
                }
                return false
            }
            let roles = checkButtons(lines, of: declared, &diagnostics)
            var buttons: [FlowGraph.Button] = []
            var transitions: [FlowGraph.Transition] = []
            for line in lines {
                let written = line.transition
                checkName(line.event, as: "a button name", &diagnostics)
                let eventID = eventID(of: line.event, in: &resolution)
                if !buttons.contains(where: { $0.eventID == eventID }) {
                    buttons.append(FlowGraph.Button(event: line.event.name, eventID: eventID, role: roles[line.event.name], range: line.event.range))
                }
                if line.limitsButton, let button = buttons.firstIndex(where: { $0.eventID == eventID }) { buttons[button].isFlagOnly = true }
                // A guard's unknown flag is reported; the line is then left out, as one whose
                // target is unknown is, and the graph is not analysed.
                let unanalysed = resolution.unanalysedSteps
                let condition = written.guardExpr.map { resolve($0, step: StepID(0), declarations, into: &resolution, &diagnostics) }
                resolution.unanalysedSteps = unanalysed
                let move = resolveMove(written.target, of: .button, declarations, tabs: resolution.tabs, &diagnostics)
                guard let move, condition != .some(nil) else {
                    resolution.namesAreResolved = false
                    continue
                }
                checkButtonPayload(line, move, of: declarations.alerts[alert], declarations, &diagnostics)
                transitions.append(FlowGraph.Transition(
                    event: line.event.name, eventID: eventID, move: move,
                    guardCondition: condition ?? nil, range: written.range,
                    targetRange: written.target.range, guardRange: written.guardRange, guardKind: written.guardKind
                ))
            }
            resolution.alerts[alert].buttons = buttons
            resolution.alerts[alert].transitions = transitions
        }
    }
}
