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
            emitTargetFunction(into: &printer)
            printer.line()
            emitSkipFunction(into: &printer)
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
            printer.block("\(access) static func destination(after step: \(stepType), on event: \(eventType), flags: any \(flagsProtocol)) -> \(stepType).Kind?") { printer in
                printer.line("_resolvedTarget(from: step._stepIndex, event: event.rawValue, flags: flags).map(\(stepType).Kind.init(_stepIndex:))")
            }
            printer.line()
            printer.doc(["The final steps: reaching one completes the flow."])
            printer.line("\(access) static let finalSteps: Swift.Set<\(stepType).Kind> = Set(\(stepType).Kind.allCases.filter { _table.isFinal($0.rawValue) })")
            printer.line()
            printer.doc(["The kinds of step that can be shown right after `step`, for some flag values."])
            printer.block("\(access) static func successors(of step: \(stepType).Kind) -> Swift.Set<\(stepType).Kind>") { printer in
                printer.line("Swift.Set(_table.successors(of: step.rawValue).map(\(stepType).Kind.init(_stepIndex:)))")
            }
        }
    }

    /// `properties|targets|skipTargets;...` for `FlowTable`.
    var tableString: String {
        flow.steps.map { step in
            var properties = ""
            if step.isFinal { properties += "f" }
            if step.facts.isAlwaysSkipped { properties += "a" }
            if step.facts.canBeSkipped { properties += "k" }
            var seen = Set<Int>()
            let targets = step.transitions.filter { $0.canFire }.map(\.target).filter { seen.insert($0).inserted }
            var seenSkip = Set<Int>()
            let skipTargets = step.facts.canBeSkipped
                ? step.transitions.filter { $0.event == "next" && $0.canFire && $0.canFireWhenSkipped }.map(\.target).filter { seenSkip.insert($0).inserted }
                : []
            return properties + "|" + targets.map(String.init).joined(separator: ",") + "|" + skipTargets.map(String.init).joined(separator: ",")
        }.joined(separator: ";")
    }

    /// `_target(from:event:flags:)`: per step and event, the guards in order.
    func emitTargetFunction(into printer: inout CodePrinter) {
        let steps = flow.steps.indices.filter { flow.steps[$0].transitions.contains { $0.canFire } }
        printer.block("\(access) static func _target(from step: Swift.Int, event: Swift.Int, flags: any \(flagsProtocol)) -> Swift.Int?") { printer in
            guard !steps.isEmpty else {
                printer.line("nil")
                return
            }
            printer.line("switch step {")
            for index in steps {
                let step = flow.steps[index]
                printer.line("case \(index): // \(step.name)")
                printer.indented { printer in
                    for event in step.events {
                        let transitions = step.transitions.filter { $0.event == event && $0.canFire }
                        guard !transitions.isEmpty else { continue }
                        printer.block("if event == \(eventIndex(event))") { printer in
                            for transition in transitions {
                                let target = "return \(transition.target) // \(flow.steps[transition.target].name)"
                                if let condition = transition.guardCondition, condition != .constant(true) {
                                    printer.block("if \(swift(condition))") { $0.line(target) }
                                } else {
                                    printer.line(target)
                                    break
                                }
                            }
                        }
                    }
                }
            }
            printer.line("default:")
            printer.indented { $0.line("break") }
            printer.line("}")
            printer.line("return nil")
        }
    }

    /// `_skipRuleHolds(_:flags:)`.
    func emitSkipFunction(into printer: inout CodePrinter) {
        let steps = flow.steps.indices.filter { flow.steps[$0].facts.canBeSkipped && flow.steps[$0].skip != nil }
        printer.block("\(access) static func _skipRuleHolds(_ step: Swift.Int, flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            guard !steps.isEmpty else {
                printer.line("false")
                return
            }
            printer.line("switch step {")
            for index in steps {
                printer.line("case \(index): // \(flow.steps[index].name)")
                printer.indented { $0.line("return \(swift(flow.steps[index].skip!))") }
            }
            printer.line("default:")
            printer.indented { $0.line("return false") }
            printer.line("}")
        }
    }
}
