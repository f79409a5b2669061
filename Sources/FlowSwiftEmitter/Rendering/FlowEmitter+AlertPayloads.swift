import FlowChecker
import FlowCore

/// The alert functions that alerts with payloads and flag-only buttons add (`AlertPayloads`):
/// printed after the alert requirements, only where the flow has such an alert or button, so a
/// flow without keeps the runtime's defaults.
extension FlowEmitter {
    func emitAlertPayloadFunctions(into printer: inout CodePrinter) {
        let payloads = model.alertPayloads
        if !payloads.flagOnlyButtons.isEmpty || !model.alerts.children.isEmpty {
            printer.line()
            emitHasButtonFunction(into: &printer)
        }
        if !payloads.steps.isEmpty {
            printer.line()
            emitAnsweredFunction(payloads.steps, name: "_step", made: stepType, into: &printer)
        }
        if !payloads.outcomes.isEmpty {
            printer.line()
            emitAnsweredFunction(payloads.outcomes, name: "_outcome", made: model.names.outcome, into: &printer)
        }
        for signature in payloads.shownArms.keys.sorted() {
            printer.line()
            emitShownWithPayload(signature, into: &printer)
        }
    }

    /// `hasButton(_:of:flags:)`: a flag-only button exists while one of its lines' guards holds.
    private func emitHasButtonFunction(into printer: inout CodePrinter) {
        printer.doc([
            "Whether `button` of `alert` exists for these flag values: a button written `only when` exists only while",
            "one of its lines' guards holds; every other button always. A child's alert's buttons as the child says.",
        ])
        printer.block("\(access) static func hasButton(_ button: \(eventType), of alert: \(alertType), flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            printer.line("switch (alert, button) {")
            for button in model.alertPayloads.flagOnlyButtons {
                let condition = button.guards.count == 1 ? button.guards[0] : .or(button.guards)
                printer.line("case (.", model.alerts.alerts[button.alert].caseName, ", .", model.eventCases[button.event.index], "): return ", swift(condition))
            }
            for child in model.alerts.children {
                printer.line("case (.", child.caseName, "(let alert), _):")
                printer.line("    guard let button = ", childButton(child), "(button) else { return false }")
                printer.line("    return ", child.names.flow, ".hasButton(button, of: alert, flags: flags)")
            }
            // Only children's cases: the arms above are every case.
            if !model.alerts.alerts.isEmpty { printer.line("default: return true") }
            printer.line("}")
        }
    }

    /// `_step(_:answering:)` or `_outcome(_:answering:)`: what a button of an alert with a
    /// payload enters, each parameter the alert's of its label and type, or its default.
    private func emitAnsweredFunction(_ entered: [AlertPayloads.Entered], name: String, made: String, into printer: inout CodePrinter) {
        let what = name == "_step" ? "step" : "outcome"
        printer.doc([
            "The \(what) of `kind` a button of `alert` enters: each parameter the alert's payload has (by label and",
            "type) taken from it, the others their defaults.",
        ])
        printer.block("\(access) static func \(name)(_ kind: \(kindType), answering alert: \(alertType)) -> \(made)?") { printer in
            printer.line("switch (kind, alert) {")
            for made in entered {
                let count = flow.alerts[made.alert].parameters.count
                let used = Set(made.arguments.compactMap { $0 })
                let bindings = (0..<count).map { used.contains($0) ? "let a\($0)" : "_" }.joined(separator: ", ")
                let parameters = flow.steps[made.step].parameters
                let arguments = zip(parameters, made.arguments).compactMap { parameter, position in
                    position.map { SwiftNames.label(parameter.label.name) + ": a" + String($0) }
                }
                let step = model.stepCases[made.step]
                // A use-step holds its child's start step, made from the use-step's payload.
                let value = model.use(made.step).map { use in
                    "(" + childStart(of: use) { made.arguments[$0].map { "a" + String($0) } ?? parameters[$0].defaultValue ?? "nil" } + ")"
                } ?? (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
                printer.line("case (.", step, ", .", model.alerts.alerts[made.alert].caseName, "(", bindings, ")): return .", step, value)
            }
            printer.line("default: return \(made)(_payloadFree: kind)")
            printer.line("}")
        }
    }

    /// `_alert<n>(shownFrom:on:flags:...)`: the alert an event whose call supplies payload
    /// signature `n` shows, made with that payload; `nil` when the event moves instead.
    private func emitShownWithPayload(_ number: Int, into printer: inout CodePrinter) {
        let signature = model.signatures.signatures[number]
        printer.doc([
            "The alert `event` shows on the screen of `step` for these flag values, with the payload the event's call",
            "supplies; `nil` when the step's first transition for the event whose guard holds shows none.",
        ])
        let before = "fileprivate static func _alert\(number)(shownFrom step: \(kindType), on event: \(eventType), flags: any \(flagsProtocol), "
        emitMapped(before, signature.parameters, ") -> \(alertType)? {", internalNames: true, into: &printer)
        printer.indented { printer in
            let arms: [SwitchArm<AlertID>] = (model.alertPayloads.shownArms[number] ?? []).map { arm in
                ("(." + model.stepCases[arm.owner] + ", ." + model.eventCases[arm.event.index] + ")", arm.branches)
            }
            printArms(arms, switching: "(step, event)", exhaustive: false, into: &printer) { alert in
                "." + model.alerts.alerts[alert.index].caseName + "(" + forwardedArguments(signature) + ")"
            }
        }
        printer.line("}")
    }
}
