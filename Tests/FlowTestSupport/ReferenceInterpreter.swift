import FlowCore

/// The meaning of a flow, read straight off its syntax tree: small and obviously correct, for
/// differential tests against the generated code and the runtime.
///
/// - A guard is evaluated on the flag values given.
/// - For a step and an event, transitions are tried in written order; the first whose guard
///   holds is taken, else the event goes nowhere.
/// - Entering a step whose skip rule holds, when a `next` transition of it applies, goes on
///   along that transition instead, repeatedly.
public struct ReferenceInterpreter {
    public let flow: FlowDecl

    public init(_ flow: FlowDecl) {
        self.flow = flow
    }

    func step(_ name: String) -> StepDecl {
        flow.steps.first { $0.name.name == name }!
    }

    public func holds(_ expr: Expr, _ flags: [String: Bool]) -> Bool {
        switch expr {
        case .flag(let name): flags[name.name]!
        case .literal(let value, _): value
        case .not(let count, let operand, _): count % 2 == 0 ? holds(operand, flags) : !holds(operand, flags)
        case .and(let operands): operands.allSatisfy { holds($0, flags) }
        case .or(let operands): operands.contains { holds($0, flags) }
        case .parenthesized(let inner, _): holds(inner, flags)
        case .invalid: fatalError("a reference flow must parse")
        }
    }

    /// The target of the first transition for `event` whose guard holds, before skip rules.
    public func target(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        step(name).transitions.first { $0.eventName == event && ($0.guardExpr.map { holds($0, flags) } ?? true) }?.target.name
    }

    /// The step shown when the flow enters `name`.
    public func entered(_ name: String, _ flags: [String: Bool]) -> String {
        let declaration = step(name)
        if let skip = declaration.skips.first, holds(skip.condition, flags),
           let next = target(from: name, event: "next", flags) {
            return entered(next, flags)
        }
        return name
    }

    /// The step `event` leads to from `name`, after skip rules.
    public func next(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        target(from: name, event: event, flags).map { entered($0, flags) }
    }

    /// The first step shown.
    public func start(_ flags: [String: Bool]) -> String {
        entered(flow.starts[0].target.name, flags)
    }

    /// Every event of a step, in order of first appearance.
    public func events(of name: String) -> [String] {
        var events: [String] = []
        for transition in step(name).transitions where !events.contains(transition.eventName) {
            events.append(transition.eventName)
        }
        return events
    }
}
