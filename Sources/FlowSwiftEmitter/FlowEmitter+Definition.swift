import FlowChecker

extension FlowEmitter {
    /// The flow's namespace: graph table, transition logic and skip rules.
    func emitDefinition(into printer: inout CodePrinter) {
        printer.doc(flow.doc)
        printer.block("\(access) enum \(flowType): FlowDefinition") { printer in
            printer.line("\(access) typealias Step = \(stepType)")
            printer.line("\(access) typealias Flags = any \(flagsProtocol)")
            printer.line("\(access) typealias Transitions = \(transitionsType)")
            printer.line("private typealias _RuntimeVersion = FlowRuntimeVersion._Version1")
            printer.line()
            printer.line("\(access) static let _table = FlowTable(start: \(flow.start!), \(SwiftNames.stringLiteral(tableString)))")
            printer.line()
            emitFlagFunction(into: &printer)
            printer.line()
            printer.line("@MainActor")
            printer.block("\(access) static func _transitions(_ navigator: FlowNavigator<\(flowType)>) -> \(transitionsType)") { printer in
                printer.line("\(transitionsType)(_navigator: navigator)")
            }
            printer.line()
            printer.doc([
                "The kind of step that `event` leads to from `step` for these flag values, after skip",
                "rules; `nil` when no transition applies.",
            ])
            printer.block("\(access) static func destination(after step: \(stepType), on event: \(eventType), flags: any \(flagsProtocol)) -> \(kindType)?") { printer in
                printer.line("_resolvedTarget(from: step._stepIndex, event: event.rawValue, flags: flags).map(\(kindType).init(_stepIndex:))")
            }
            printer.line()
            printer.doc(["The final steps: reaching one completes the flow."])
            printer.line("\(access) static let finalSteps: Swift.Set<\(kindType)> = Swift.Set(\(kindType).allCases.filter { _table.isFinal($0.rawValue) })")
            printer.line()
            printer.doc(["The kinds of step that can be shown right after `step`, for some flag values."])
            printer.block("\(access) static func successors(of step: \(kindType)) -> Swift.Set<\(kindType)>") { printer in
                printer.line("Swift.Set(_table.successors(of: step.rawValue).map(\(kindType).init(_stepIndex:)))")
            }
        }
    }

    /// `properties|targets|skipTargets|transitions|skip;...` for `FlowTable`.
    var tableString: String {
        flow.steps.map { step in
            var properties = ""
            if step.isFinal { properties += "f" }
            if step.facts.isAlwaysSkipped { properties += "a" }
            if step.facts.canBeSkipped { properties += "k" }
            let firing = step.transitions.filter(\.canFire)
            var seen = Set<Int>()
            let targets = firing.map(\.target).filter { seen.insert($0).inserted }
            var seenSkip = Set<Int>()
            let skipTargets = step.facts.canBeSkipped
                ? firing.filter { $0.event == "next" && $0.canFireWhenSkipped }.map(\.target).filter { seenSkip.insert($0).inserted }
                : []
            // Transitions tried in order; after one that always applies, none of its event is reached.
            let transitions = firing.map { "\(eventIndex($0.event)):\($0.target):\($0.guardCondition.map(program) ?? "")" }
            let skip = step.facts.canBeSkipped ? step.skip.map(program) ?? "" : ""
            return [properties, targets.map(String.init).joined(separator: ","), skipTargets.map(String.init).joined(separator: ","),
                    transitions.joined(separator: ","), skip].joined(separator: "|")
        }.joined(separator: ";")
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
