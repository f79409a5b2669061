import FlowCore

extension RandomFlow {
    /// For each type of `RandomFlow.types`, one its saved values still decode as (`Int` to
    /// `Int64`, `T` to `T?`), with a default of that type.
    static let compatibleRetypes: [String: String] = [
        "Int": "Int64", "String": "String?", "[String]": "[String]?", "[String: Int]": "[String: Int]?",
        "Set<Int>": "Set<Int>?", "Double": "Double?",
    ]

    /// For each type, one its saved values don't decode as, and a default of that type.
    static let incompatibleRetypes: [String: (type: String, defaultValue: String)] = [
        "Int": ("String", "\"\""), "String": ("Int", "0"), "[String]": ("[Int]", "[]"), "Double": ("String", "\"\""),
        "Set<Int>": ("[String]", "[]"), "[String: Int]": ("[String: String]", "[:]"),
    ]

    /// A parameter of a detail step retyped (`detailSteps`): keeping its old values decodable,
    /// or not.
    fileprivate static func retypeChange(
        _ flow: FlowDecl, compatible: Bool, using random: inout Generator
    ) -> (step: String, edits: [FlowTextEdit])? {
        let candidates = detailSteps(flow).flatMap { step in step.parameters.map { (step.name.name, $0) } }.filter { _, parameter in
            compatible ? compatibleRetypes[parameter.type] != nil : incompatibleRetypes[parameter.type] != nil
        }
        guard let (step, parameter) = candidates.randomElement(using: &random) else { return nil }
        if compatible { return (step, [FlowTextEdit(parameter.typeRange, compatibleRetypes[parameter.type]!)]) }
        let new = incompatibleRetypes[parameter.type]!
        return (step, [FlowTextEdit(parameter.typeRange, new.type)] + (parameter.defaultRange.map { [FlowTextEdit($0, new.defaultValue)] } ?? []))
    }

    static func retype(_ flow: FlowDecl, compatible: Bool, using random: inout Generator) -> (step: String, edits: [FlowTextEdit], intended: FlowMutation.Verdict, findingID: String?)? {
        guard let change = retypeChange(flow, compatible: compatible, using: &random) else { return nil }
        return (change.step, change.edits, compatible ? .safe : .breaking, compatible ? nil : "compat-payload-retyped")
    }

    /// A transition of a chain step removed: a guarded shortcut, or a named event's only
    /// transition, either entering a step without a payload; the step keeps another. Never an
    /// event a shared set also has, which the step's own transition overrides.
    static func removableTransition(_ flow: FlowDecl, using random: inout Generator) -> (step: String, transition: TransitionDecl)? {
        let plain = Set(flow.steps.filter { $0.parameters.isEmpty }.map(\.name.name))
        let shared = Set(flow.actions.flatMap(\.transitions).map(\.eventName))
        let candidates = flow.steps.flatMap { step in
            step.transitions.filter { transition in
                guard case .enter(let entry) = transition.target, entry.style == .push, plain.contains(entry.step.name), step.transitions.count > 1 else { return false }
                if transition.event == nil { return transition.guardExpr != nil }
                guard !shared.contains(transition.eventName) else { return false }
                return transition.guardExpr == nil && step.transitions.filter { $0.eventName == transition.eventName }.count == 1
            }.map { (step.name.name, $0) }
        }
        return candidates.randomElement(using: &random)
    }
}
