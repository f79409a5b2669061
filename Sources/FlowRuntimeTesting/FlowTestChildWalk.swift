@_spi(FlowGeneratedCode) import FlowRuntime

/// The moves inside a child flow that a parent's walk makes on a use-step before the parent
/// goes on: the child's screens, shown inside the parent as the use-step's entries
/// (`.address(.list)`), each event made there, and the last ending the child on the outcome
/// the parent's move names. Generated for test targets (`FlowTestSupportPlugin`).
public struct FlowTestChildWalk<Parent: FlowDefinition>: Sendable {
    /// The child's moves, described: `list --add-->`.
    public let descriptions: [String]
    let moves: any FlowTestChildMoves<Parent>

    /// The moves of `child`, inside the use-step on screen. Each move's flags are the
    /// parent's, in the parent's order of flags; the child reads its own from them.
    public init<Child: FlowDefinition>(_ child: Child.Type, moves: [FlowTestMove<Child>]) {
        descriptions = moves.map { "\($0.step.name) --\($0.event)-->" }
        self.moves = ChildMoves<Parent, Child>(moves: moves)
    }
}

/// A child's moves, whatever the child: what `FlowTestChildWalk` holds.
protocol FlowTestChildMoves<Parent>: Sendable {
    associatedtype Parent: FlowDefinition
    /// Makes each move on the child's step on screen; where the replay and the walk part,
    /// what differs.
    @MainActor func replay<Support: FlowTestSupport>(on navigator: FlowNavigator<Parent>, _ support: Support.Type) -> String?
        where Support.Flow == Parent
}

private struct ChildMoves<Parent: FlowDefinition, Child: FlowDefinition>: FlowTestChildMoves {
    let moves: [FlowTestMove<Child>]

    @MainActor
    func replay<Support: FlowTestSupport>(on navigator: FlowNavigator<Parent>, _ support: Support.Type) -> String? where Support.Flow == Parent {
        guard let use = Parent._use(of: navigator.current) as? _FlowUse<Parent, Child> else {
            return "expected \(Child.self)'s screens inside \(navigator.current.kind.name)"
        }
        // The use-step's kind: the parent's step on screen while the child's screens are shown.
        let useStep = navigator.current.kind
        let mover = navigator._mover(use)
        for (number, move) in moves.enumerated() {
            let at = "inside \(useStep.name), \(Child.self) move \(number + 1)"
            navigator.flags = Support.flags(move.flags)
            guard let shown = use.unwrap(navigator.current), shown.kind == move.step else {
                return "\(at): expected \(move.step.name) on screen"
            }
            let refusal: FlowRefusal?
            if let alert = move.answering {
                let answered = Self.answer(move.event, of: alert, in: use, on: navigator)
                if let problem = answered.problem { return "\(at): \(problem)" }
                refusal = answered.refusal
            } else {
                refusal = mover._advance(
                    from: mover._place(of: move.step), on: move.event,
                    makeStep: { Child.Step(_payloadFree: $0) }, makeOutcome: { Child._outcome(_payloadFree: $0) }
                )
            }
            if let refusal { return "\(at): \(move.event) was refused (\(refusal))" }
            if case .alert(let expected) = move.expected {
                guard let shown = navigator.alert, use.alerts?.unwrap(shown.kind) == expected else {
                    return "\(at): expected \(Child.self)'s alert \(expected) shown after \(move.event)"
                }
                continue
            }
            // Until its last move ends it, the child's walk is the use-step's run of entries on
            // top of the walk (its root included, for a use-step root).
            guard case .walk(let keeping, let entering) = move.expected else { continue }
            let count = keeping + (entering == nil ? 0 : 1)
            let run = navigator.walk.reversed().prefix { $0.kind == useStep }.count
            guard run == count, entering.map({ use.unwrap(navigator.current)?.kind == $0 }) ?? true else {
                return "\(at): expected \(count) of \(Child.self)'s screens\(entering.map { ", \($0.name) on top" } ?? "") after \(move.event)"
            }
        }
        return nil
    }

    /// Taps the button `event` of the child's alert `alert`, which the parent shows as its own
    /// (`.itemScreens(.confirmDelete)`): the parent's button whose event is the child's
    /// `event`. Its refusal, or what differs from the walk's expectation.
    @MainActor
    private static func answer(
        _ event: Child.Event, of alert: Child.Alert, in use: _FlowUse<Parent, Child>, on navigator: FlowNavigator<Parent>
    ) -> (refusal: FlowRefusal?, problem: String?) {
        guard let shown = navigator.alert, let alerts = use.alerts, alerts.unwrap(shown.kind) == alert else {
            return (nil, "expected \(Child.self)'s alert \(alert) shown, found \(navigator.alert.map { "\($0.kind)" } ?? "none")")
        }
        guard let button = shown.buttons.first(where: { alerts.button($0.event) == event }) else {
            return (nil, "the alert \(alert) has no button \(event)")
        }
        return (navigator.answer(button), nil)
    }
}
