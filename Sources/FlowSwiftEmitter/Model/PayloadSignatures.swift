import FlowChecker
import FlowCore

/// A flow's payload steps and alerts grouped by payload: steps and alerts whose parameters have
/// the same labels, types, defaults and former labels (`renamed from (card: cardID)`), in order,
/// share one signature.
///
/// Generated code handles each signature once (one `case let .a(v0), let .b(v0):` arm for all its
/// steps, one function that makes any of its steps from an index and values), so its size grows
/// with the number of distinct payloads, not of payload steps.
struct PayloadSignatures {
    /// One payload, and the steps that carry it.
    struct Signature {
        /// The parameters of its first step (their ranges map Swift errors to the `.flow` file).
        var parameters: [PayloadParameter]
        /// The steps with this payload, in step order.
        var steps: [Int]
        /// The alerts with this payload, in declared order (`dialog itemOptions(id: String)`).
        var alerts: [Int] = []
        /// The former label of each parameter that has one, by its label now.
        var formerLabels: [String: String] = [:]
    }

    private(set) var signatures: [Signature] = []
    /// The signature of each step, `nil` for a step without a payload.
    private(set) var signatureOfStep: [Int?]
    /// The signature of each alert, `nil` for an alert without a payload.
    private(set) var signatureOfAlert: [Int?]

    init(_ flow: FlowGraph) {
        signatureOfStep = Array(repeating: nil, count: flow.steps.count)
        signatureOfAlert = Array(repeating: nil, count: flow.alerts.count)
        var byKey: [String: Int] = [:]
        for index in flow.steps.indices where !flow.steps[index].parameters.isEmpty {
            let parameters = flow.steps[index].parameters
            let former = flow.steps[index].formerLabels
            let key = parameters.map { "\($0.label.name)<\(former[$0.label.name] ?? ""):\($0.type)=\($0.defaultValue ?? "")," }.joined()
            if let signature = byKey[key] {
                signatures[signature].steps.append(index)
                signatureOfStep[index] = signature
            } else {
                byKey[key] = signatures.count
                signatureOfStep[index] = signatures.count
                signatures.append(Signature(parameters: parameters, steps: [index], formerLabels: former))
            }
        }
        // An alert's payload is never saved, so it has no former labels.
        for index in flow.alerts.indices where !flow.alerts[index].parameters.isEmpty {
            let parameters = flow.alerts[index].parameters
            let key = parameters.map { "\($0.label.name)<:\($0.type)=\($0.defaultValue ?? "")," }.joined()
            if let signature = byKey[key] {
                signatures[signature].alerts.append(index)
                signatureOfAlert[index] = signature
            } else {
                byKey[key] = signatures.count
                signatureOfAlert[index] = signatures.count
                signatures.append(Signature(parameters: parameters, steps: [], alerts: [index]))
            }
        }
    }

    /// Whether no step has a payload (an alert's alone makes no route case carry one).
    var isEmpty: Bool { !signatures.contains { !$0.steps.isEmpty } }
}
