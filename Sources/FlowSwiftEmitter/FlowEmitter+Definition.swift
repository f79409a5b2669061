import FlowChecker

extension FlowEmitter {
    /// The flow's namespace: graph table, transition logic and skip rules.
    func emitDefinition(into printer: inout CodePrinter) {
        printer.doc(flow.doc)
        printer.block("nonisolated \(access) enum \(flowType): FlowDefinition") { printer in
            printer.line("\(access) typealias Step = \(stepType)")
            printer.line("\(access) typealias Flags = any \(flagsProtocol)")
            printer.line("\(access) typealias Transitions = \(transitionsType)")
            printer.line("\(access) typealias StepKind = \(kindType)")
            printer.line("\(access) typealias Event = \(eventType)")
            printer.line("private typealias _RuntimeVersion = FlowRuntimeVersion._Version5")
            printer.line()
            emitTable(into: &printer)
            printer.line()
            emitFlagFunction(into: &printer)
            printer.line()
            printer.line("@MainActor")
            printer.block("\(access) static func _transitions(_ navigator: FlowNavigator<\(flowType)>) -> \(transitionsType)") { printer in
                printer.line("\(transitionsType)(_navigator: navigator)")
            }
        }
    }

    /// `_table = FlowTable(start: N, "properties|targets|skipTargets|transitions|skip;...")`.
    /// Its text is digits, letters and punctuation that need no escape in a string literal.
    func emitTable(into printer: inout CodePrinter) {
        printer.beginLine()
        printer.write(access)
        printer.write(" static let _table = FlowTable(start: ")
        printer.write(flow.start!)
        printer.write(", \"")
        var written: [Int] = []
        for (index, step) in flow.steps.enumerated() {
            if index > 0 { printer.write(";") }
            let facts = step.facts
            if step.isFinal { printer.write("f") }
            if facts.isAlwaysSkipped { printer.write("a") }
            if facts.canBeSkipped { printer.write("k") }
            printer.write("|")
            let transitions = flow.transitions[step.transitionRange]
            written.removeAll(keepingCapacity: true)
            for transition in transitions where transition.canFire && !written.contains(transition.target) {
                if !written.isEmpty { printer.write(",") }
                printer.write(transition.target)
                written.append(transition.target)
            }
            printer.write("|")
            written.removeAll(keepingCapacity: true)
            if facts.canBeSkipped {
                for transition in transitions where transition.continuesSkip && !written.contains(transition.target) {
                    if !written.isEmpty { printer.write(",") }
                    printer.write(transition.target)
                    written.append(transition.target)
                }
            }
            printer.write("|")
            var first = true
            // Transitions tried in order; after one that always applies, none of its event is reached.
            for transition in transitions where transition.canFire {
                if !first { printer.write(",") }
                first = false
                printer.write(transition.eventIndex)
                printer.write(":")
                printer.write(transition.target)
                printer.write(":")
                if let condition = transition.guardCondition { writeProgram(condition, into: &printer) }
            }
            printer.write("|")
            if facts.canBeSkipped, let skip = step.skip { writeProgram(skip, into: &printer) }
        }
        printer.write("\")")
        printer.endLine()
    }

    /// A guard as the postfix program `FlowTable` evaluates.
    func writeProgram(_ condition: Guard, into printer: inout CodePrinter) {
        switch condition {
        case .flag(let index): printer.write(index)
        case .constant(let value): printer.write(value ? "t" : "f")
        case .not(let operand):
            writeProgram(operand, into: &printer)
            printer.write(" !")
        case .and(let operands), .or(let operands):
            for (position, operand) in operands.enumerated() {
                if position > 0 { printer.write(" ") }
                writeProgram(operand, into: &printer)
            }
            if case .and = condition { printer.write(" *") } else { printer.write(" +") }
            printer.write(operands.count)
        }
    }

    /// `_flag(_:of:)`: the one place generated code reads the app's flags.
    func emitFlagFunction(into printer: inout CodePrinter) {
        printer.block("\(access) static func _flag(_ index: Swift.Int, of flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            guard !flow.flags.isEmpty else {
                printer.line("false")
                return
            }
            printer.line("switch index {")
            for (index, flag) in flow.flags.enumerated() {
                printer.line("case \(index): flags.\(SwiftNames.member(flag.name))")
            }
            printer.line("default: false")
            printer.line("}")
        }
    }
}
