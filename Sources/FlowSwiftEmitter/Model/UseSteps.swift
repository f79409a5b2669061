import FlowChecker

/// A flow's use-steps (`step address uses AddressPicker`), and what the generated code says
/// about each: the child's types, the name of the value `transitions(.address)` takes, and
/// where the parent goes on from each of the child's outcomes, with the payload it forwards.
struct UseSteps {
    /// One use-step.
    struct Use {
        /// The use-step, by index.
        let step: Int
        let child: UsedFlow
        /// The child's generated type names (`AddressPickerStep`, `AddressPickerTransitions`).
        let childNames: GeneratedTypeNames
        /// The type whose one static member names the use-step in `transitions(.address)`.
        let selector: String
        /// The continuation of each of the child's outcomes, in the child's order.
        let continuations: [Continuation]
        /// The child's start step's case, escaped.
        let startCase: String
        /// Each parameter of the child's start step, in its order: its label, escaped, and the
        /// position of the use-step's parameter that supplies it (`nil`: it takes its default).
        let startArguments: [(label: String, parameter: Int?)]
    }

    /// Where the use-step goes on from one outcome of its child.
    struct Continuation {
        /// The outcome's case, escaped.
        let outcomeCase: String
        /// The parent's event for the outcome, escaped.
        let eventCase: String
        /// Which of the outcome's payload values the continuation forwards, in the outcome's
        /// order: the printer binds those (`(o0, _)`), and no pattern where it forwards none.
        let forwarded: [Bool]
        /// The steps the continuation can enter that take a payload, grouped by signature:
        /// `_make<signature>` with a value for each parameter of the signature.
        let arms: [(steps: [Int], signature: Int, arguments: [(label: String, value: Value)])]
    }

    /// What a continuation passes for one parameter of the step it enters.
    enum Value: Hashable {
        /// The outcome's payload value at this position (bound as `o<position>`).
        case outcome(Int)
        /// The parameter's default, as the `.flow` file writes it.
        case written(String)
        /// `nil`, for a parameter neither supplied nor with a default (the checker refuses
        /// such a continuation: `nil` keeps the printer total).
        case none
    }

    let uses: [Use]

    init(_ flow: FlowGraph, signatures: PayloadSignatures, eventCases: [String], reserved: Set<String>) {
        var taken = reserved
        uses = flow.stepIDs.compactMap { step -> Use? in
            guard case .use(let name) = flow.steps[step].role, let child = flow.usedFlows.first(where: { $0.name == name }) else { return nil }
            var selector = "_Use" + SwiftNames.typeName(flow.steps[step].name)
            while !taken.insert(selector).inserted { selector += "_" }
            let continuations = child.outcomes.map { outcome in
                Self.continuation(of: step, from: outcome, in: flow, signatures: signatures, eventCases: eventCases)
            }
            let parameters = flow.steps[step].parameters
            let startArguments = child.startParameters.map { parameter in
                (SwiftNames.label(parameter.label.name), parameters.firstIndex { $0.label.name == parameter.label.name && $0.type == parameter.type })
            }
            return Use(
                step: step.index, child: child, childNames: GeneratedTypeNames(flowNamed: name), selector: selector, continuations: continuations,
                startCase: SwiftNames.identifier(child.startStep), startArguments: startArguments
            )
        }
    }

    /// The continuation of `step` from `outcome`: the targets of the outcome's event that take
    /// a payload, each given the outcome's value of the same label and type.
    private static func continuation(
        of step: StepID, from outcome: UsedFlow.Outcome, in flow: FlowGraph, signatures: PayloadSignatures, eventCases: [String]
    ) -> Continuation {
        guard let event = flow.events.firstIndex(of: outcome.name) else {
            preconditionFailure("the checker makes every outcome an event of its use-step (`unhandled-outcome`)")
        }
        let supplied = Dictionary(outcome.parameters.enumerated().map { ("\($1.label.name): \($1.type)", $0) }) { first, _ in first }
        var forwarded = outcome.parameters.map { _ in false }
        var arms: [(steps: [Int], signature: Int, arguments: [(label: String, value: Value)])] = []
        for target in TransitionShapes.targets(of: step, event: flow.eventIDs[event], flow) {
            guard let signature = signatures.signatureOfStep[target], !flow.steps[target].isOutcome else { continue }
            if let arm = arms.firstIndex(where: { $0.signature == signature }) {
                arms[arm].steps.append(target)
                continue
            }
            let arguments = signatures.signatures[signature].parameters.map { parameter in
                let value: Value
                if let position = supplied["\(parameter.label.name): \(parameter.type)"] {
                    forwarded[position] = true
                    value = .outcome(position)
                } else {
                    value = parameter.defaultValue.map(Value.written) ?? .none
                }
                return (SwiftNames.label(parameter.label.name), value)
            }
            arms.append(([target], signature, arguments))
        }
        return Continuation(outcomeCase: SwiftNames.identifier(outcome.name), eventCase: eventCases[event], forwarded: forwarded, arms: arms)
    }
}
