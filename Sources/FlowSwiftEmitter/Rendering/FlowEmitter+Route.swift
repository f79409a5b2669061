import FlowChecker
import FlowCore

extension FlowEmitter {
    /// The route enum, the step-kind enum and their `FlowStep` members.
    ///
    /// The payload-free enums take `Hashable` and `CaseIterable` from the compiler, and give
    /// each step's name, which a saved walk spells. A payload route enum switches over
    /// its cases twice (kind and payload-free value) and hands its payload values to
    /// `_FlowPayloadStep`, which gives it equality, hashing and encoding, from one switch over
    /// its payload signatures: the compiler's own `Hashable` and `Codable` for an enum with
    /// payloads cost the app's build several times more.
    func emitRoute(into printer: inout CodePrinter) {
        var routeDoc = ["The steps of \(name), one case a step. Binds to `NavigationStack(path:)` as `[\(stepType)]`."]
        if !flow.doc.isEmpty { routeDoc = flow.doc + ["", routeDoc[0]] }
        printer.doc(routeDoc)
        let conformances = model.hasKindEnum ? "Swift.Hashable, Swift.Sendable" : "\(runtime(.flowStepKind)), Swift.Hashable, Swift.Sendable, Swift.CaseIterable"
        printer.block("nonisolated \(access) enum \(stepType): \(conformances)") { printer in
            for index in model.screenSteps {
                if let use = model.use(index) {
                    printer.doc(flow.steps[index].doc)
                    printer.line("case ", model.stepCases[index], "(", use.childNames.step, ")")
                } else {
                    emitCase(index, into: &printer)
                }
            }
        }
        printer.line()
        if model.hasKindEnum {
            // A top-level type, not `\(stepType).Kind`: a step may be named `Kind`.
            printer.doc(["The kind of a \(name) step, without its payload."])
            printer.block("nonisolated \(access) enum \(kindType): \(runtime(.flowStepKind)), Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { printer in
                for caseName in model.stepCases {
                    printer.line("case ", caseName)
                }
                printer.line()
                emitNameProperty(into: &printer)
                emitFormerNames(into: &printer)
            }
        } else {
            printer.doc(["The kind of a \(name) step: in a flow without payloads, the step itself."])
            printer.line("\(access) typealias \(kindType) = \(stepType)")
        }
        printer.line()
        printer.block("nonisolated extension \(stepType): \(runtime(model.hasKindEnum ? .flowPayloadStep : .flowStep))") { printer in
            if model.hasKindEnum {
                emitPayloadRouteMembers(into: &printer)
            } else {
                printer.doc(["The kind of the step, without its payload."])
                printer.line("\(access) var kind: \(kindType) { self }")
                printer.line()
                printer.line("\(access) init?(_payloadFree kind: \(kindType)) { self = kind }")
                printer.line()
                emitNameProperty(into: &printer)
                emitFormerNames(into: &printer)
            }
        }
    }

    /// `name`: each step's name as the `.flow` file writes it, which a saved walk spells. A
    /// switch, not a `String` raw value, which costs an optimized build three times as much.
    func emitNameProperty(into printer: inout CodePrinter) {
        printer.doc(["The step's name, as the `.flow` file writes it."])
        printer.block("\(access) var name: Swift.String") { printer in
            printer.line("switch self {")
            for index in flow.steps.indices {
                printer.line("case .", model.stepCases[index], ": return ", SwiftNames.stringLiteral(flow.steps[index].name))
            }
            printer.line("}")
        }
    }

    /// Step `index`'s doc comment, then `case name`, or `case name(label: Type, ...)` with each
    /// type on a line mapped to the `.flow` (the route enum's cases and the outcome enum's).
    func emitCase(_ index: Int, into printer: inout CodePrinter) {
        printer.doc(flow.steps[index].doc)
        if flow.steps[index].parameters.isEmpty {
            printer.line("case ", model.stepCases[index])
        } else {
            emitMapped("case \(model.stepCases[index])(", flow.steps[index].parameters, ")", into: &printer)
        }
    }

    /// `case let .a(v0, v1), let .b(v0, v1):`: one arm for every step of a payload signature,
    /// written straight into the printer (a signature may have thousands of steps).
    private func emitSignaturePattern(_ signature: PayloadSignatures.Signature, steps: [Int], into printer: inout CodePrinter) {
        let bindings = "(" + signature.parameters.indices.map { "v" + String($0) }.joined(separator: ", ") + ")"
        printer.beginLine()
        printer.write("case ")
        for (position, step) in steps.enumerated() {
            printer.write(position == 0 ? "let ." : ", let .")
            printer.write(model.stepCases[step])
            printer.write(bindings)
        }
        printer.write(ascii: ":")
        printer.endLine()
    }

