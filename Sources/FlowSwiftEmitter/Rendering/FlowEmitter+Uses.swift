import FlowChecker
import FlowCore

/// The use-steps: how each holds its child's steps, where it goes on from each of the child's
/// outcomes, the outcome the app hears, and the child's transitions for its screens.
extension FlowEmitter {
    /// `_use(of:)`, and for each use-step its `_FlowUse` and its continuations: members of the
    /// flow's namespace. `_use(of:)` is a requirement of `FlowDefinition`; the others are
    /// `fileprivate`, for `_use(of:)` and the transitions of this file only, so completing on
    /// the flow's enum doesn't offer them.
    func emitUseMembers(into printer: inout CodePrinter) {
        printer.line()
        printer.doc(["The use-step whose entry `step` is, or `nil` for a step of \(name)'s own."])
        printer.block("\(access) static func _use(of step: \(stepType)) -> \(runtime(.flowAnyUse))<\(flowType)>?") { printer in
            printer.line("switch step {")
            for use in model.uses.uses {
                printer.line("case .", model.stepCases[use.step], ": return ", useMember(use))
            }
            printer.line("default: return nil")
            printer.line("}")
        }
        for use in model.uses.uses {
            printer.line()
            emitUse(use, into: &printer)
            printer.line()
            emitContinuations(of: use, into: &printer)
        }
    }

    /// `_useAddress`: the name of a use-step's `_FlowUse` in the flow's namespace.
    func useMember(_ use: UseSteps.Use) -> String {
        "_use" + SwiftNames.typeName(flow.steps[use.step].name)
    }

    private func emitUse(_ use: UseSteps.Use, into printer: inout CodePrinter) {
        let stepCase = model.stepCases[use.step]
        let child = use.childNames
        printer.doc(["`\(flow.steps[use.step].name)`, a use of \(use.child.name): its entries hold \(use.child.name)'s steps."])
        printer.block("fileprivate static var \(useMember(use)): \(runtime(.flowUse))<\(flowType), \(child.flow)>") { printer in
            printer.line(runtime(.flowUse), "(")
            printer.indented { printer in
                printer.line("kind: .", stepCase, ",")
                printer.line("wrap: { .", stepCase, "($0) },")
                printer.line("unwrap: { step -> \(child.step)? in")
                printer.line("    if case .", stepCase, "(let child) = step { return child }")
                printer.line("    return nil")
                printer.line("},")
                printer.line("flags: { $0 },")
                guard let alerts = model.alerts.children.first(where: { $0.name == use.child.name }) else {
                    return printer.line("continuation: _continue", SwiftNames.typeName(flow.steps[use.step].name))
                }
                printer.line("continuation: _continue", SwiftNames.typeName(flow.steps[use.step].name), ",")
                emitChildAlerts(alerts, into: &printer)
            }
            printer.line(")")
        }
    }

    /// The `alerts:` of a use-step whose child has alerts: this flow's case around the child's
    /// alert, and the child's button for each of this flow's events.
    private func emitChildAlerts(_ child: AlertLogic.Child, into printer: inout CodePrinter) {
        printer.line("alerts: ", runtime(.flowChildAlerts), "(")
        printer.indented { printer in
            printer.line("wrap: { .", child.caseName, "($0) },")
            printer.line("unwrap: { alert -> \(child.names.alert)? in")
            printer.line("    if case .", child.caseName, "(let child) = alert { return child }")
            printer.line("    return nil")
            printer.line("},")
            printer.line("button: ", childButton(child), ",")
            printer.line("event: ", buttonOfChild(child))
        }
        printer.line(")")
    }

