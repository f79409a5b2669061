import FlowChecker

extension FlowEmitter {
    /// The transitions value a navigator hands out: `transitions(.step)` returns the type of that
    /// step's transitions, one method per event; steps with the same transitions share the type,
    /// and each step has its own name for it (`CartTransitions`).
    func emitTransitions(into printer: inout CodePrinter) {
        let structNames = transitionStructNames
        printer.doc([
            "What each step's screen can do: hand a screen `navigator.transitions(.step)`, and it can call",
            "exactly the transitions the graph has from that step.",
        ])
        printer.line("@MainActor")
        printer.block("\(access) struct \(transitionsType)") { printer in
            printer.line("\(access) let _navigator: FlowNavigator<\(flowType)>")
            printer.line()
            printer.block("\(access) init(_navigator: FlowNavigator<\(flowType)>)") { printer in
                printer.line("self._navigator = _navigator")
            }
            for shape in shapes.shapes {
                printer.line()
                printer.line("/// The transitions of ", stepList(shape.steps), ".")
                printer.block("\(access) func callAsFunction(_ step: \(shape.name)._Steps) -> \(shape.name)") { printer in
                    printer.line(shape.name, "(_navigator: _navigator, _step: step._stepIndex)")
                }
            }
            printer.line()
            for (index, step) in flow.steps.enumerated() {
                printer.line("/// The transitions of `", step.name, "`", describe(step: index), ".")
                printer.line(access, " typealias ", structNames[index], " = ", shapes.shapes[shapes.shapeOfStep[index]].name)
            }
            for shape in shapes.shapes {
                printer.line()
                emitShape(shape, into: &printer)
            }
        }
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and 3 more steps".
    private func stepList(_ steps: [Int]) -> String {
        let shown = steps.prefix(steps.count > 4 ? 3 : 4).map { "`" + flow.steps[$0].name + "`" }
        if steps.count > 4 { return shown.joined(separator: ", ") + " and \(steps.count - 3) more steps" }
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    /// ": `next` to `a` or `b`, as the flags decide; `back` to `c`", or " (final)".
    private func describe(step index: Int) -> String {
        let step = flow.steps[index]
        if step.events.isEmpty { return step.isFinal ? ": none, it is final" : ": none" }
        return ": " + step.events.map { "`\($0)` " + describe(flow.shownSteps(after: index, event: $0)) }.joined(separator: "; ")
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

    private func emitShape(_ shape: TransitionShapes.Shape, into printer: inout CodePrinter) {
        let events = shape.methods.map { "`" + $0.event + "`" }
        printer.line("/// ", events.isEmpty ? "No transitions" : "The transitions " + events.joined(separator: ", "),
                     ": the type of ", stepList(shape.steps), ".")
        printer.line("@MainActor")
        printer.line(access, " struct ", shape.name, " {")
        printer.indented { printer in
            printer.line(access, " let _navigator: FlowNavigator<", flowType, ">")
            printer.line(access, " let _step: Swift.Int")
            printer.line()
            printer.line("/// The steps with these transitions.")
            printer.block("\(access) enum _Steps: _FlowStepSelector, Hashable, Sendable, CaseIterable") { printer in
                for step in shape.steps {
                    printer.line("case ", SwiftNames.identifier(flow.steps[step].name))
                }
                printer.line()
                printer.line(access, " static let _caseCount = ", String(shape.steps.count))
                printer.line(access, " static let _stepIndexes = _indexes(\"", shape.steps.map(String.init).joined(separator: " "), "\")")
            }
            for method in shape.methods {
                printer.line()
                printer.line("/// `", method.event, "`. Returns whether the flow moved.")
                let name = SwiftNames.identifier(method.event)
                let event = String(method.eventIndex)
                guard let number = method.signature else {
                    printer.line("@discardableResult")
                    printer.line(access, " func ", name, "() -> Swift.Bool {")
                    printer.indented { $0.line("_navigator._advance(from: _step, event: ", event, ")") }
                    printer.line("}")
                    continue
                }
                let parameters = signatures.signatures[number].parameters
                emitMapped("@discardableResult \(access) func \(name)(", parameters, ") -> Swift.Bool {", internalNames: true, into: &printer)
                printer.indented { printer in
                    let arguments = parameters.enumerated().map { "\(SwiftNames.label($1.label.name)): _\($0)" }.joined(separator: ", ")
                    printer.line("_navigator._advance(from: _step, event: ", event, ") { ", stepType, "._make", String(number), "($0, ", arguments, ") }")
                }
                printer.line("}")
            }
        }
        printer.line("}")
    }
}
