// The replay makes moves as a screen does, through the runtime's SPI for generated code.
@_spi(FlowGeneratedCode) import FlowRuntime

/// The payload values a replayed walk gives the payload steps and outcomes it enters. Return
/// `nil` for the others: the walk makes what needs no payload, or has a default for each
/// parameter, by itself.
///
///     struct CheckoutPayloads: FlowTestPayloads {
///         typealias Flow = Checkout
///         func step(_ kind: CheckoutStepKind) -> CheckoutStep? {
///             kind == .cardDetails ? .cardDetails(cardID: "4242") : nil
///         }
///     }
public protocol FlowTestPayloads<Flow> {
    associatedtype Flow: FlowDefinition
    /// The step of `kind`, with its payload; `nil` for one the flow makes by itself.
    func step(_ kind: Flow.StepKind) -> Flow.Step?
    /// The outcome of `kind`, with its payload; `nil` for one the flow makes by itself.
    func outcome(_ kind: Flow.StepKind) -> Flow.Outcome?
    /// The alert with a payload that `event` shows on the screen of `step`
    /// (`.itemOptions(id: "1")`), with its payload; `nil` for one the flow makes by itself.
    func alert(shownFrom step: Flow.StepKind, on event: Flow.Event) -> Flow.Alert?
}

extension FlowTestPayloads {
    public func step(_ kind: Flow.StepKind) -> Flow.Step? { nil }
    public func outcome(_ kind: Flow.StepKind) -> Flow.Outcome? { nil }
    public func alert(shownFrom step: Flow.StepKind, on event: Flow.Event) -> Flow.Alert? { nil }
}

/// The payloads a flow makes by itself: steps and outcomes without a payload, or with a
/// default for each parameter.
public struct FlowDefaultPayloads<Flow: FlowDefinition>: FlowTestPayloads {
    public init() {}
}

/// Where a replayed walk and the navigator parted: the move, what the walk expected and what
/// the navigator did.
public struct FlowTestFailure: Error, CustomStringConvertible, Sendable {
    public let walk: String
    /// The move's number, from 1; 0 for the start.
    public let move: Int
    public let message: String

    public var description: String { "\(walk), move \(move): \(message)" }
}

extension FlowTestPayloads {
    /// The step of `kind`: this one's, or the flow's own.
    func anyStep(_ kind: Flow.StepKind) -> Flow.Step? { step(kind) ?? Flow.Step(_payloadFree: kind) }
    /// The outcome of `kind`: this one's, or the flow's own.
    func anyOutcome(_ kind: Flow.StepKind) -> Flow.Outcome? { outcome(kind) ?? Flow._outcome(_payloadFree: kind) }
}

extension FlowTestWalk {
    /// Replays the walk on a new navigator: sets each move's flags, makes its event on the step
    /// on screen (`dismissed` as the user's gesture, `performDismissGesture()`; a use-step's outcome through
    /// the child's screens, `FlowTestMove.child`, or else as one move; the tab bar's moves as
    /// `select(_:)`, `reselect(_:)` and `perform(_:)`; a tap on the alert's button as
    /// `answer(_:)`, once the alert shown is the one expected, over the step expected) and
    /// compares what follows with what the walk expects. Returns where they part, or `nil`.
    @MainActor
    public func replay() -> FlowTestFailure? {
        replay(payloads: FlowDefaultPayloads<Flow>())
    }

