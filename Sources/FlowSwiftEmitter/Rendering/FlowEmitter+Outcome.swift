import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The outcome enum of a flow with outcomes: one case an outcome, with its payload, and the
    /// members that make one from its kind, as a transition ends the flow on it.
    func emitOutcome(into printer: inout CodePrinter) {
        let outcome = model.names.outcome
        printer.doc([
            "The outcomes of \(name): entering one ends the flow (`navigator.outcome`), and a flow that",
            "uses \(name) continues from it.",
        ])
        printer.block("nonisolated \(access) enum \(outcome): Swift.Hashable, Swift.Sendable") { printer in
            for index in model.outcomeSteps {
                emitCase(index, into: &printer)
            }
        }
        printer.line()
        printer.block("nonisolated extension \(outcome)") { printer in
            printer.doc(["The kind of the outcome, without its payload."])
            printer.block("\(access) var kind: \(kindType)") { printer in
                printer.line("switch self {")
                for index in model.outcomeSteps {
                    printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index])
                }
                printer.line("}")
            }
            printer.line()
            printer.doc(["The outcome of `kind` when it has no payload; `nil` for another kind."])
            printer.block("\(access) init?(_payloadFree kind: \(kindType))") { printer in
                printer.line("switch kind {")
                for index in model.outcomeSteps where model.isMadeWithoutArguments(index) {
                    let call = flow.steps[index].parameters.isEmpty ? "" : "()"
                    printer.line("case .", model.stepCases[index], ": self = .", model.stepCases[index], call)
                }
                printer.line("default: return nil")
                printer.line("}")
            }
            emitOutcomeMakeFunctions(into: &printer)
        }
    }

    /// `_make0(_:...)` for each payload signature of an outcome: the outcome of a kind with
    /// those values, as `FlowNavigator._advance(from:on:makeStep:makeOutcome:)` asks for it;
    /// `fileprivate`, as only this file's transitions make one.
    private func emitOutcomeMakeFunctions(into printer: inout CodePrinter) {
        let outcome = model.names.outcome
        for (number, signature) in model.signatures.signatures.enumerated() {
            let outcomes = model.steps(of: signature, outcomes: true)
            if outcomes.isEmpty { continue }
            printer.line()
            printer.doc(["The outcome of `kind` with this payload; an outcome without a payload ignores it."])
            emitMapped("fileprivate static func _make\(number)(_ kind: \(kindType), ", signature.parameters, ") -> \(outcome)? {", internalNames: true, into: &printer)
            printer.indented { printer in
                printer.line("switch kind {")
                for index in outcomes {
                    printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index], "(", forwardedArguments(signature), ")")
                }
                printer.line("default: return \(outcome)(_payloadFree: kind)")
                printer.line("}")
            }
            printer.line("}")
        }
    }
}
