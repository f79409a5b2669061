@_spi(FlowGeneratedCode) import FlowRuntime

/// A tabbed router with sheets over sheets and links, the kept `main` root of `House`, written
/// by hand as flowc would generate it. As a `.flow` file:
///
/// ```
/// router Rooms {
///     flag hasPremium
///     tabs items, settings
///     outcome loggedOut
///     link view "house://items/view" -> items, view
///     link about "house://settings/about" -> settings, about
///     step items { on open -> view as sheet }
///     step view { on edit -> edit as sheet }
///     step edit { on done -> dismiss }
///     step settings { on open -> about  on signOut -> loggedOut }
///     step about
/// }
/// ```
enum Rooms: FlowDefinition, FlowDefinitionWithStart, FlowDefinitionWithTabs, FlowDefinitionWithLinks {
    typealias Step = RoomsStep
    typealias Flags = any RoomsFlags
    typealias Transitions = Void
    typealias StepKind = RoomsStepKind
    typealias Event = RoomsEvent
    typealias Outcome = RoomsOutcome
    typealias Link = RoomsLink

    static let startStep: StepKind = .items
    static let roots: [StepKind] = [.items, .settings]
    static let finalSteps: Set<StepKind> = []
    static let tabs: [StepKind] = [.items, .settings]
    static let reselectedEvent: Event? = .reselected

    static func isTabShown(_ tab: StepKind, flags: Flags) -> Bool { true }

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.items, .open): return .present(.view, .sheet)
        case (.view, .edit): return .present(.edit, .sheet)
        case (.edit, .done): return .dismiss
        case (.settings, .open): return .push(.about)
        case (.settings, .signOut): return .finish(.loggedOut)
        case (_, .reselected): return .backToRoot
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool { false }

    static func successors(of step: StepKind) -> [StepKind] {
        switch step {
        case .items: return [.view]
        case .view: return [.edit]
        case .settings: return [.about]
        default: return []
        }
    }

    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? {
        step == .view || step == .edit ? .sheet : nil
    }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Rooms>) {}

    static func _outcome(_payloadFree kind: StepKind) -> Outcome? {
        kind == .loggedOut ? .loggedOut : nil
    }
}

protocol RoomsFlags {
    var hasPremium: Bool { get }
}

enum RoomsStep: String, FlowStep {
    case items, view, edit, settings, about

    var kind: RoomsStepKind { RoomsStepKind(rawValue: rawValue)! }
    init?(_payloadFree kind: RoomsStepKind) { self.init(rawValue: kind.rawValue) }
}

enum RoomsStepKind: String, FlowStepKind {
    case items, view, edit, settings, about, loggedOut

    var name: String { rawValue }
}

enum RoomsEvent: FlowEvent {
    case next, dismissed, reselected, open, edit, done, signOut
}

enum RoomsOutcome: Hashable, Sendable { case loggedOut }

/// Rooms' links: `house://items/view` and `house://settings/about`.
enum RoomsLink: FlowLink {
    typealias Flow = Rooms
    case view, about

    init?(_matching url: String) {
        switch url {
        case "house://items/view": self = .view
        case "house://settings/about": self = .about
        default: return nil
        }
    }

    var _urlText: String? { self == .view ? "house://items/view" : "house://settings/about" }

    var walk: [RoomsStep] { self == .view ? [.items, .view] : [.settings, .about] }
}

extension FlowNavigator where Flow == Rooms {
    /// Moves along `event` from the step on top, as a screen's transitions would.
    @discardableResult
    func on(_ event: RoomsEvent) -> FlowRefusal? {
        _advance(from: _place(of: current.kind), on: event)
    }
}
