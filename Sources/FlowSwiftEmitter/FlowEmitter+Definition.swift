import FlowChecker

extension FlowEmitter {
    /// The flow's namespace: graph table, transition logic and skip rules.
    func emitDefinition(into printer: inout CodePrinter) {
        printer.doc(flow.doc)
        printer.block("\(access) enum \(flowType): FlowDefinition") { printer in
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

    /// `_table = FlowTable(start: N, "properties|targets|skipTargets|transitions|skip;...")`,
    /// written straight into the printer: it is the largest thing the emitter writes. Its text
    /// is digits, letters and punctuation that need no escape in a string literal.
    func emitTable(into printer: inout CodePrinter) {
        printer.beginLine()
        printer.write(access)
        printer.write(literal: " static let _table = FlowTable(start: ")
        printer.write(flow.start!)
        printer.write(literal: ", \"")
        let bar = UInt8(ascii: "|"), comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
        var written: [Int] = []
        flow.steps.withUnsafeBufferPointer { steps in
            flow.transitions.withUnsafeBufferPointer { transitions in
                for index in steps.indices {
                    if index > 0 { printer.write(byte: semicolon) }
                    let facts = steps[index].facts
                    if steps[index].isFinal { printer.write(byte: UInt8(ascii: "f")) }
                    if facts.isAlwaysSkipped { printer.write(byte: UInt8(ascii: "a")) }
                    if facts.canBeSkipped { printer.write(byte: UInt8(ascii: "k")) }
                    printer.write(byte: bar)
                    // Transitions read in place: a copy of one retains its guard.
                    let range = steps[index].transitionRange
                    written.removeAll(keepingCapacity: true)
                    for position in range where transitions[position].canFire && !written.contains(transitions[position].target) {
                        if !written.isEmpty { printer.write(byte: comma) }
                        printer.write(transitions[position].target)
                        written.append(transitions[position].target)
                    }
                    printer.write(byte: bar)
                    written.removeAll(keepingCapacity: true)
                    if facts.canBeSkipped {
                        for position in range
                        where transitions[position].continuesSkip && !written.contains(transitions[position].target) {
                            if !written.isEmpty { printer.write(byte: comma) }
                            printer.write(transitions[position].target)
                            written.append(transitions[position].target)
                        }
                    }
                    printer.write(byte: bar)
                    var first = true
                    // Transitions tried in order; after one that always applies, none of its event is reached.
                    for position in range where transitions[position].canFire {
                        if !first { printer.write(byte: comma) }
                        first = false
                        printer.write(transitions[position].eventIndex)
                        printer.write(byte: colon)
                        printer.write(transitions[position].target)
                        printer.write(byte: colon)
                        if let condition = transitions[position].guardCondition { writeProgram(condition, into: &printer) }
                    }
                    printer.write(byte: bar)
                    if facts.canBeSkipped, let skip = steps[index].skip { writeProgram(skip, into: &printer) }
                }
            }
        }
        printer.write(literal: "\")")
        printer.endLine()
    }

    /// A guard as the postfix program `FlowTable` evaluates.
    func writeProgram(_ condition: Guard, into printer: inout CodePrinter) {
        switch condition {
        case .flag(let index): printer.write(index)
        case .constant(let value): printer.write(literal: value ? "t" : "f")
        case .not(let operand):
            writeProgram(operand, into: &printer)
            printer.write(literal: " !")
        case .and(let operands), .or(let operands):
            for (position, operand) in operands.enumerated() {
                if position > 0 { printer.write(literal: " ") }
                writeProgram(operand, into: &printer)
            }
            if case .and = condition { printer.write(literal: " *") } else { printer.write(literal: " +") }
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
