import FlowChecker
import FlowCore

extension FlowEmitter {
    /// `Codable`: a step is saved by its kind's name, with its payload values when it has any
    /// (`_FlowStepCoding`). Decoding follows the decoding rule of docs/Generated-Code.md, "Saved
    /// walks": a step saved without a payload reads as one with no values, a value by its label,
    /// else its former label, else its `.flow` default, else `nil` when Optional; a former name
    /// reads as its step, and a removed step ends the walk on its fallback.
    func emitCoding(into printer: inout CodePrinter) {
        let coding = runtime(.flowStepCoding)
        let removed = model.compat.removedNames.isEmpty ? "" : ", removed: \(stepType)._removed"
        printer.block("nonisolated extension \(stepType): Swift.Codable") { printer in
            printer.block("\(access) init(from decoder: any Swift.Decoder) throws") { printer in
                guard model.hasKindEnum else {
                    guard removed.isEmpty else { return printer.line("self = try \(coding).decode(\(stepType).self, from: decoder\(removed)).kind") }
                    return printer.line("self = try \(coding).decodeKind(from: decoder)")
                }
                // A flow whose only payloads are its outcomes' decodes no payload.
                let hasScreenPayloads = model.hasUses || model.hasPayloadCases
                printer.line("let (kind, \(hasScreenPayloads ? "payload" : "_")) = try \(coding).decode(\(kindType).self, from: decoder\(removed))")
                printer.line("switch kind {")
                for use in model.uses.uses {
                    emitArm([use.step], into: &printer) { printer in
                        printer.line("self = .", model.stepCases[use.step], "(try payload().payloadValue(\"child\"))")
                    }
                }
                for (number, signature) in model.signatures.signatures.enumerated() {
                    emitDecoding(signature, number: number, into: &printer)
                }
                printer.line("default:")
                printer.indented { printer in
                    printer.block("guard let step = \(stepType)(_payloadFree: kind) else") { printer in
                        printer.line("throw \(coding).missingPayload(kind.name, decoder: decoder)")
                    }
                    printer.line("self = step")
                }
                printer.line("}")
            }
            emitRemovedSteps(into: &printer)
            printer.line()
            printer.block("\(access) func encode(to encoder: any Swift.Encoder) throws") { printer in
                let value = model.hasKindEnum ? "kind, payload: _payload" : "self"
                printer.line("try \(coding).encode(\(value), to: encoder)")
            }
        }
    }

    /// The arm of `init(from:)` for the steps of one payload signature: each value read by its
    /// label (else its former label), an absent one as the parameter's default when it has one
    /// (the signature's steps share their defaults and former labels: `PayloadSignatures`
    /// groups by them), then the step made of them.
    private func emitDecoding(_ signature: PayloadSignatures.Signature, number: Int, into printer: inout CodePrinter) {
        let steps = model.payloadCases(of: signature)
        if steps.isEmpty { return }
        emitArm(steps, into: &printer) { printer in
            printer.line("let values = try payload()")
            // Each value is decoded on a line mapped to its type in the `.flow`, where Swift
            // reports a payload type that isn't `Decodable`.
            for (index, parameter) in signature.parameters.enumerated() {
                var arguments = [SwiftNames.stringLiteral(parameter.label.name)]
                if let former = signature.formerLabels[parameter.label.name] { arguments.append("formerly: " + SwiftNames.stringLiteral(former)) }
                if let value = parameter.defaultValue { arguments.append("default: " + value) }
                emitMappedStatement(
                    "let v\(index): ", model.payloadTypes.spelling(parameter.type),
                    " = try values.payloadValue(\(arguments.joined(separator: ", "))) " + Self.payloadAdvice,
                    at: parameter, into: &printer
                )
            }
            printer.unindentedLine("#sourceLocation()")
            let arguments = signature.parameters.enumerated().map { "\(SwiftNames.label($0.element.label.name)): v\($0.offset)" }
            printer.line("self = \(stepType)._make\(number)(kind, ", arguments.joined(separator: ", "), ")!")
        }
    }

    /// `case .a, .b:` and its body; when one of the steps has a removed old shape, the body
    /// inside `do`, so that an entry that doesn't decode ends the walk on that shape's fallback.
    private func emitArm(_ steps: [Int], into printer: inout CodePrinter, body: (inout CodePrinter) -> Void) {
        printer.line("case " + steps.map { "." + model.stepCases[$0] }.joined(separator: ", ") + ":")
        printer.indented { printer in
            guard steps.contains(where: { model.compat.oldShapeFallback(of: $0) != nil }) else { return body(&printer) }
            printer.line("do {")
            printer.indented(body)
            printer.line("} catch {")
            printer.line("    throw \(stepType)._oldShape(kind) ?? error")
            printer.line("}")
        }
    }

    /// `_removed(_:)`, what an entry naming a removed step throws, and `_oldShape(_:)`, what an
    /// entry of a step with a removed old shape that doesn't decode throws: a `_FlowFallback`.
    private func emitRemovedSteps(into printer: inout CodePrinter) {
        let compat = model.compat
        if !compat.removedNames.isEmpty {
            printer.line()
            printer.doc(["The steps \(name) removed (`removed step`), by name: where a saved walk naming one ends."])
            printer.block("private static func _removed(_ name: Swift.String) -> (any Swift.Error)?") { printer in
                printer.line("switch name {")
                for removed in compat.removedNames {
                    printer.line("case ", SwiftNames.stringLiteral(removed.name), ": return ", fallback(removed.fallback))
                }
                printer.line("default: return nil")
                printer.line("}")
            }
        }
        if !compat.oldShapes.isEmpty {
            printer.line()
            printer.doc(["Where an entry of a step whose old payload shape \(name) removed ends, when it doesn't decode."])
            printer.block("private static func _oldShape(_ kind: \(kindType)) -> (any Swift.Error)?") { printer in
                printer.line("switch kind {")
                for shape in compat.oldShapes {
                    printer.line("case .", model.stepCases[shape.step], ": return ", fallback(shape.fallback))
                }
                if compat.oldShapes.count < flow.steps.count { printer.line("default: return nil") }
                printer.line("}")
            }
        }
    }

    /// `_FlowFallback<Step>(Step(_payloadFree: .cart))`, or `(nil)` for a step removed without one.
    private func fallback(_ step: StepID?) -> String {
        let value = step.map { "\(stepType)(_payloadFree: .\(model.stepCases[$0.index]))" } ?? "nil"
        return "\(runtime(.flowFallback))<\(stepType)>(\(value))"
    }

    /// `_formerNames`: each former name (`renamed from`) with the kind of step now bearing it.
    func emitFormerNames(into printer: inout CodePrinter) {
        guard !model.compat.formerNames.isEmpty else { return }
        printer.line()
        printer.doc(["The steps' former names (`renamed from`): a walk saved under one restores as the step."])
        let entries = model.compat.formerNames.map { SwiftNames.stringLiteral($0.name) + ": ." + model.stepCases[$0.step] }
        printer.line("\(access) static let _formerNames: [Swift.String: \(kindType)] = [", entries.joined(separator: ", "), "]")
    }
}