    /// Replays the walk as `replay()` does, with the payloads the test supplies.
    @MainActor
    public func replay(payloads: some FlowTestPayloads<Flow>) -> FlowTestFailure? {
        func failure(_ move: Int, _ message: String) -> FlowTestFailure {
            FlowTestFailure(walk: description, move: move, message: message)
        }
        let navigator: FlowNavigator<Flow>
        switch start {
        case .root(let kind, let flags, let walk):
            guard let root = payloads.anyStep(kind) else { return failure(0, "no payload for the root \(kind.name): supply one in the payloads") }
            guard let made = FlowNavigator<Flow>(root: root, flags: Support.flags(flags)) else { return failure(0, "\(kind.name) is not a root") }
            navigator = made
            if let problem = Self.difference(walk, navigator) { return failure(0, problem) }
        case .link(let url, let flags, let walk):
            let startFlags = Support.flags(flags)
            guard let start = Flow.Step(_payloadFree: Flow.entered(Flow.startStep, flags: startFlags)) else {
                return failure(0, "the flow has no start to open a link from")
            }
            navigator = FlowNavigator(root: start, flags: startFlags)!
            guard Support.open(url, on: navigator) else { return failure(0, "\(url) did not open") }
            if let problem = Self.difference(walk, navigator) { return failure(0, problem) }
        }
        for (number, (move, expectedWalk)) in zip(moves, expectedWalks).enumerated() {
            navigator.flags = Support.flags(move.flags)
            guard navigator.current.kind == move.step else {
                return failure(number + 1, "expected \(move.step.name) on screen, found \(navigator.current.kind.name)")
            }
            // The gesture goes through the navigator's own gesture API, as a host view feeds it;
            // a child's outcome through the child's screens when the walk says how.
            let refusal: FlowRefusal?
            if move.answersAlert {
                let answered = Self.answer(move, on: navigator)
                if let problem = answered.problem { return failure(number + 1, problem) }
                refusal = answered.refusal
            } else if let bar = move.bar {
                refusal = Self.make(bar, on: navigator)
            } else if let child = move.child {
                if let problem = child.moves.replay(on: navigator, Support.self) { return failure(number + 1, problem) }
                refusal = nil
            } else if move.event == .dismissed {
                refusal = navigator.performDismissGesture()
            } else {
                refusal = Self.advance(move, on: navigator, payloads)
            }
            if refusal == .noTransition, case .alertNamed(let name) = move.expected {
                return failure(number + 1, "no payload for the alert \(name): supply one in the payloads (alert(shownFrom:on:))")
            }
            // A refused move into a payload step the payloads don't make: say so.
            if refusal == .noTransition, !move.answersAlert, let entered = Flow.resolvedMove(from: move.step, on: move.event, flags: navigator.flags)?.enteredStep,
               payloads.anyStep(entered) == nil {
                return failure(number + 1, "no payload for \(entered.name): supply one in the payloads")
            }
            if let problem = Self.difference(after: move, refusal, expectedWalk, navigator, payloads) { return failure(number + 1, problem) }
        }
        return nil
    }

    /// Makes `move` on `navigator`, the navigator of an app's root on screen (the app sets its
    /// flags), and compares what follows with what the move expects: how they differ, or `nil`.
    /// What an app's test walk replays for a move of its root (`FlowAppTestMove.Action.root`).
    @MainActor
    public static func replay(_ move: FlowTestMove<Flow>, on navigator: FlowNavigator<Flow>) -> String? {
        let payloads = FlowDefaultPayloads<Flow>()
        guard navigator.current.kind == move.step else { return "expected \(move.step.name) on screen, found \(navigator.current.kind.name)" }
        let before = navigator.walk.map(\.kind)
        let refusal: FlowRefusal?
        if move.answersAlert {
            let answered = answer(move, on: navigator)
            if let problem = answered.problem { return problem }
            refusal = answered.refusal
        } else if let bar = move.bar {
            refusal = make(bar, on: navigator)
        } else if move.event == .dismissed {
            refusal = navigator.performDismissGesture()
        } else {
            refusal = advance(move, on: navigator, payloads)
        }
        let walk: [Flow.StepKind] = switch move.expected {
        case .walk(let keeping, let entering): Array(before.prefix(keeping)) + (entering.map { [$0] } ?? [])
        case .container(let container): container.selectedWalk
        case .outcome, .refused, .alert, .alertNamed: before
        }
        return difference(after: move, refusal, walk, navigator, payloads)
    }

    /// How what followed `move` (its refusal, the navigator after it) differs from what the
    /// walk expects (`walk`, the walk after it); `nil` when it doesn't.
    @MainActor
    private static func difference(
        after move: FlowTestMove<Flow>, _ refusal: FlowRefusal?, _ walk: [Flow.StepKind], _ navigator: FlowNavigator<Flow>,
        _ payloads: some FlowTestPayloads<Flow>
    ) -> String? {
        switch move.expected {
        case .container(let expected):
            if let refusal { return "\(move.event) was refused (\(refusal))" }
            if let problem = expected.difference(from: navigator.container) { return problem }
        case .walk:
            if let refusal { return "\(move.event) was refused (\(refusal))" }
            if let problem = difference(walk, navigator) { return problem }
        case .outcome(let kind):
            guard refusal == nil, let outcome = navigator.outcome, outcome == payloads.anyOutcome(kind) else {
                return "expected the flow to end on \(kind.name)"
            }
        case .alert(let kind):
            if let refusal { return "\(move.event) was refused (\(refusal))" }
            if let problem = difference(kind, over: move.step, navigator) ?? difference(walk, navigator) { return problem }
        case .alertNamed(let name):
            if let refusal { return "\(move.event) was refused (\(refusal))" }
            if let problem = difference(named: name, over: move.step, navigator) ?? difference(walk, navigator) { return problem }
        case .refused:
            // The gesture is refused as disabled: the step's guards allow no `dismissed` now.
            let isGesture = move.event == .dismissed || move.bar.map { if case .reselect = $0 { true } else { false } } == true
            let expected: FlowRefusal = isGesture ? .dismissalDisabled : .noTransition
            guard let refusal else { return "\(move.event) moved; expected a refusal" }
            guard refusal == expected else { return "\(move.event) was refused as \(refusal), not \(expected)" }
        }
        // A tap on a button closes the alert, whatever its move.
        if move.answersAlert, let shown = navigator.alert { return "the alert \(shown.kind) is still shown" }
        return nil
    }