    private func emitPayloadRouteMembers(into printer: inout CodePrinter) {
        let steps = model.screenSteps
        printer.doc(["The kind of the step, without its payload."])
        // Every case but the last, then `default`: an exhaustive switch over a big payload enum
        // is more than the compiler's exhaustiveness check can prove in reasonable time.
        printer.block("\(access) var kind: \(kindType)") { printer in
            printer.line("switch self {")
            for index in steps.dropLast() {
                printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index])
            }
            printer.line("default: return .", model.stepCases[steps[steps.count - 1]])
            printer.line("}")
        }
        printer.line()
        emitPayloadFreeSteps(into: &printer)
        emitMakeFunctions(into: &printer)
        emitPayloadProperty(into: &printer)
    }

    /// `init?(_payloadFree:)`: the steps made with no payload given (none, or a default for
    /// every parameter).
    private func emitPayloadFreeSteps(into printer: inout CodePrinter) {
        let steps = flow.steps
        printer.block("\(access) init?(_payloadFree kind: \(kindType))") { printer in
            printer.line("guard let step = \(stepType)._payloadFree(kind) else { return nil }")
            printer.line("self = step")
        }
        printer.line()
        // `return .a` type-checks faster than `self = .a`.
        printer.block("private static func _payloadFree(_ kind: \(kindType)) -> \(stepType)?") { printer in
            printer.line("switch kind {")
            var covered = 0
            for index in model.screenSteps where steps[index].parameters.isEmpty {
                covered += 1
                guard let use = model.use(index) else {
                    printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index])
                    continue
                }
                // A use-step is entered at its child's start step (whose skip rule the navigator applies).
                let child = use.childNames
                printer.line("case .", model.stepCases[index], ": return ", child.step, "(_payloadFree: ", child.flow, ".startStep).map { .", model.stepCases[index], "($0) }")
            }
            // A step whose every payload parameter has a default is made with none given.
            for index in model.screenSteps where model.isMadeWithoutArguments(index) && !steps[index].parameters.isEmpty {
                covered += 1
                guard let use = model.use(index) else {
                    printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index], "()")
                    continue
                }
                // A use-step's payload, its defaults here, is its child's start step's.
                let start = childStart(of: use) { steps[index].parameters[$0].defaultValue ?? "nil" }
                printer.line("case .", model.stepCases[index], ": return .", model.stepCases[index], "(", start, ")")
            }
            // None left when every kind is made without arguments (a flow whose only payload
            // case is a use-step's): a `default` then is "default will never be executed".
            if covered < steps.count {
                printer.line("default: return nil")
            }
            printer.line("}")
        }
    }

    /// `_make0(_:...)`, one for each payload signature: the step of a kind with those values.
    /// `fileprivate`: only this file's transitions, decoding and continuations make steps, so
    /// completing on the route enum doesn't offer them.
    private func emitMakeFunctions(into printer: inout CodePrinter) {
        for (number, signature) in model.signatures.signatures.enumerated() {
            // An outcome's payload makes an outcome (`emitOutcome`), never a step.
            if model.steps(of: signature, outcomes: false).isEmpty { continue }
            printer.line()
            printer.doc(["The step of `kind` with this payload; a step without a payload ignores it."])
            emitMapped("fileprivate static func _make\(number)(_ kind: \(kindType), ", signature.parameters, ") -> \(stepType)? {", internalNames: true, into: &printer)
            printer.indented { printer in
                let arguments = forwardedArguments(signature)
                printer.line("switch kind {")
                for step in model.steps(of: signature, outcomes: false) {
                    // A use-step's payload is its child's start step's.
                    let value = model.use(step).map { childStart(of: $0) { "_" + String($0) } } ?? arguments
                    printer.line("case .", model.stepCases[step], ": return .", model.stepCases[step], "(", value, ")")
                }
                printer.line("default: return \(stepType)(_payloadFree: kind)")
                printer.line("}")
            }
            printer.line("}")
        }
    }

    /// `_payload`: the values and labels that equality, hashing and encoding read.
    private func emitPayloadProperty(into printer: inout CodePrinter) {
        printer.line()
        // Equality, hashing and encoding come from `_FlowPayloadStep` through this one switch.
        printer.doc(["The payload values and labels of a payload step, `nil` for a step without one."])
        printer.block("\(access) var _payload: \(runtime(.flowPayload))?") { printer in
            guard model.hasUses || model.hasPayloadCases else {
                printer.line("nil")
                return
            }
            // Swift names this alias, not the bare composition, when a payload type fails the
            // coercion below: the message itself says what a payload type must be.
            if model.hasPayloadCases {
                printer.line("typealias ", Self.payloadRequirement, " = any Swift.Hashable & Swift.Encodable")
            }
            printer.line("switch self {")
            // A use-step's payload is its child's step, saved as `child`.
            for use in model.uses.uses {
                printer.line("case .", model.stepCases[use.step], "(let child): return ", runtime(.flowPayload), "(\"child\", child)")
            }
            for signature in model.signatures.signatures {
                let steps = model.payloadCases(of: signature)
                if steps.isEmpty { continue }
                emitSignaturePattern(signature, steps: steps, into: &printer)
                let labels = SwiftNames.stringLiteral(signature.parameters.map(\.label.name).joined(separator: " "))
                printer.indented { printer in
                    // Each value becomes `any Hashable & Encodable` on a line mapped to its type
                    // in the `.flow`, the value at the type's column, where Swift reports a
                    // payload type that is neither; the compiler quotes the line, comment included.
                    for (index, parameter) in signature.parameters.enumerated() {
                        emitMappedStatement("let a\(index) = ", "v\(index)", " as \(Self.payloadRequirement) " + Self.payloadAdvice, at: parameter, into: &printer)
                    }
                    printer.unindentedLine("#sourceLocation()")
                    let values = signature.parameters.indices.map { "a\($0)" }.joined(separator: ", ")
                    printer.line("return ", runtime(.flowPayload), "(", labels, ", ", values, ")")
                }
            }
            // None left when every screen carries a payload (a child with one screen, its start
            // step taking one): a `default` then is "default will never be executed".
            let carried = model.uses.uses.count + model.signatures.signatures.reduce(0) { $0 + model.payloadCases(of: $1).count }
            if carried < model.screenSteps.count {
                printer.line("default: return nil")
            }
            printer.line("}")
        }
    }
}

extension FlowEmitter {
    /// The alias a payload value is coerced to, named after the rule a payload type breaks
    /// when the coercion fails.
    static let payloadRequirement = "PayloadTypesMustBeHashableCodableAndSendable"
    /// The comment on each line where Swift reports a payload type that breaks the rule.
    static let payloadAdvice = "// Payload types must be Hashable, Codable and Sendable; for one that isn't, pass its identifier."
}
