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
        // A case with a payload, or around a child's alert, carries values: the enum can list its
        // cases (`CaseIterable`) only when none does.
        let hasValues = model.flow.alerts.contains { !$0.parameters.isEmpty } || !model.alerts.children.isEmpty
        printer.block("nonisolated \(access) enum \(alertType): Swift.Hashable, Swift.Sendable" + (hasValues ? "" : ", Swift.CaseIterable")) { printer in
            for (index, alert) in alerts.enumerated() {
                printer.doc(alert.doc)
                let parameters = model.flow.alerts[index].parameters
                if parameters.isEmpty {
                    printer.line("case ", alert.caseName)
                } else {
                    emitMapped("case \(alert.caseName)(", parameters, ")", into: &printer)
                }
            }
            emitChildAlertCases(into: &printer)
            printer.line()
            printer.doc(["The alert's name, as the `.flow` file writes it."])
            printer.block("\(access) var name: Swift.String") { printer in
                printer.line("switch self {")
                for alert in alerts {
                    printer.line("case .", alert.caseName, ": return ", SwiftNames.stringLiteral(alert.name))
                }
                for child in model.alerts.children {
                    printer.line("case .", child.caseName, "(let alert): return alert.name")
                }
                printer.line("}")
            }
        }
    }

    /// The cases around the alerts of the child flows this flow uses, one a child.
    private func emitChildAlertCases(into printer: inout CodePrinter) {
        for child in model.alerts.children {
            let uses = model.uses.uses.filter { $0.child.name == child.name }.map { "`" + flow.steps[$0.step].name + "`" }
            printer.doc(["An alert of \(child.name), shown over its screens inside \(uses.joined(separator: " or ")); its buttons make \(child.name)'s moves."])
            printer.line("case ", child.caseName, "(", child.names.alert, ")")
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
        for child in model.alerts.children {
            printer.line()
            emitButtonMaps(of: child, into: &printer)
        }
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
            if !logic.children.isEmpty {
                printer.line("// A child's screens show its alerts through their use-step (`_use(of:)`), as the child says.")
            }
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
            for child in model.alerts.children {
                printer.line("case .", child.caseName, "(let alert): return ", child.names.flow, ".style(of: alert)")
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
            for child in model.alerts.children {
                printer.line("case .", child.caseName, "(let alert):")
                printer.line("    return ", child.names.flow, ".buttons(of: alert).compactMap { button in ", buttonOfChild(child), "(button.event).map { ($0, button.role) } }")
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
            if !logic.children.isEmpty {
                printer.line("// A child's alert is answered with the child's move, through its use-step (`_use(of:)`).")
            }
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

    /// `_buttonOfItemScreens(_:)`: this flow's event for a button of the child's alerts, and
    /// `_itemScreensButton(_:)`: the child's event for one of this flow's, each of the same name.
    private func emitButtonMaps(of child: AlertLogic.Child, into printer: inout CodePrinter) {
        printer.doc(["This flow's event for a button of \(child.name)'s alerts, or an event of its that shows one: the case of the same name."])
        emitSameNameMap(buttonOfChild(child), "_ event: \(child.names.event)", to: eventType, cases: child.buttons, into: &printer)
        printer.line()
        printer.doc(["\(child.name)'s event for this flow's `button` of one of its alerts: the case of the same name."])
        emitSameNameMap(childButton(child), "_ button: \(eventType)", to: child.names.event, cases: child.buttons, into: &printer)
    }

    /// A map between two event enums that share `cases`: each case to the one of the same name.
    private func emitSameNameMap(_ name: String, _ parameter: String, to result: String, cases: [String], into printer: inout CodePrinter) {
        let argument = parameter.dropFirst(2).prefix { $0 != ":" }
        printer.block("fileprivate static func \(name)(\(parameter)) -> \(result)?") { printer in
            printer.line("switch \(argument) {")
            for event in cases {
                printer.line("case .", event, ": return .", event)
            }
            printer.line("default: return nil")
            printer.line("}")
        }
    }

    /// `_buttonOfItemScreens`: the name of the map from a child's button to this flow's event.
    func buttonOfChild(_ child: AlertLogic.Child) -> String {
        "_buttonOf" + SwiftNames.typeName(child.name)
    }

    /// `_itemScreensButton`: the name of the map from this flow's event to a child's button.
    func childButton(_ child: AlertLogic.Child) -> String {
        "_" + child.name.prefix(1).lowercased() + child.name.dropFirst() + "Button"
    }
}
