import FlowChecker
import FlowCore

extension FlowEmitter {
    /// `Codable`: a step is saved by its kind's name, with its payload values when it has any
    /// (`_FlowStepCoding`). Decoding follows the decoding rule of docs/Generated-Code.md, "Saved
    /// walks": a step saved without a payload reads as one with no values, and an absent value
    /// as its `.flow` default, else `nil` when Optional.
    func emitCoding(into printer: inout CodePrinter) {
        let coding = runtime(.flowStepCoding)
        printer.block("nonisolated extension \(stepType): Swift.Codable") { printer in
            printer.block("\(access) init(from decoder: any Swift.Decoder) throws") { printer in
                guard model.hasKindEnum else { return printer.line("self = try \(coding).decodeKind(from: decoder)") }
                // A flow whose only payloads are its outcomes' decodes no payload.
                let hasScreenPayloads = model.hasUses || model.hasPayloadCases
                printer.line("let (kind, \(hasScreenPayloads ? "payload" : "_")) = try \(coding).decode(\(kindType).self, from: decoder)")
                printer.line("switch kind {")
                for use in model.uses.uses {
                    printer.line("case .", model.stepCases[use.step], ":")
                    printer.line("    self = .", model.stepCases[use.step], "(try payload().payloadValue(\"child\"))")
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
            printer.line()
            printer.block("\(access) func encode(to encoder: any Swift.Encoder) throws") { printer in
                let value = model.hasKindEnum ? "kind, payload: _payload" : "self"
                printer.line("try \(coding).encode(\(value), to: encoder)")
            }
        }
    }

    /// The arm of `init(from:)` for the steps of one payload signature: each value read by its
    /// label, an absent one as the parameter's default when it has one (the signature's steps
    /// share their defaults: `PayloadSignatures` groups by them), then the step made of them.
    private func emitDecoding(_ signature: PayloadSignatures.Signature, number: Int, into printer: inout CodePrinter) {
        let steps = model.payloadCases(of: signature)
        if steps.isEmpty { return }
        printer.line("case " + steps.map { "." + model.stepCases[$0] }.joined(separator: ", ") + ":")
        printer.indented { printer in
            printer.line("let values = try payload()")
            // Each value is decoded on a line mapped to its type in the `.flow`, where Swift
            // reports a payload type that isn't `Decodable`.
            for (index, parameter) in signature.parameters.enumerated() {
                let key = SwiftNames.stringLiteral(parameter.label.name)
                let read = parameter.defaultValue.map { "payloadValue(\(key), default: \($0))" } ?? "payloadValue(\(key))"
                emitMappedStatement(
                    "let v\(index): ", model.payloadTypes.spelling(parameter.type), " = try values.\(read) " + Self.payloadAdvice,
                    at: parameter, into: &printer
                )
            }
            printer.unindentedLine("#sourceLocation()")
            let arguments = signature.parameters.enumerated().map { "\(SwiftNames.label($0.element.label.name)): v\($0.offset)" }
            printer.line("self = \(stepType)._make\(number)(kind, ", arguments.joined(separator: ", "), ")!")
        }
    }
}
