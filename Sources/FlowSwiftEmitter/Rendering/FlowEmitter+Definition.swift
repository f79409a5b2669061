import FlowChecker
import FlowCore

extension FlowEmitter {
    /// `FlowRuntime.<name>`, the one way generated code names the runtime.
    func runtime(_ name: RuntimeContract.Name) -> String {
        RuntimeContract.qualified(name)
    }

    /// The flow's namespace: its associated types, and its logic as Swift (`emitLogic`).
    func emitDefinition(into printer: inout CodePrinter) {
        printer.doc(flow.doc)
        printer.block("nonisolated \(access) enum \(flowType): \(runtime(.flowDefinition))") { printer in
            printer.line("\(access) typealias Step = \(stepType)")
            printer.line("\(access) typealias Flags = any \(flagsProtocol)")
            printer.line("\(access) typealias Transitions = \(transitionsType)")
            printer.line("\(access) typealias StepKind = \(kindType)")
            printer.line("\(access) typealias Event = \(eventType)")
            if model.hasOutcomes { printer.line("\(access) typealias Outcome = \(model.names.outcome)") }
            if model.hasUses { printer.line("\(access) typealias ChildOutcome = \(model.names.childOutcome)") }
            if !model.logic.shellArms.isEmpty { printer.line("\(access) typealias ShellAction = \(model.names.shellAction)") }
            if model.hasAlerts { printer.line("\(access) typealias Alert = \(alertType)") }
            printer.line("// flowc and FlowRuntime must come from the same release: if this line doesn't compile, depend")
            printer.line("// on the same version of the flowc package and of the package whose plugin generated this file.")
            printer.line("private enum _RuntimeVersion: \(runtime(.flowRuntimeVersionCheck)) { struct Version: \(runtime(.flowRuntimeVersionCurrent)) {} }")
            for alias in model.payloadTypes.aliases {
                printer.line("\(access) typealias \(alias.name) = \(model.names.payloadTypes).\(alias.hiddenName)")
            }
            printer.line()
            emitLogic(into: &printer)
            printer.line()
            printer.line("@MainActor")
            printer.block("\(access) static func _transitions(_ navigator: \(runtime(.flowNavigator))<\(flowType)>) -> \(transitionsType)") { printer in
                printer.line(model.movesThroughMover ? "\(transitionsType)(_mover: navigator._mover)" : "\(transitionsType)(_navigator: navigator)")
            }
            if model.hasOutcomes {
                printer.line()
                printer.block("\(access) static func _outcome(_payloadFree kind: \(kindType)) -> \(model.names.outcome)?") { printer in
                    printer.line("\(model.names.outcome)(_payloadFree: kind)")
                }
            }
            if model.hasUses { emitUseMembers(into: &printer) }
        }
        emitCapabilities(into: &printer)
    }

    /// The capabilities the flow has, each one more conformance: tabs, alerts, a start of its
    /// own. The navigator asks a flow for the others' logic only through these.
    func emitCapabilities(into printer: inout CodePrinter) {
        switch model.flow.container {
        case .stack: break
        case .tabs:
            printer.line()
            printer.doc(["\(name) is a tabbed router: `FlowNavigator` selects its tabs and runs its tab bar."])
            printer.line("nonisolated extension \(flowType): \(runtime(.flowDefinitionWithTabs)) {}")
        }
        if model.hasAlerts {
            printer.line()
            printer.doc(["\(name) shows alerts: `FlowNavigator.alert`, answered with `answer(_:)`."])
            printer.line("nonisolated extension \(flowType): \(runtime(.flowDefinitionWithAlerts)) {}")
        }
        if model.startsByItself {
            printer.line()
            printer.doc(["`FlowNavigator(flags:)` starts \(name) at its first root, which needs no payload."])
            printer.line("nonisolated extension \(flowType): \(runtime(.flowDefinitionWithStart)) {}")
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

    /// `label: _0, other: _1`: a signature's parameters passed on, as `emitMapped` names them
    /// with `internalNames`.
    func forwardedArguments(_ signature: PayloadSignatures.Signature) -> String {
        signature.parameters.enumerated().map { "\(SwiftNames.label($1.label.name)): _\($0)" }.joined(separator: ", ")
    }

    /// `.a, .b, .c`: step cases as an enum's implicit members.
    func memberList(_ steps: [StepID]) -> String {
        steps.map { "." + model.stepCases[$0.index] }.joined(separator: ", ")
    }
}
