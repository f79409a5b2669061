import FlowCore

/// The meaning of a flow, read straight off its syntax tree: small and obviously correct, for
/// differential tests against the generated code and the runtime.
///
/// - A guard is evaluated on the flag values given.
/// - For a step and an event, transitions are tried in written order; the first whose guard
///   holds is taken, else the event goes nowhere.
/// - Entering a step whose skip rule holds, when the `next` transition taken pushes a step,
///   goes on along that transition instead, repeatedly.
/// - A walk is a stack of step names: a push appends the step entered, `back` drops the last
///   step, `back to s` drops every step after the last `s`.
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

    /// The first transition for `event` whose guard holds.
    public func transition(from name: String, event: String, _ flags: [String: Bool]) -> TransitionDecl? {
        step(name).transitions.first { $0.eventName == event && ($0.guardExpr.map { holds($0, flags) } ?? true) }
    }

    /// The step the transition taken pushes, before skip rules; `nil` when none is taken or it goes back.
    public func target(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        guard let taken = transition(from: name, event: event, flags), case .step(let target) = taken.target else { return nil }
        return target.name
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

    /// The step `event` pushes from `name`, after skip rules.
    public func next(from name: String, event: String, _ flags: [String: Bool]) -> String? {
        target(from: name, event: event, flags).map { entered($0, flags) }
    }

    /// The walk after `event` from its last step, or `nil` when the event does not move.
    public func walk(after event: String, from walk: [String], _ flags: [String: Bool]) -> [String]? {
        guard let top = walk.last, let taken = transition(from: top, event: event, flags) else { return nil }
        switch taken.target {
        case .step(let target):
            return walk + [entered(target.name, flags)]
        case .back:
            return walk.count > 1 ? Array(walk.dropLast()) : nil
        case .backTo(let target):
            guard let position = walk.lastIndex(of: target.name) else { return nil }
            return Array(walk[...position])
        }
    }

    /// The first step shown.
    public func start(_ flags: [String: Bool]) -> String {
        entered(flow.starts[0].roots[0].name, flags)
    }

    /// The steps a walk can be started at (a router's roots), as shown, in declared order.
    public func roots(_ flags: [String: Bool]) -> [String] {
        flow.starts[0].roots.map { entered($0.name, flags) }
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
