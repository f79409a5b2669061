import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The transitions value a navigator hands out: `transitions(.step)` returns the type of that
    /// step's transitions, one method per event; steps with the same transitions share the type,
    /// named after the first of them (`CartTransitions`), and each other step has its own name
    /// for it (`typealias SignInTransitions = CartTransitions`).
    ///
    /// What only this file uses is `fileprivate` (the navigator or mover a value holds, the
    /// step it was made for), so completing on a screen's transitions offers only its events.
    func emitTransitions(into printer: inout CodePrinter) {
        printer.doc([
            "What each step's screen can do: hand a screen `navigator.transitions(.step)`, and it can call",
            "exactly the transitions the graph has from that step.",
        ])
        printer.line("@MainActor")
        printer.block("\(access) struct \(transitionsType)") { printer in
            printer.line("fileprivate let \(mover): \(moverType)")
            printer.line()
            if model.movesThroughMover {
                printer.doc(["For generated code: a flow that uses \(name) makes its screens' transitions with its own navigator's mover."])
            }
            printer.block("\(initAccess) init(\(mover): \(moverType))") { printer in
                printer.line("self.\(mover) = \(mover)")
            }
            for shape in model.shapes.shapes {
                printer.line()
                printer.line("/// The transitions of ", stepList(shape.steps), ".")
                printer.block("\(access) func callAsFunction(_ step: \(shape.name)._Steps) -> \(shape.name)") { printer in
                    printer.line(shape.name, "(", mover, ": ", mover, ", _place: ", mover, "._place(of: step.kind))")
                }
            }
            for use in model.uses.uses {
                emitUseTransitions(use, into: &printer)
            }
            let aliased = model.screenSteps.filter { index in
                model.shapes.shapeOfStep[index].map { model.shapes.shapes[$0].steps[0] != index } ?? false
            }
            if !aliased.isEmpty { printer.line() }
            for index in aliased {
                emitTypealias(index, into: &printer)
            }
            for shape in model.shapes.shapes {
                printer.line()
                emitShape(shape, into: &printer)
            }
        }
    }

    /// What the transitions move: `_navigator`, or `_mover` in a flow with outcomes, which a
    /// parent's navigator may move (`FlowModel.movesThroughMover`).
    private var mover: String { model.movesThroughMover ? "_mover" : "_navigator" }

    /// The transitions value's initialiser: internal in a flow with outcomes (whatever the
    /// flow's access: its parameter's type is the runtime's SPI), whose parent's file makes its
    /// screens' transitions; `fileprivate` otherwise, where only `_transitions(_:)` makes it.
    private var initAccess: String { model.movesThroughMover ? "internal" : "fileprivate" }

    private var moverType: String {
        model.movesThroughMover ? "\(runtime(.flowMover))<\(flowType)>" : "\(runtime(.flowNavigator))<\(flowType)>"
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and 3 more steps".
    private func stepList(_ steps: [Int]) -> String {
        let shown = steps.prefix(steps.count > 4 ? 3 : 4).map { "`" + flow.steps[$0].name + "`" }
        if steps.count > 4 { return shown.joined(separator: ", ") + " and \(steps.count - 3) more steps" }
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    /// `/// The transitions of `b`: `next` to `c` or `d`, as the flags decide.` and
    /// `typealias BTransitions = ATransitions`, for a step that shares the type of an earlier one.
    private func emitTypealias(_ index: Int, into printer: inout CodePrinter) {
        emitDescription(of: index, into: &printer)
        printer.beginLine()
        printer.write(access)
        printer.write(" typealias ")
        printer.write(model.transitionsAliases[index])
        printer.write(" = ")
        printer.write(model.shapes.shapes[model.shapes.shapeOfStep[index]!].name)
        printer.endLine()
    }

    /// `/// The transitions of `a`: `next` to `b` or `c`, as the flags decide; `delete` shows the
    /// alert `confirmDelete`.`, written straight into the printer.
    private func emitDescription(of index: Int, into printer: inout CodePrinter) {
        let step = flow.stepIDs[index]
        let transitions = flow.transitions(of: step)
        printer.beginLine()
        printer.write("/// The transitions of `")
        printer.write(flow.steps[index].name)
        printer.write(ascii: "`")
        if transitions.isEmpty {
            printer.write(flow.steps[index].isFinal ? ": none, it is final" : flow.kind == .router ? ": none, a leaf the user leaves with Back" : ": none")
        }
        // Each event once, numbered in the order of `FlowGraph.events(ofStep:)`, without making that list.
        var eventNumber = 0
        for position in transitions.indices where flow.startsEvent(position, of: step) {
            printer.write(eventNumber == 0 ? ": `" : "; `")
            printer.write(transitions[position].event)
            printer.write("` ")
            let targets = model.shapes.targets(of: index, event: eventNumber)
            let eventID = transitions[position].eventID
            // What the event does besides entering a step: unwindings, tab moves, alerts shown.
            let others = transitions[position...].filter { $0.eventID == eventID && $0.canFire }.compactMap { transition -> String? in
                switch transition.move {
                case .enter, .close: nil
                case .alert: FlowLogic.shownNote(transition.move, in: flow)
                case .unwind(let unwind): describe(unwind)
                case .unwindThenEnter(let unwind, let entry): describe(unwind) + " then to `" + flow.steps[entry.step].name + "`"
                case .tab(let move): "to tab `" + flow.steps[move.tab].name + "`" + (move.then.map { " then to `" + flow.steps[$0.step].name + "`" } ?? "")
                }
            }
            if targets.isEmpty, others.isEmpty { printer.write("goes nowhere") }
            for (number, target) in targets.enumerated() {
                printer.write(number == 0 ? "to `" : number == targets.count - 1 && others.isEmpty ? " or `" : ", `")
                printer.write(flow.steps[target].name)
                printer.write(ascii: "`")
            }
            for (number, other) in others.enumerated() {
                if targets.count + number > 0 { printer.write(number == others.count - 1 ? " or " : ", ") }
                printer.write(other)
            }
            if targets.count + others.count > 1 { printer.write(", as the flags decide") }
            eventNumber += 1
        }
        printer.write(ascii: ".")
        printer.endLine()
    }

    /// `goes back`, `goes back to `step``, `dismisses its layer`, `dismisses every layer`.
    private func describe(_ unwind: Unwind) -> String {
        switch unwind {
        case .back: "goes back"
        case .backTo(let target): "goes back to `" + flow.steps[target].name + "`"
        case .dismiss: "dismisses its layer"
        case .dismissAll: "dismisses every presented layer"
        }
    }

    private func emitShape(_ shape: TransitionShapes.Shape, into printer: inout CodePrinter) {
        emitDescription(of: shape.steps[0], into: &printer)
        if shape.steps.count > 1 {
            printer.line("///")
            printer.line("/// Also the type of ", stepList(Array(shape.steps.dropFirst())), ", which have the same transitions.")
        }
        printer.line("@MainActor")
        printer.line(access, " struct ", shape.name, " {")
        printer.indented { printer in
            printer.line("fileprivate let ", mover, ": ", moverType)
            printer.line("fileprivate let _place: ", runtime(.flowPlace), "<", flowType, ">")
            printer.line()
            // A struct with a static member a step, not an enum: an enum without payloads would
            // get `Hashable` from the compiler, which nothing here needs.
            printer.line("/// The steps with these transitions: `transitions(.step)` names one.")
            printer.block("nonisolated \(access) struct _Steps") { printer in
                printer.line("fileprivate let kind: ", kindType)
                for step in shape.steps {
                    let member = model.stepCases[step]
                    printer.line(access, " static var ", member, ": _Steps { _Steps(kind: .", member, ") }")
                }
            }
            for method in shape.methods {
                printer.line()
                printer.line("/// `", method.event, "`. Returns why the flow did not move, or `nil` when it did.")
                let name = model.eventCases[method.eventIndex]
                let event = "." + model.eventCases[method.eventIndex]
                guard let number = method.signature else {
                    printer.line("@discardableResult")
                    printer.line(access, " func ", name, "() -> ", runtime(.flowRefusal), "? {")
                    printer.indented { $0.line(mover, "._advance(from: _place, on: ", event, ")") }
                    printer.line("}")
                    continue
                }
                let parameters = model.signatures.signatures[number].parameters
                emitMapped("@discardableResult \(access) func \(name)(", parameters, ") -> \(runtime(.flowRefusal))? {", internalNames: true, into: &printer)
                printer.indented { printer in
                    let arguments = forwardedArguments(model.signatures.signatures[number])
                    // An event that can show an alert with this payload makes the alert too.
                    let eventID = flow.eventIDs[method.eventIndex]
                    if shape.steps.contains(where: { AlertLogic.showsPayloadAlert(flow.stepIDs[$0], eventID, flow) }) {
                        emitAdvanceShowingAlert(event: event, number: number, arguments: arguments, into: &printer)
                        return
                    }
                    // An event that can end the flow on an outcome with this payload makes the outcome too.
                    guard !model.steps(of: model.signatures.signatures[number], outcomes: true).isEmpty else {
                        printer.line(mover, "._advance(from: _place, on: ", event, ") { ", stepType, "._make", String(number), "($0, ", arguments, ") }")
                        return
                    }
                    let makeStep = model.steps(of: model.signatures.signatures[number], outcomes: false).isEmpty
                        ? stepType + "(_payloadFree: $0)" : stepType + "._make" + String(number) + "($0, " + arguments + ")"
                    printer.line(mover, "._advance(")
                    printer.line("    from: _place, on: ", event, ",")
                    printer.line("    makeStep: { ", makeStep, " },")
                    printer.line("    makeOutcome: { ", model.names.outcome, "._make", String(number), "($0, ", arguments, ") }")
                    printer.line(")")
                }
                printer.line("}")
            }
        }
        printer.line("}")
    }
}

extension FlowEmitter {
    /// The call of a method whose event can show an alert with its payload: the step, the
    /// outcome and the alert each made with the payload where the signature has one.
    fileprivate func emitAdvanceShowingAlert(event: String, number: Int, arguments: String, into printer: inout CodePrinter) {
        let signature = model.signatures.signatures[number]
        let made = "._make" + String(number) + "($0, " + arguments + ")"
        let makeStep = model.steps(of: signature, outcomes: false).isEmpty ? stepType + "(_payloadFree: $0)" : stepType + made
        let makeOutcome = model.steps(of: signature, outcomes: true).isEmpty ? flowType + "._outcome(_payloadFree: $0)" : model.names.outcome + made
        printer.line(mover, "._advance(")
        printer.line("    from: _place, on: ", event, ",")
        printer.line("    makeStep: { ", makeStep, " },")
        printer.line("    makeOutcome: { ", makeOutcome, " },")
        printer.line("    makeAlert: { ", flowType, "._alert", String(number), "(shownFrom: $0, on: ", event, ", flags: $1, ", arguments, ") }")
        printer.line(")")
    }
}
