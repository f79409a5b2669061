import FlowChecker

extension FlowEmitter {
    /// The route enum: `Int`-backed and `CaseIterable` when no step has a payload.
    func emitRoute(into printer: inout CodePrinter) {
        var routeDoc = ["The steps of \(name), one case a step. Binds to `NavigationStack(path:)` as `[\(stepType)]`."]
        if !flow.doc.isEmpty { routeDoc = flow.doc + ["", routeDoc[0]] }
        printer.doc(routeDoc)
        let conformances = hasPayloads ? "Hashable, Sendable" : "Swift.Int, Hashable, Sendable, CaseIterable"
        printer.block("\(access) enum \(stepType): \(conformances)") { printer in
            for step in flow.steps {
                printer.doc(step.doc)
                if step.parameters.isEmpty {
                    printer.line("case ", SwiftNames.identifier(step.name))
                } else {
                    emitMapped("case \(SwiftNames.identifier(step.name))(", step.parameters, ")", into: &printer)
                }
            }
        }
        if hasPayloads {
            printer.line()
            // A top-level type, not `\(stepType).Kind`: a step may be named `Kind`.
            printer.doc(["The kind of a \(name) step, without its payload."])
            printer.block("\(access) enum \(kindType): Swift.Int, Hashable, Sendable, CaseIterable") { printer in
                for step in flow.steps {
                    printer.line("case ", SwiftNames.identifier(step.name))
                }
            }
        } else {
            printer.line()
            printer.doc(["The kind of a \(name) step: in a flow without payloads, the step itself."])
            printer.line("\(access) typealias \(kindType) = \(stepType)")
        }
        printer.line()
        printer.block("extension \(stepType): FlowStep") { printer in
            if hasPayloads {
                emitPayloadRouteMembers(into: &printer)
            } else {
                printer.line("\(access) var kind: \(kindType) { self }")
                printer.line()
                printer.line("\(access) var _stepIndex: Swift.Int { rawValue }")
                printer.line()
                printer.block("\(access) init?(_payloadFreeStep index: Swift.Int)") { printer in
                    printer.line("self.init(rawValue: index)")
                }
                printer.line()
                printer.block("\(access) init(_stepIndex index: Swift.Int)") { printer in
                    printer.line("self.init(rawValue: index)!")
                }
            }
        }
    }

    private func emitPayloadRouteMembers(into printer: inout CodePrinter) {
        printer.doc(["The kind of the step, without its payload."])
        printer.line("\(access) var kind: \(kindType) { \(kindType)(rawValue: _stepIndex)! }")
        printer.line()
        // A switch over the payload cases only, the rest through a table: a switch over every
        // case is too slow for the compiler's exhaustiveness check in big flows.
        printer.block("\(access) var _stepIndex: Swift.Int") { printer in
            printer.line("switch self {")
            for (index, step) in flow.steps.enumerated() where !step.parameters.isEmpty {
                printer.line("case .", SwiftNames.member(step.name), ": return ", String(index))
            }
            printer.line("default: return \(stepType)._payloadFreeIndexes[self]!")
            printer.line("}")
        }
        printer.line()
        printer.line("private static let _payloadFreeIndexes: [\(stepType): Swift.Int] = Swift.Dictionary(")
        printer.indented { printer in
            printer.line("uniqueKeysWithValues: (0..<\(flow.steps.count)).compactMap { index in \(stepType)(_payloadFreeStep: index).map { ($0, index) } }")
        }
        printer.line(")")
        printer.line()
        printer.block("\(access) init?(_payloadFreeStep index: Swift.Int)") { printer in
            printer.line("switch index {")
            for (index, step) in flow.steps.enumerated() where step.parameters.isEmpty {
                printer.line("case ", String(index), ": self = .", SwiftNames.member(step.name))
            }
            printer.line("default: return nil")
            printer.line("}")
        }
    }
}

extension FlowEmitter {
    /// `Codable` through one name table.
    func emitCoding(into printer: inout CodePrinter) {
        let names = SwiftNames.stringLiteral(flow.steps.map(\.name).joined(separator: " "))
        if hasPayloads {
            printer.block("extension \(kindType)") { printer in
                printer.block("\(access) init(_stepIndex index: Swift.Int)") { printer in
                    printer.line("self.init(rawValue: index)!")
                }
            }
            printer.line()
        }
        printer.block("extension \(stepType): Codable") { printer in
            printer.line("private static let _coding = FlowStepCoding(\(names))")
            printer.line()
            if !hasPayloads {
                printer.block("\(access) init(from decoder: any Decoder) throws") { printer in
                    printer.line("self.init(rawValue: try \(stepType)._coding.decodeName(from: decoder))!")
                }
                printer.line()
                printer.block("\(access) func encode(to encoder: any Encoder) throws") { printer in
                    printer.line("try \(stepType)._coding.encodeName(rawValue, to: encoder)")
                }
                return
            }
            printer.block("\(access) init(from decoder: any Decoder) throws") { printer in
                printer.line("let (index, payload) = try \(stepType)._coding.decodeKeyed(from: decoder)")
                printer.line("switch index {")
                for (index, step) in flow.steps.enumerated() where !step.parameters.isEmpty {
                    printer.line("case \(index):")
                    printer.indented { printer in
                        printer.line("let values = try payload()")
                        let arguments = step.parameters.map {
                            "\(SwiftNames.label($0.label.name)): try values._decode(\(SwiftNames.stringLiteral($0.label.name)))"
                        }
                        printer.line("self = .\(SwiftNames.member(step.name))(")
                        printer.indented { printer in
                            for (position, argument) in arguments.enumerated() {
                                printer.line(argument + (position < arguments.count - 1 ? "," : ""))
                            }
                        }
                        printer.line(")")
                    }
                }
                printer.line("default:")
                printer.indented { printer in
                    printer.block("guard let step = \(stepType)(_payloadFreeStep: index) else") { printer in
                        printer.line("throw \(stepType)._coding.missingPayload(index, decoder: decoder)")
                    }
                    printer.line("self = step")
                }
                printer.line("}")
            }
            printer.line()
            printer.block("\(access) func encode(to encoder: any Encoder) throws") { printer in
                printer.line("var container = try \(stepType)._coding.encodeKeyed(_stepIndex, to: encoder)")
                printer.line("switch self {")
                for step in flow.steps where !step.parameters.isEmpty {
                    let bindings = step.parameters.indices.map { "let value\($0)" }.joined(separator: ", ")
                    printer.line("case .\(SwiftNames.member(step.name))(\(bindings)):")
                    printer.indented { printer in
                        printer.line("var payload = container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey(\"payload\"))")
                        for (position, parameter) in step.parameters.enumerated() {
                            printer.line("try payload.encode(value\(position), forKey: FlowCodingKey(\(SwiftNames.stringLiteral(parameter.label.name))))")
                        }
                    }
                }
                printer.line("default:")
                printer.indented { $0.line("break") }
                printer.line("}")
            }
        }
    }
}