    /// `_continueAddress(_:)`: the use-step's event for each outcome, the outcome as the app
    /// hears it, and the step entered, made with the outcome's payload.
    private func emitContinuations(of use: UseSteps.Use, into printer: inout CodePrinter) {
        let stepCase = model.stepCases[use.step]
        let signature = "fileprivate static func _continue\(SwiftNames.typeName(flow.steps[use.step].name))(_ outcome: \(use.childNames.outcome))"
            + " -> \(runtime(.flowContinuation))<\(flowType)>"
        printer.doc(["Where `\(flow.steps[use.step].name)` goes on from each outcome of \(use.child.name), with its payload."])
        printer.block(signature) { printer in
            printer.line("switch outcome {")
            for continuation in use.continuations {
                let pattern = Self.pattern(binding: continuation.forwarded)
                printer.line(pattern.isEmpty ? "case ." : "case let .", continuation.outcomeCase, pattern, ":")
                printer.indented { printer in
                    let head = "return \(runtime(.flowContinuation))(event: .\(continuation.eventCase), outcome: .\(stepCase)(outcome))"
                    guard !continuation.arms.isEmpty else { return printer.line(head) }
                    printer.line(head, " { kind in")
                    printer.indented { printer in
                        printer.line("switch kind {")
                        for arm in continuation.arms {
                            printer.line("case ", arm.steps.map { "." + model.stepCases[$0] }.joined(separator: ", "), ":")
                            let arguments = arm.arguments.map { $0.label + ": " + Self.swift($0.value) }.joined(separator: ", ")
                            printer.line("    return \(stepType)._make\(arm.signature)(kind, \(arguments))")
                        }
                        printer.line("default: return \(stepType)(_payloadFree: kind)")
                        printer.line("}")
                    }
                    printer.line("}")
                }
            }
            printer.line("}")
        }
    }

    /// The pattern after an outcome's case that binds the values it forwards to `o0`, `o1`, ...
    /// (`(o0, _)`); empty where it forwards none.
    static func pattern(binding forwarded: [Bool]) -> String {
        guard forwarded.contains(true) else { return "" }
        return "(" + forwarded.indices.map { forwarded[$0] ? "o" + String($0) : "_" }.joined(separator: ", ") + ")"
    }

    /// A value a continuation passes: `o0`, the parameter's default, or `nil`.
    static func swift(_ value: UseSteps.Value) -> String {
        switch value {
        case .outcome(let position): "o" + String(position)
        case .written(let value): value
        case .none: "nil"
        }
    }

    /// The child's start step made from the use-step's payload, each supplied parameter's value
    /// given by `value` from its position in the use-step's payload: `.compose(mode: _0)`, as
    /// the use-step's case's value (a leading dot: a step may be named `Protocol` or `Type`,
    /// which after a type name are its metatypes).
    func childStart(of use: UseSteps.Use, _ value: (Int) -> String) -> String {
        let arguments = use.startArguments.compactMap { argument in argument.parameter.map { argument.label + ": " + value($0) } }
        let start = "." + use.startCase
        return arguments.isEmpty ? start : start + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The outcomes of the flows this one uses, one case a use-step.
    func emitChildOutcome(into printer: inout CodePrinter) {
        printer.doc([
            "The outcomes of the flows \(name) uses, one case a use-step: what a navigator's observers",
            "hear (`.childFinished`) before the use-step's transition for it moves the flow.",
        ])
        printer.block("nonisolated \(access) enum \(model.names.childOutcome): Swift.Hashable, Swift.Sendable") { printer in
            for use in model.uses.uses {
                printer.doc(["An outcome of \(use.child.name), which `\(flow.steps[use.step].name)` uses."])
                printer.line("case ", model.stepCases[use.step], "(", use.childNames.outcome, ")")
            }
        }
    }

    /// `transitions(.address)`: the child's own transitions, moving this flow's navigator.
    func emitUseTransitions(_ use: UseSteps.Use, into printer: inout CodePrinter) {
        let stepName = flow.steps[use.step].name
        printer.line()
        printer.doc(["The transitions of the screens of `\(stepName)`: \(use.child.name)'s own, moving this flow."])
        printer.block("\(access) func callAsFunction(_ step: \(use.selector)) -> \(use.childNames.transitions)") { printer in
            let mover = model.movesThroughMover ? "_mover" : "_navigator"
            printer.line(use.childNames.transitions, "(_mover: ", mover, "._mover(", flowType, ".", useMember(use), "))")
        }
        printer.line()
        printer.doc(["The use-step `\(stepName)`: `transitions(.\(stepName))` names it."])
        printer.block("nonisolated \(access) struct \(use.selector)") { printer in
            printer.line(access, " static var ", model.stepCases[use.step], ": ", use.selector, " { ", use.selector, "() }")
        }
    }
}
