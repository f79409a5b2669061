import FlowChecker
import FlowCore
import FlowPaths
import FlowSwiftEmitter
import FlowWalks

/// A flow's UI-test driver: a protocol an XCUITest implements once (launch with flags, each
/// event as a tap or gesture, an assertion of the screen shown), and the loop that runs any of
/// the flow's walks through it.
struct UIDriverEmitter {
    let model: FlowModel

    var name: String { model.names.flow }
    var driver: String { model.names.flowName + "UIDriver" }
    /// Whether the flow's tab bar has actions of its own: the flow has a `ShellAction` type.
    var hasShellActions: Bool { !model.flow.shell.isEmpty }
    /// Whether the flow declares alerts or dialogs, or uses a child that does: the flow has an
    /// `Alert` type.
    var hasAlerts: Bool { !model.flow.alerts.isEmpty || !model.childButtonEvents.isEmpty }
    /// Whether an alert has a payload: the walks name it (`.alertNamed`, `answeringNamed`).
    var hasAlertPayloads: Bool { model.flow.alerts.contains { !$0.parameters.isEmpty } }

    /// The events a screen makes, by their position in `model.eventCases`: all but those only
    /// an alert's buttons have (a child's alert's too), which `answerAlert(_:button:over:)` taps.
    var screenEvents: [Int] {
        let flow = model.flow
        guard hasAlerts else { return Array(model.eventCases.indices) }
        let ownEvents = model.eventCases.indices.filter { !model.childButtonEvents.contains($0) }
        var made = Set(flow.stepIDs.flatMap { flow.steps[$0].transitions.map(\.eventID.index) })
        made.formUnion(flow.shell.map(\.eventID.index))
        let buttons = Set(flow.alerts.flatMap { $0.buttons.map(\.eventID.index) })
        return ownEvents.filter { made.contains($0) || !buttons.contains($0) }
    }

    func emit(into printer: inout CodePrinter) {
        let kind = model.names.stepKind
        printer.doc([
            "What a UI test does to walk \(model.flow.name)'s screens: implement it once over XCUITest, and",
            "`walk.run(on:)` runs every walk of `\(name).testWalks(_:)` through the real UI.",
        ])
        printer.line("@MainActor")
        printer.block("protocol \(driver)") { printer in
            printer.doc(["Launches the app showing `root`, with these flag values."])
            printer.line("func launch(at root: \(kind), flags: \(model.names.flagValues))")
            printer.doc(["Opens a deep link's URL in the app, launched at its start with these flag values."])
            printer.line("func open(_ url: Swift.String, flags: \(model.names.flagValues))")
            printer.doc(["Makes these flag values the ones in force, before the next event."])
            printer.line("func setFlags(_ flags: \(model.names.flagValues))")
            printer.doc(["Fails the test unless `step` is the screen shown."])
            printer.line("func assertShowing(_ step: \(kind))")
            switch FlowContainer(startOf: model.flow) {
            case .stack: break
            case .tabs:
                printer.doc(["Taps the tab rooted at `tab` in the tab bar, while another tab is selected."])
                printer.line("func selectTab(_ tab: \(kind))")
                printer.doc(["Taps the tab rooted at `tab`, the selected one, again."])
                printer.line("func reselectTab(_ tab: \(kind))")
            }
            if hasShellActions {
                printer.doc(["Taps the tab bar's own item for `action` (not a tab)."])
                printer.line("func perform(_ action: \(model.names.shellAction))")
            }
            if hasAlerts {
                printer.doc(["Fails the test unless `alert` is shown over the screen of `step`."])
                printer.line("func assertShowingAlert(_ alert: \(model.names.alert), over step: \(kind))")
                printer.doc(["Taps the button `button` of `alert`, shown over the screen of `step`."])
                printer.line("func answerAlert(_ alert: \(model.names.alert), button: \(model.names.event), over step: \(kind))")
            }
            if hasAlertPayloads {
                printer.doc(["Fails the test unless the alert named `alert` (which has a payload) is shown over the screen of `step`."])
                printer.line("func assertShowingAlert(named alert: Swift.String, over step: \(kind))")
                printer.doc(["Taps the button `button` of the alert named `alert`, shown over the screen of `step`."])
                printer.line("func answerAlert(named alert: Swift.String, button: \(model.names.event), over step: \(kind))")
            }
            for event in screenEvents.map({ model.eventCases[$0] }) {
                printer.doc(["Makes the event `\(event)` on the screen of `step`."])
                printer.line("func \(event)(on step: \(kind))")
            }
        }
        printer.line()
        emitRun(into: &printer)
    }