    /// Taps the button `move.event` of the alert the move answers, which must be shown over
    /// `move.step`: the refusal of its move, or what differs from the walk's expectation.
    @MainActor
    private static func answer(_ move: FlowTestMove<Flow>, on navigator: FlowNavigator<Flow>) -> (refusal: FlowRefusal?, problem: String?) {
        let problem = move.answering.map { difference($0, over: move.step, navigator) }
            ?? move.answeringNamed.flatMap { difference(named: $0, over: move.step, navigator) }
        if let problem { return (nil, problem) }
        let alert = move.answering.map { "\($0)" } ?? move.answeringNamed ?? ""
        guard let button = navigator.alert?.button(move.event) else { return (nil, "the alert \(alert) has no button \(move.event)") }
        return (navigator.answer(button), nil)
    }

    /// Makes `move`'s event on the step on screen, as the screen's transition would: a step,
    /// outcome or alert it shows made with the test's payloads where they supply one.
    @MainActor
    private static func advance(_ move: FlowTestMove<Flow>, on navigator: FlowNavigator<Flow>, _ payloads: some FlowTestPayloads<Flow>) -> FlowRefusal? {
        let event = move.event
        return navigator._advance(from: navigator._place(of: move.step), on: event, makeStep: payloads.anyStep, makeOutcome: payloads.anyOutcome) { step, flags in
            // An event that moves shows no alert; one that doesn't may show the test's.
            guard Flow.resolvedMove(from: step, on: event, flags: flags) == nil else { return nil }
            return payloads.alert(shownFrom: step, on: event) ?? Flow._alertLogic.alert(step, event, flags)
        }
    }

    /// How the navigator's alert differs from the alert named `name` (its case, the payload
    /// left out), shown over a step of kind `step`; `nil` when it doesn't.
    @MainActor
    private static func difference(named name: String, over step: Flow.StepKind, _ navigator: FlowNavigator<Flow>) -> String? {
        guard let shown = navigator.alert else { return "expected the alert \(name) shown, found none" }
        let shownName = String("\(shown.kind)".prefix { $0 != "(" })
        guard shownName == name else { return "expected the alert \(name) shown, found \(shown.kind)" }
        guard shown.over.kind == step else { return "expected the alert \(name) over \(step.name), found it over \(shown.over.kind.name)" }
        return nil
    }

    /// How the navigator's alert differs from `expected`, shown over a step of kind `step`;
    /// `nil` when it doesn't.
    @MainActor
    private static func difference(_ expected: Flow.Alert, over step: Flow.StepKind, _ navigator: FlowNavigator<Flow>) -> String? {
        guard let shown = navigator.alert else { return "expected the alert \(expected) shown, found none" }
        guard shown.kind == expected else { return "expected the alert \(expected) shown, found \(shown.kind)" }
        guard shown.over.kind == step else { return "expected the alert \(expected) over \(step.name), found it over \(shown.over.kind.name)" }
        return nil
    }

    /// How the navigator's walk differs from `expected`, by kind; `nil` when it doesn't.
    @MainActor
    private static func difference(_ expected: [Flow.StepKind], _ navigator: FlowNavigator<Flow>) -> String? {
        FlowTestContainer<Flow>.difference(expected, navigator.walk)
    }

    /// Makes the tab bar's move on `navigator`: a tap on a tab, or the bar's action.
    @MainActor
    private static func make(_ bar: FlowTestMove<Flow>.Bar, on navigator: FlowNavigator<Flow>) -> FlowRefusal? {
        switch bar {
        case .select(let kind):
            guard let tab = Flow.Step(_payloadFree: kind) else { return .notATab }
            return navigator.select(tab)
        case .reselect(let kind):
            guard let tab = Flow.Step(_payloadFree: kind) else { return .notATab }
            return navigator.reselect(tab)
        case .action(let action):
            return navigator.perform(action)
        }
    }
}
