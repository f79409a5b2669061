@_spi(FlowGeneratedCode) import FlowRuntime

/// A sign-in flow, the `signIn` root of `House`, written by hand as flowc would generate it.
/// As a `.flow` file:
///
/// ```
/// flow Door {
///     flag hasAccount
///     start welcome
///     outcome signedIn, signedInLocked
///     step welcome -> password
///     step password { on signIn -> signedIn  on signInLocked -> signedInLocked }
/// }
/// ```
enum Door: FlowDefinition, FlowDefinitionWithStart {
    typealias Step = DoorStep
    typealias Flags = any DoorFlags
    typealias Transitions = Void
    typealias StepKind = DoorStepKind
    typealias Event = DoorEvent
    typealias Outcome = DoorOutcome

    static let startStep: StepKind = .welcome
    static let roots: [StepKind] = [.welcome]
    static let finalSteps: Set<StepKind> = []

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.welcome, .next): return .push(.password)
        case (.password, .signIn): return .finish(.signedIn)
        case (.password, .signInLocked): return .finish(.signedInLocked)
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }
    static func successors(of step: StepKind) -> [StepKind] { step == .welcome ? [.password] : [] }
    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? { nil }
    @MainActor static func _transitions(_ navigator: FlowNavigator<Door>) {}

    static func _outcome(_payloadFree kind: StepKind) -> Outcome? {
        switch kind {
        case .signedIn: return .signedIn
        case .signedInLocked: return .signedInLocked
        default: return nil
        }
    }
}

protocol DoorFlags {
    var hasAccount: Bool { get }
}

enum DoorStep: String, FlowStep {
    case welcome, password

    var kind: DoorStepKind { DoorStepKind(rawValue: rawValue)! }
    init?(_payloadFree kind: DoorStepKind) { self.init(rawValue: kind.rawValue) }
}

enum DoorStepKind: String, FlowStepKind {
    case welcome, password, signedIn, signedInLocked

    var name: String { rawValue }
}

enum DoorEvent: FlowEvent {
    case next, dismissed, signIn, signInLocked
}

enum DoorOutcome: Hashable, Sendable { case signedIn, signedInLocked }

extension FlowNavigator where Flow == Door {
    /// Moves along `event` from the step on top, as a screen's transitions would.
    @discardableResult
    func on(_ event: DoorEvent) -> FlowRefusal? {
        _advance(from: _place(of: current.kind), on: event)
    }
}
