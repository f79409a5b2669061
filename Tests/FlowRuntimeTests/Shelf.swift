@_spi(FlowGeneratedCode) import FlowRuntime

/// A tabbed router with a dialog, written by hand as flowc would generate it. As a `.flow` file:
///
/// ```
/// flow Shelf {
///     tabs { tab home  tab profile }
///     step home { on open -> detail }
///     step detail { on leave -> leaveOptions }
///     step profile { on open -> about  on leave -> leaveOptions }
///     step about
///     dialog leaveOptions { on toProfile -> tab profile then about  on cancel cancel }
/// }
/// ```
enum Shelf: FlowDefinition {
    typealias Step = ShelfStep
    typealias Flags = Void
    typealias Transitions = ShelfTransitions
    typealias StepKind = ShelfStep
    typealias Event = ShelfEvent
    typealias Alert = ShelfAlert

    static let startStep: StepKind = .home
    static let roots: [StepKind] = [.home, .profile]
    static let finalSteps: Set<StepKind> = []
    static let tabs: [StepKind] = [.home, .profile]
    static let reselectedEvent: Event? = .reselected

    static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool { true }

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.home, .open): return .push(.detail)
        case (.profile, .open): return .push(.about)
        case (_, .reselected): return .backToRoot
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func alert(shownFrom step: StepKind, on event: Event, flags: Flags) -> Alert? {
        (step == .detail || step == .profile) && event == .leave ? .leaveOptions : nil
    }

    static func style(of alert: Alert) -> FlowAlertStyle { .dialog }

    static func buttons(of alert: Alert) -> [(event: Event, role: FlowButtonRole?)] {
        [(.toProfile, nil), (.cancel, .cancel)]
    }

    static func move(answering button: Event, of alert: Alert, flags: Flags) -> FlowStepMove<StepKind>? {
        button == .toProfile ? .tab(.profile, then: .push(.about)) : nil
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }

    static func successors(of step: StepKind) -> [StepKind] {
        switch step {
        case .home: return [.detail]
        case .profile: return [.about]
        default: return []
        }
    }

    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? { nil }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Shelf>) -> ShelfTransitions {
        ShelfTransitions(navigator: navigator)
    }
}

extension Shelf: FlowDefinitionWithStart, FlowDefinitionWithTabs, FlowDefinitionWithAlerts {}

enum ShelfStep: String, FlowStep, FlowStepKind {
    case home, detail, profile, about

    var name: String { rawValue }
    var kind: ShelfStep { self }
    init?(_payloadFree kind: ShelfStep) { self = kind }
}

enum ShelfEvent: FlowEvent {
    case next, dismissed, reselected, open, leave, toProfile, cancel
}

enum ShelfAlert: Hashable, Sendable, CaseIterable { case leaveOptions }

/// What a screen of Shelf can do: `transitions(.detail).on(.leave)`.
@MainActor
struct ShelfTransitions {
    let navigator: FlowNavigator<Shelf>

    func callAsFunction(_ step: ShelfStep) -> Screen {
        Screen(navigator: navigator, place: navigator._place(of: step))
    }

    /// One screen's transitions, bound to the entry on top when they were obtained.
    @MainActor
    struct Screen {
        let navigator: FlowNavigator<Shelf>
        let place: _FlowPlace<Shelf>

        @discardableResult
        func on(_ event: ShelfEvent) -> FlowRefusal? {
            navigator._advance(from: place, on: event)
        }
    }
}
