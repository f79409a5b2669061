@_spi(FlowGeneratedCode) import FlowRuntime

/// A tabbed router with an outcome and a tab bar action, written by hand as flowc would generate
/// it, for the tests of what the navigator's calls do at their edges. As a `.flow` file:
///
/// ```
/// router Porch {
///     tabs yard, hall
///     shell { on knock -> visitor as sheet }
///     outcome left
///     step yard { on open -> shed  on leave -> left }
///     step shed { on tools -> toolbox as sheet }
///     step toolbox
///     step hall { on open -> stairs }
///     step stairs
///     step visitor
/// }
/// ```
enum Porch: FlowDefinition, FlowDefinitionWithStart, FlowDefinitionWithTabs {
    typealias Step = PorchStep
    typealias Flags = Void
    typealias Transitions = Void
    typealias StepKind = PorchStepKind
    typealias Event = PorchEvent
    typealias Outcome = PorchOutcome
    typealias ShellAction = PorchShellAction

    static let startStep: StepKind = .yard
    static let roots: [StepKind] = [.yard, .hall]
    static let finalSteps: Set<StepKind> = []
    static let tabs: [StepKind] = [.yard, .hall]
    static let reselectedEvent: Event? = .reselected

    static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool { tabs.contains(tab) }

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.yard, .open): return .push(.shed)
        case (.yard, .leave): return .finish(.left)
        case (.shed, .tools): return .present(.toolbox, .sheet)
        case (.hall, .open): return .push(.stairs)
        case (_, .reselected): return .backToRoot
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func shellMove(_ action: ShellAction, flags: Flags) -> FlowStepMove<StepKind>? {
        .present(.visitor, .sheet)
    }

    static func event(of action: ShellAction) -> Event { .knock }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }

    static func successors(of step: StepKind) -> [StepKind] {
        switch step {
        case .yard: return [.shed]
        case .shed: return [.toolbox]
        case .hall: return [.stairs]
        default: return []
        }
    }

    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? {
        step == .toolbox || step == .visitor ? .sheet : nil
    }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Porch>) {}

    static func _outcome(_payloadFree kind: StepKind) -> Outcome? {
        kind == .left ? .left : nil
    }
}

enum PorchStep: String, FlowStep {
    case yard, shed, toolbox, hall, stairs, visitor

    var kind: PorchStepKind { PorchStepKind(rawValue: rawValue)! }
    init?(_payloadFree kind: PorchStepKind) { self.init(rawValue: kind.rawValue) }
}

enum PorchStepKind: String, FlowStepKind {
    case yard, shed, toolbox, hall, stairs, visitor, left

    var name: String { rawValue }
}

enum PorchEvent: FlowEvent {
    case next, dismissed, reselected, open, leave, tools, knock
}

enum PorchOutcome: Hashable, Sendable { case left }

enum PorchShellAction: Hashable, Sendable, CaseIterable { case knock }

extension FlowNavigator where Flow == Porch {
    /// Moves along `event` from the step on top, as a screen's transitions would.
    @discardableResult
    func on(_ event: PorchEvent) -> FlowRefusal? {
        _advance(from: _place(of: current.kind), on: event)
    }
}
