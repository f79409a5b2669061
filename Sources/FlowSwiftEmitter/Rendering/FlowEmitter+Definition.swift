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
            printer.line("private typealias _RuntimeVersion = FlowRuntimeVersion._Version", model.needsVersion6 ? "6" : "5")
            for alias in model.payloadTypes.aliases {
                printer.line("\(access) typealias \(alias.name) = \(model.names.payloadTypes).\(alias.hiddenName)")
            }
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
        if model.startsByItself {
            printer.line()
            printer.doc(["`FlowNavigator(flags:)` starts \(name) at its first root, which needs no payload."])
            printer.line("nonisolated extension \(flowType): FlowDefinitionWithStart {}")
        }
    }

    /// The payload types named once, each under a `#sourceLocation` at the `.flow` line that
    /// names it first, so an error in one (a misspelt `UUDI`, a missing `import Foundation`) is
    /// one error there; the flow's namespace gives each its readable name (`PayloadTypeAliases`).
    func emitPayloadTypes(into printer: inout CodePrinter) {
        guard !model.payloadTypes.aliases.isEmpty else { return }
        printer.line("/// The payload types of \(name), each named where the `.flow` file first names it.")
        printer.block("nonisolated \(access) enum \(model.names.payloadTypes)") { printer in
            for alias in model.payloadTypes.aliases {
                emitMappedType("\(access) typealias \(alias.hiddenName) =", alias.target, at: alias.parameter, into: &printer)
            }
        }
        printer.line()
    }

    /// `_table = FlowTable(start: N, "…")`, or `FlowTable(roots: [N, M], "…")` for a router:
    /// the model's table, which needs no escape in a string literal (digits, letters and
    /// punctuation).
    func emitTable(into printer: inout CodePrinter) {
        let roots = flow.kind == .router
            ? "roots: [" + flow.roots.map { String($0.index) }.joined(separator: ", ") + "]"
            : "start: " + String(flow.start!.index)
        printer.line(access, " static let _table = FlowTable(", roots, ", \"", model.table, "\")")
    }

    /// `_flag(_:of:)`: the one place generated code reads the app's flags.
    func emitFlagFunction(into printer: inout CodePrinter) {
        printer.block("\(access) static func _flag(_ index: Swift.Int, of flags: any \(flagsProtocol)) -> Swift.Bool") { printer in
            guard !flow.flags.isEmpty else {
                printer.line("false")
                return
            }
            printer.line("switch index {")
            for (index, member) in model.flagMembers.enumerated() {
                printer.line("case \(index): flags.\(member)")
            }
            printer.line("default: false")
            printer.line("}")
        }
    }
}
