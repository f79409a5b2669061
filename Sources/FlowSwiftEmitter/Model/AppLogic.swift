import FlowChecker
import FlowCore

/// An app's logic as values the renderer spells: the arms of `move(on:flags:)`,
/// `move(from:on:flags:)` and each root's outcome switch, each a pattern and the guarded moves
/// it tries in order.
package struct AppLogic {
    /// One `case` of a generated `switch`.
    package struct Arm: Hashable {
        package let pattern: Pattern
        package let branches: [Branch]
    }

    /// What a `case` matches.
    package enum Pattern: Hashable {
        /// An app event's case, binding the payload values at these positions (`_0`, `_1`, …).
        case event(Int, binding: Set<Int>)
        /// An app-level step's case binding these payload positions, and a step event's case.
        case step(Int, binding: Set<Int>, event: Int)
        /// An outcome of a root's flow.
        case outcome(String)
    }

    /// A move tried when its guard holds (always, without one); `move` `nil` returns `nil`.
    package struct Branch: Hashable {
        package init(condition: Guard?, move: Move?) {
            self.condition = condition
            self.move = move
        }

        package let condition: Guard?
        package let move: Move?
    }

    /// A `FlowAppMove` value.
    package enum Move: Hashable {
        case swap(RootID)
        /// The step, each of its payload parameters given a value, and the presentation.
        case present(AppStepID, [Argument], FlowPresentation)
        case dismiss
    }

    /// A payload value of a presented step: the bound value at a position of the event's or
    /// step's payload, or the parameter's `.flow` default.
    package enum Argument: Hashable {
        case bound(Int)
        case defaultValue(String)
    }

    package let eventArms: [Arm]
    package let stepArms: [Arm]
    /// By root index: the outcome switch's arms, one an outcome of the root's flow in its order.
    package let outcomeArms: [[Arm]]

    init(_ app: CheckedApp) {
        eventArms = app.events.indices.map { position in
            let event = app.events[position]
            let branch = Branch(condition: event.guardCondition, move: Self.move(event.move, app, from: event.parameters))
            return Arm(pattern: .event(position, binding: Self.bound(branch.move)), branches: [branch])
        }
        let stepEvents = Self.stepEvents(app)
        var stepArms: [Arm] = []
        for step in app.stepIDs {
            let declared = app[step: step]
            var events: [String] = []
            for transition in declared.transitions where !events.contains(transition.event) { events.append(transition.event) }
            for event in events {
                let branches = declared.transitions.filter { $0.event == event }.map { transition in
                    Branch(condition: transition.guardCondition, move: Self.move(transition.move, app, from: declared.parameters))
                }
                let binding = branches.reduce(into: Set<Int>()) { $0.formUnion(Self.bound($1.move)) }
                stepArms.append(Arm(pattern: .step(step.index, binding: binding, event: stepEvents.firstIndex(of: event)!), branches: branches))
            }
        }
        self.stepArms = stepArms
        outcomeArms = app.roots.map { root in
            root.flow.outcomes.map { outcome in
                let moves = root.outcomes.filter { $0.outcome == outcome.name }
                return Arm(pattern: .outcome(outcome.name), branches: moves.map { Branch(condition: $0.guardCondition, move: Self.move($0.move, app, from: [])) })
            }
        }
    }

    /// The step events, each once, in order of first appearance.
    static func stepEvents(_ app: CheckedApp) -> [String] {
        var events: [String] = []
        for step in app.steps {
            for transition in step.transitions where !events.contains(transition.event) { events.append(transition.event) }
        }
        return events
    }

    /// `move` as a value; a presented step's payload from `parameters` of the same label and
    /// type, or the parameter's default.
    package static func move(_ move: CheckedApp.AppMove, _ app: CheckedApp, from parameters: [PayloadParameter]) -> Move {
        switch move {
        case .swap(let root): return .swap(root)
        case .dismiss: return .dismiss
        case .present(let step, let style):
            let arguments = app[step: step].parameters.map { parameter -> Argument in
                if let position = parameters.firstIndex(where: { $0.label.name == parameter.label.name && $0.type == parameter.type }) {
                    return .bound(position)
                }
                return .defaultValue(parameter.defaultValue ?? "")
            }
            return .present(step, arguments, style)
        }
    }

    /// The payload positions a move reads.
    static func bound(_ move: Move?) -> Set<Int> {
        guard case .present(_, let arguments, _)? = move else { return [] }
        return Set(arguments.compactMap { if case .bound(let position) = $0 { position } else { nil } })
    }
}
