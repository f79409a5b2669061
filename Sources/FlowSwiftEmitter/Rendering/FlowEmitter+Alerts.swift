import FlowChecker
import FlowCore

extension FlowEmitter {
    var alertType: String { model.names.alert }

    /// The alert enum: one case an alert or dialog, in declared order, with its name.
    func emitAlertEnum(into printer: inout CodePrinter) {
        let alerts = model.alerts.alerts
        printer.doc([
            "The alerts and confirmation dialogs of \(name), one case each: a transition shows one over the",
            "step on screen (`navigator.alert`), and each of its buttons makes its move from that step.",
        ])
        // A case with a payload can't be listed: `CaseIterable` only when none has one.
        let hasPayloads = model.flow.alerts.contains { !$0.parameters.isEmpty }
        printer.block("nonisolated \(access) enum \(alertType): Swift.Hashable, Swift.Sendable" + (hasPayloads ? "" : ", Swift.CaseIterable")) { printer in
            for (index, alert) in alerts.enumerated() {
                printer.doc(alert.doc)
                let parameters = model.flow.alerts[index].parameters
                if parameters.isEmpty {
                    printer.line("case ", alert.caseName)
                } else {
                    emitMapped("case \(alert.caseName)(", parameters, ")", into: &printer)
                }
            }
            printer.line()
            printer.doc(["The alert's name, as the `.flow` file writes it."])
            printer.block("\(access) var name: Swift.String") { printer in
                printer.line("switch self {")
                for alert in alerts {
                    printer.line("case .", alert.caseName, ": return ", SwiftNames.stringLiteral(alert.name))
                }
                printer.line("}")
            }
        }
    }

    /// The runtime's alert requirements, as switches a developer can read and step through:
    /// `alert(shownFrom:on:flags:)`, `style(of:)`, `buttons(of:)` and `move(answering:of:flags:)`.
    func emitAlertFunctions(into printer: inout CodePrinter) {
        emitShownFunction(into: &printer)
        printer.line()
        emitStyleFunction(into: &printer)
        printer.line()
        emitButtonsFunction(into: &printer)
        printer.line()
        emitAnswerFunction(into: &printer)
        emitAlertPayloadFunctions(into: &printer)
    }

    /// `alert(shownFrom:on:flags:)`: a `switch` over the step and the event, one arm for each
    /// with a transition that shows an alert, its transitions tried in written order.
    private func emitShownFunction(into printer: inout CodePrinter) {
        let logic = model.alerts
        printer.doc([
            "The alert `event` shows on the screen of `step` for these flag values: the alert of the step's",
            "first transition for the event whose guard holds, when that transition shows one; `nil` otherwise.",
        ])
        let signature = "\(access) static func alert(shownFrom step: \(kindType), on event: \(eventType), flags: any \(flagsProtocol)) -> \(alertType)?"
        printer.block(signature) { printer in
            guard !logic.shownArms.isEmpty else {
                printer.line("nil")
                return
            }
            let arms: [SwitchArm<AlertID>] = logic.shownArms.map { arm in
                ("(." + model.stepCases[arm.owner] + ", ." + model.eventCases[arm.event.index] + ")", arm.branches)
            }
            printArms(arms, switching: "(step, event)", exhaustive: logic.showsEveryEvent, into: &printer) { alert in
                "." + model.alerts.alerts[alert.index].caseName
            }
        }
    }

    /// `style(of:)`: the alerts, then the dialogs.
    private func emitStyleFunction(into printer: inout CodePrinter) {
        let alerts = model.alerts.alerts
        printer.doc(["Whether `alert` is an alert or a confirmation dialog."])
        printer.block("\(access) static func style(of alert: \(alertType)) -> \(runtime(.flowAlertStyle))") { printer in
            printer.line("switch alert {")
            for style in AlertStyle.allCases {
                let cases = alerts.filter { $0.style == style }.map { "." + $0.caseName }
                guard !cases.isEmpty else { continue }
                printer.line("case ", cases.joined(separator: ", "), ": return .", style.keyword)
            }
            printer.line("}")
        }
    }

    /// `buttons(of:)`: each alert's buttons in written order, each with its role.
    private func emitButtonsFunction(into printer: inout CodePrinter) {
        printer.doc(["The buttons of `alert`, in the order the `.flow` file writes them, each once, with its role."])
        let result = "[(event: \(eventType), role: \(runtime(.flowButtonRole))?)]"
        printer.block("\(access) static func buttons(of alert: \(alertType)) -> \(result)") { printer in
            printer.line("switch alert {")
            for alert in model.alerts.alerts {
                let buttons = alert.buttons.map { "(." + model.eventCases[$0.eventIndex] + ", " + ($0.role.map { "." + $0.keyword } ?? "nil") + ")" }
                printer.line("case .", alert.caseName, ": return [", buttons.joined(separator: ", "), "]")
            }
            printer.line("}")
        }
    }

    /// `move(answering:of:flags:)`: a `switch` over the alert and the button, one arm for each
    /// button with a line that moves, its lines tried in written order.
    private func emitAnswerFunction(into printer: inout CodePrinter) {
        let logic = model.alerts
        printer.doc([
            "The move a tap on `button` of `alert` makes from the step the alert is over, for these flag values,",
            "before skip rules: the move of the button's first line whose guard holds; `nil` when it only closes the alert.",
        ])
        let signature = "\(access) static func move(answering button: \(eventType), of alert: \(alertType), flags: any \(flagsProtocol)) -> \(runtime(.flowStepMove))<\(kindType)>?"
        printer.block(signature) { printer in
            guard !logic.answerArms.isEmpty else {
                printer.line("nil")
                return
            }
            let arms: [SwitchArm<LogicMove>] = logic.answerArms.map { arm in
                ("(." + model.alerts.alerts[arm.owner].caseName + ", ." + model.eventCases[arm.event.index] + ")", arm.branches)
            }
            printArms(arms, switching: "(alert, button)", exhaustive: logic.answersEveryEvent, into: &printer)
        }
    }
}
