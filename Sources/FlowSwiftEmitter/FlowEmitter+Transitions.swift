import FlowChecker

extension FlowEmitter {
    /// One struct a step with exactly that step's events as methods, reached through
    /// `navigator.transitions.<step>`.
    func emitTransitions(into printer: inout CodePrinter) {
        let structNames = transitionStructNames
        printer.doc([
            "What each step's screen can do: hand a screen `navigator.transitions.<step>`, and it can call",
            "exactly the transitions the graph has from that step.",
        ])
        printer.line("@MainActor")
        printer.block("\(access) struct \(transitionsType)") { printer in
            printer.line("\(access) let _navigator: FlowNavigator<\(flowType)>")
            printer.line()
            printer.block("\(access) init(_navigator: FlowNavigator<\(flowType)>)") { printer in
                printer.line("self._navigator = _navigator")
            }
            for (index, step) in flow.steps.enumerated() {
                printer.line()
                printer.line("/// The transitions of `", step.name, "`.")
                printer.line(access, " var ", SwiftNames.identifier(step.name), ": ", structNames[index], " { ", structNames[index], "(_navigator: _navigator) }")
            }
            for (index, step) in flow.steps.enumerated() {
                printer.line()
                emitStepTransitions(index, step, structName: structNames[index], into: &printer)
            }
        }
    }

    /// "to `a`", "to `a` or `b`, as the flags decide".
    private func describe(_ targets: [Int]) -> String {
        guard let last = targets.last else { return "goes nowhere" }
        var text = "to "
        for (position, target) in targets.enumerated() {
            if position > 0 { text += target == last && position == targets.count - 1 ? " or " : ", " }
            text += "`" + flow.steps[target].name + "`"
        }
        return targets.count > 1 ? text + ", as the flags decide" : text
    }

    private func emitStepTransitions(_ index: Int, _ step: FlowGraph.Step, structName: String, into printer: inout CodePrinter) {
        if step.isFinal {
            printer.line("/// `", step.name, "` is final: it has no transitions.")
        } else {
            printer.line("/// The transitions of `", step.name, "`.")
        }
        printer.line("@MainActor")
        printer.line(access, " struct ", structName, " {")
        printer.indented { printer in
            printer.line(access, " let _navigator: FlowNavigator<", flowType, ">")
            for event in step.events {
                let targets = flow.shownSteps(after: index, event: event)
                let payload = targets.lazy.map { flow.steps[$0].parameters }.first { !$0.isEmpty } ?? []
                printer.line()
                printer.line("/// `", event, "`: ", describe(targets), ". Returns whether the flow moved.")
                let method = SwiftNames.identifier(event)
                if payload.isEmpty {
                    printer.line("@discardableResult")
                    printer.line(access, " func ", method, "() -> Swift.Bool {")
                    printer.indented { printer in
                        printer.line("_navigator._advance(from: ", String(index), ", event: ", String(eventIndex(event)), ")")
                    }
                    printer.line("}")
                } else {
                    emitMapped("@discardableResult \(access) func \(method)(", payload, ") -> Swift.Bool {", internalNames: true, into: &printer)
                    printer.indented { printer in
                        let arguments = payload.enumerated().map { "\(SwiftNames.label($1.label.name)): _\($0)" }.joined(separator: ", ")
                        printer.block("_navigator._advance(from: \(index), event: \(eventIndex(event)))") { printer in
                            printer.line("switch $0 {")
                            for target in targets where !flow.steps[target].parameters.isEmpty {
                                printer.line("case \(target): .\(SwiftNames.member(flow.steps[target].name))(\(arguments))")
                            }
                            printer.line("default: \(stepType)(_payloadFreeStep: $0)")
                            printer.line("}")
                        }
                    }
                    printer.line("}")
                }
            }
        }
        printer.line("}")
    }
}
