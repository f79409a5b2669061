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
            printer.line("private typealias _RuntimeVersion = FlowRuntimeVersion._Version2")
            printer.line()
            printer.line("\(access) static let _table = FlowTable(start: \(flow.start!), \(SwiftNames.stringLiteral(tableString)))")
            printer.line()
            emitFlagFunction(into: &printer)
            printer.line()
            printer.line("@MainActor")
            printer.block("\(access) static func _transitions(_ navigator: FlowNavigator<\(flowType)>) -> \(transitionsType)") { printer in
                printer.line("\(transitionsType)(_navigator: navigator)")
            }
        }
    }

    /// `properties|targets|skipTargets|transitions|skip;...` for `FlowTable`, written as bytes
    /// with no intermediate strings: it is the largest thing the emitter writes.
    var tableString: String {
        var out: [UInt8] = []
        out.reserveCapacity(flow.steps.count * 24)
        func number(_ value: Int) {
            let start = out.count
            var rest = value
            repeat {
                out.append(0x30 + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            out[start...].reverse()
        }
        let bar = UInt8(ascii: "|"), comma = UInt8(ascii: ","), colon = UInt8(ascii: ":")
        var written: [Int] = []
        for (index, step) in flow.steps.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ";")) }
            if step.isFinal { out.append(UInt8(ascii: "f")) }
            if step.facts.isAlwaysSkipped { out.append(UInt8(ascii: "a")) }
            if step.facts.canBeSkipped { out.append(UInt8(ascii: "k")) }
            out.append(bar)
            written.removeAll(keepingCapacity: true)
            for transition in step.transitions where transition.canFire && !written.contains(transition.target) {
                if !written.isEmpty { out.append(comma) }
                number(transition.target)
                written.append(transition.target)
            }
            out.append(bar)
            written.removeAll(keepingCapacity: true)
            if step.facts.canBeSkipped {
                for transition in step.transitions where transition.event == "next" && transition.canFire && transition.canFireWhenSkipped
                    && !written.contains(transition.target) {
                    if !written.isEmpty { out.append(comma) }
                    number(transition.target)
                    written.append(transition.target)
                }
            }
            out.append(bar)
            var first = true
            // Transitions tried in order; after one that always applies, none of its event is reached.
            for transition in step.transitions where transition.canFire {
                if !first { out.append(comma) }
                first = false
                number(eventIndex(transition.event))
                out.append(colon)
                number(transition.target)
                out.append(colon)
                if let condition = transition.guardCondition { out.append(contentsOf: program(condition).utf8) }
            }
            out.append(bar)
            if step.facts.canBeSkipped, let skip = step.skip { out.append(contentsOf: program(skip).utf8) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A guard as the postfix program `FlowTable` evaluates.
    func program(_ condition: Guard) -> String {
        switch condition {
        case .flag(let index): return String(index)
        case .constant(let value): return value ? "t" : "f"
        case .not(let operand): return program(operand) + " !"
        case .and(let operands): return operands.map(program).joined(separator: " ") + " *\(operands.count)"
        case .or(let operands): return operands.map(program).joined(separator: " ") + " +\(operands.count)"
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
