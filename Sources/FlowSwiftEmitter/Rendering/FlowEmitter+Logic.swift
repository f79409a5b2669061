import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The flow's logic as Swift a developer can read and step through: where a walk begins,
    /// the final steps, `move(from:on:flags:)` (one arm a step and event, each guard an `if`),
    /// what its alerts show and do, `isSkipped(_:flags:)` and `successors(of:)`.
    func emitLogic(into printer: inout CodePrinter) {
        let logic = model.logic
        let kind = kindType
        printer.doc(["The step a walk begins at by default, before its skip rule."])
        printer.line("\(access) static let startStep: \(kind) = .\(model.stepCases[flow.start!.index])")
        printer.line()
        printer.doc(["The steps a walk can begin at, after skip rules, in the order of the `start` line."])
        printer.line("\(access) static let roots: [\(kind)] = [\(memberList(logic.roots))]")
        printer.line()
        printer.doc(["The final steps: reaching one completes the flow."])
        printer.line("\(access) static let finalSteps: Swift.Set<\(kind)> = [\(memberList(flow.stepIDs.filter { flow.steps[$0].role == .final }))]")
        printer.line()
        switch flow.container {
        case .stack: break
        case .tabs:
            emitTabs(into: &printer)
            printer.line()
        }
        emitMoveFunction(into: &printer)
        printer.line()
        if model.hasAlerts {
            emitAlertFunctions(into: &printer)
            printer.line()
        }
        emitSkipFunction(into: &printer)
        printer.line()
        emitSuccessorsFunction(into: &printer)
        printer.line()
        emitPresentationFunction(into: &printer)
    }

    /// A tabbed router's `tabs` and `isTabShown(_:flags:)`: its tabs, named by their roots, and
    /// the `when` condition of each tab the bar shows only under one.
    private func emitTabs(into printer: inout CodePrinter) {
        let logic = model.logic
        let tabs = logic.tabs
        printer.doc(["The tabs, each named by its root step, in the tab bar's order."])
        printer.line("\(access) static let tabs: [\(kindType)] = [\(memberList(tabs.map(\.root)))]")
        printer.line()
        printer.doc(["Whether the tab bar shows `tab` for these flag values: a tab written `when` only while its condition holds."])
        printer.block("\(access) static func isTabShown(_ tab: \(kindType), flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            let conditional = tabs.compactMap { tab in tab.condition.map { (tab.root, $0) } }
            guard !conditional.isEmpty else {
                printer.line("tabs.contains(tab)")
                return
            }
            printer.line("switch tab {")
            for (root, condition) in conditional {
                printer.line("case .", model.stepCases[root.index], ": return ", swift(condition))
            }
            printer.line("default: return tabs.contains(tab)")
            printer.line("}")
        }
        printer.line()
        if let reselected = model.logic.reselectedEventIndex {
            printer.doc(["The event of a tap on the selected tab."])
            printer.line("\(access) static var reselectedEvent: \(eventType)? { .\(model.eventCases[reselected]) }")
        }
        guard !logic.shellArms.isEmpty else { return }
        printer.line()
        emitShellMoveFunction(into: &printer)
    }

    /// `shellMove(_:flags:)` and `event(of:)`: what each of the tab bar's actions does.
    private func emitShellMoveFunction(into printer: inout CodePrinter) {
        let actionType = model.names.shellAction
        printer.doc(["What the tab bar's `action` does for these flag values: the move of its first transition whose guard holds; `nil` when none does."])
        printer.block("\(access) static func shellMove(_ action: \(actionType), flags: any \(flagsProtocol)) -> \(runtime(.flowStepMove))<\(kindType)>?") { printer in
            let arms = model.logic.shellArms.map { arm in ("." + model.eventCases[arm.event.index], arm.branches) }
            printArms(arms, switching: "action", exhaustive: true, into: &printer)
        }
        printer.line()
        printer.doc(["The event observers hear for the tab bar's `action`."])
        printer.block("\(access) static func event(of action: \(actionType)) -> \(eventType)") { printer in
            printer.line("switch action {")
            for arm in model.logic.shellArms {
                let event = model.eventCases[arm.event.index]
                printer.line("case .", event, ": return .", event)
            }
            printer.line("}")
        }
    }

    /// `presentation(of:after:)`: the steps presented right after another, and how.
    private func emitPresentationFunction(into printer: inout CodePrinter) {
        let presentations = model.logic.presentations
        printer.doc(["How `step` is entered right after `previous`: as a sheet, as a cover, or `nil` when it is pushed."])
        let signature = "\(access) static func presentation(of step: \(kindType), after previous: \(kindType)) -> \(runtime(.flowPresentation))?"
        printer.block(signature) { printer in
            guard !presentations.isEmpty else {
                printer.line("nil")
                return
            }
            printer.line("switch (previous, step) {")
            for pair in presentations {
                printer.line("case (.", model.stepCases[pair.below.index], ", .", model.stepCases[pair.step.index], "): return ", swift(pair.style))
            }
            printer.line("default: return nil")
            printer.line("}")
        }
    }

    /// `move(from:on:flags:)`: a `switch` over the step and the event, one arm each, whose
    /// transitions are tried in the order the `.flow` file writes them.
    private func emitMoveFunction(into printer: inout CodePrinter) {
        let logic = model.logic
        printer.doc([
            "What `event` does on the screen of `step` for these flag values, before skip rules: the move of",
            "the step's first transition for the event whose guard holds; `nil` when none does.",
        ])
        let signature = "\(access) static func move(from step: \(kindType), on event: \(eventType), flags: any \(flagsProtocol)) -> \(runtime(.flowStepMove))<\(kindType)>?"
        printer.block(signature) { printer in
            let written: [SwitchArm<LogicMove>] = logic.arms.map { arm in
                ("(." + model.stepCases[arm.step.index] + ", ." + model.eventCases[arm.event.index] + ")", arm.branches)
            }
            // The user's gesture goes back from every step without an `on dismissed`, a tap on the
            // selected tab to its root from every step without an `on reselected`.
            let implicit: [SwitchArm<LogicMove>] = logic.implicitArms.map { arm in
                ("(_, ." + model.eventCases[arm.eventIndex] + ")", [FlowLogic.Branch(condition: nil, result: arm.move)])
            }
            printArms(written + implicit, switching: "(step, event)", exhaustive: logic.coversEveryEvent, into: &printer)
        }
    }

    /// `isSkipped(_:flags:)`: the skip rules that can apply.
    private func emitSkipFunction(into printer: inout CodePrinter) {
        let rules = model.logic.skipRules
        printer.doc(["Whether the skip rule of `step` holds: entering a skipped step goes on along its `next` transition."])
        printer.block("\(access) static func isSkipped(_ step: \(kindType), flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            guard !rules.isEmpty else {
                printer.line("false")
                return
            }
            printer.line("switch step {")
            for rule in rules {
                printer.line("case .", model.stepCases[rule.step.index], ": return ", swift(rule.condition))
            }
            if rules.count < flow.steps.count { printer.line("default: return false") }
            printer.line("}")
        }
    }

    /// `successors(of:)`: what can be entered after each step, for some flag values. Arrays, not
    /// sets: a `Set` literal costs an optimized build several times as much.
    private func emitSuccessorsFunction(into printer: inout CodePrinter) {
        let successors = model.logic.successors
        printer.doc(["The steps that can be on screen right after `step`, for some flag values, skip rules applied."])
        printer.block("\(access) static func successors(of step: \(kindType)) -> [\(kindType)]") { printer in
            let steps = flow.stepIDs.filter { !successors[$0.index].isEmpty }
            guard !steps.isEmpty else {
                printer.line("[]")
                return
            }
            printer.line("switch step {")
            for step in steps {
                printer.line("case .", model.stepCases[step.index], ": return [", memberList(successors[step.index]), "]")
            }
            if steps.count < flow.steps.count { printer.line("default: return []") }
            printer.line("}")
        }
    }
}
