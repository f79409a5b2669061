@_spi(FlowGeneratedCode) import FlowRuntime

/// An unlock screen, the `unlock` root of `House`, written by hand as flowc would generate it.
/// As a `.flow` file:
///
/// ```
/// flow Latch {
///     flag isLocked
///     start pin
///     outcome unlocked, loggedOut
///     step pin { on unlock -> unlocked  on logOut -> loggedOut }
/// }
/// ```
enum Latch: FlowDefinition, FlowDefinitionWithStart {
    typealias Step = LatchStep
    typealias Flags = any LatchFlags
    typealias Transitions = Void
    typealias StepKind = LatchStepKind
    typealias Event = LatchEvent
    typealias Outcome = LatchOutcome

    static let startStep: StepKind = .pin
    static let roots: [StepKind] = [.pin]
    static let finalSteps: Set<StepKind> = []

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.pin, .unlock): return .finish(.unlocked)
        case (.pin, .logOut): return .finish(.loggedOut)
        default: return nil
        }
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }
    static func successors(of step: StepKind) -> [StepKind] { [] }
    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? { nil }
    @MainActor static func _transitions(_ navigator: FlowNavigator<Latch>) {}

    static func _outcome(_payloadFree kind: StepKind) -> Outcome? {
        switch kind {
        case .unlocked: return .unlocked
        case .loggedOut: return .loggedOut
        default: return nil
        }
    }
}

protocol LatchFlags {
    var isLocked: Bool { get }
}

enum LatchStep: String, FlowStep {
    case pin

    var kind: LatchStepKind { LatchStepKind(rawValue: rawValue)! }
    init?(_payloadFree kind: LatchStepKind) { self.init(rawValue: kind.rawValue) }
}

enum LatchStepKind: String, FlowStepKind {
    case pin, unlocked, loggedOut

    var name: String { rawValue }
}

enum LatchEvent: FlowEvent {
    case next, dismissed, unlock, logOut
}

enum LatchOutcome: Hashable, Sendable { case unlocked, loggedOut }

extension FlowNavigator where Flow == Latch {
    /// Moves along `event` from the step on top, as a screen's transitions would.
    @discardableResult
    func on(_ event: LatchEvent) -> FlowRefusal? {
        _advance(from: _place(of: current.kind), on: event)
    }
}