    private func emitRun(into printer: inout CodePrinter) {
        printer.block("extension \(RuntimeContract.qualified(.flowTestWalk)) where Support == \(model.names.flowName)TestSupport") { printer in
            printer.doc([
                "Runs the walk through the real UI: launches it, then before each move checks the screen,",
                "sets the flags and makes the event, and after it checks the screen the walk expects",
                "(after a refusal, the same screen).",
            ])
            printer.line("@MainActor")
            printer.block("func run(on driver: some \(driver))") { printer in
                printer.line("switch start {")
                printer.line("case .root(let root, let flags, let walk):")
                printer.indented { printer in
                    printer.line("driver.launch(at: root, flags: Support.flagValues(flags))")
                    printer.line("if let top = walk.last { driver.assertShowing(top) }")
                }
                printer.line("case .link(let url, let flags, let walk):")
                printer.indented { printer in
                    printer.line("driver.open(url, flags: Support.flagValues(flags))")
                    printer.line("if let top = walk.last { driver.assertShowing(top) }")
                }
                printer.line("}")
                printer.block("for (move, walk) in zip(moves, expectedWalks)") { printer in
                    printer.line("driver.assertShowing(move.step)")
                    printer.line("driver.setFlags(Support.flagValues(move.flags))")
                    if hasAlerts {
                        // A tap on the alert's button; else the screen's (or the bar's) move.
                        printer.line("if let alert = move.answering {")
                        printer.indented { $0.line("driver.answerAlert(alert, button: move.event, over: move.step)") }
                        if hasAlertPayloads {
                            printer.line("} else if let alert = move.answeringNamed {")
                            printer.indented { $0.line("driver.answerAlert(named: alert, button: move.event, over: move.step)") }
                        }
                        printer.line("} else {")
                        printer.indented { emitMove(into: &$0) }
                        printer.line("}")
                    } else {
                        emitMove(into: &printer)
                    }
                    printer.line("// After a refusal the same screen stays; after an outcome the app decides.")
                    printer.line("if case .outcome = move.expected { continue }")
                    if hasAlerts {
                        printer.block("if case .alert(let alert) = move.expected") { printer in
                            printer.line("driver.assertShowingAlert(alert, over: move.step)")
                            printer.line("continue")
                        }
                        if hasAlertPayloads {
                            printer.block("if case .alertNamed(let alert) = move.expected") { printer in
                                printer.line("driver.assertShowingAlert(named: alert, over: move.step)")
                                printer.line("continue")
                            }
                        }
                    }
                    printer.line("if let top = walk.last { driver.assertShowing(top) }")
                }
            }
        }
    }

    /// The move of the step on screen: in a tabbed router, a tap on a tab or the bar's own item,
    /// else the screen's event.
    private func emitMove(into printer: inout CodePrinter) {
        switch FlowContainer(startOf: model.flow) {
        case .stack: return emitEventSwitch(into: &printer)
        case .tabs: break
        }
        printer.line("switch move.bar {")
        printer.line("case .select(let tab)?: driver.selectTab(tab)")
        printer.line("case .reselect(let tab)?: driver.reselectTab(tab)")
        if hasShellActions {
            printer.line("case .action(let action)?: driver.perform(action)")
            printer.line("case nil:")
        } else {
            printer.line("case .action?, nil:")
        }
        printer.indented { emitEventSwitch(into: &$0) }
        printer.line("}")
    }

    /// `switch move.event`, each event a screen makes a requirement of the driver; an alert's
    /// button is never made on a screen.
    private func emitEventSwitch(into printer: inout CodePrinter) {
        printer.line("switch move.event {")
        let screen = screenEvents
        for event in screen.map({ model.eventCases[$0] }) {
            printer.line("case .\(event): driver.\(event)(on: move.step)")
        }
        let buttons = model.eventCases.indices.filter { !screen.contains($0) }.map { "." + model.eventCases[$0] }
        if !buttons.isEmpty { printer.line("case \(buttons.joined(separator: ", ")): break  // no screen of this flow makes these: an alert's buttons (`answerAlert`), a child's events") }
        printer.line("}")
    }
}
