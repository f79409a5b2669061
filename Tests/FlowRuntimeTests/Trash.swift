@_spi(FlowGeneratedCode) import FlowRuntime

/// A flow with alerts, written by hand as flowc would generate it, for the runtime's own tests
/// (the emitter's alert output is tested with its goldens). As a `.flow` file:
///
/// ```
/// flow Trash {
///     start list
///     step list { on open -> item  on trash -> trash
///                 on signOut -> confirmSignOut when isSignedIn  on signOut -> signedOut }
///     step item(id: Int) { on delete -> confirmDelete  on more -> itemActions  on edit -> editor as sheet }
///     step editor { on close -> confirmClose }
///     step shareSheet
///     step trash
///     step archive { skip when skipsArchive  -> archived }
///     step archived
///     outcome signedOut
///     alert confirmDelete { on delete destructive -> back  on keep cancel }
///     dialog itemActions {
///         on shareAsImage -> shareSheet as sheet when isSignedIn
///         on shareAsImage -> close
///         on archive -> archive
///         on cancel cancel
///     }
///     alert confirmSignOut { on signOut destructive -> signedOut  on stay cancel }
///     alert confirmClose { on discard destructive -> back then trash  on keep -> close }
/// }
/// ```
enum Trash: FlowDefinition {
    typealias Step = TrashStep
    typealias Flags = any TrashFlags
    typealias Transitions = TrashTransitions
    typealias StepKind = TrashStep.Kind
    typealias Event = TrashEvent
    typealias Outcome = TrashOutcome
    typealias Alert = TrashAlert

    static let startStep: StepKind = .list
    static let roots: [StepKind] = [.list]
    static let finalSteps: Set<StepKind> = []

    static func move(from step: StepKind, on event: Event, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (step, event) {
        case (.list, .open): return .push(.item)
        case (.list, .trash): return .push(.trash)
        case (.list, .signOut): return .finish(.signedOut)
        case (.item, .edit): return .present(.editor, .sheet)
        case (.archive, .next): return .push(.archived)
        case (_, .dismissed): return .back
        default: return nil
        }
    }

    static func alert(shownFrom step: StepKind, on event: Event, flags: Flags) -> Alert? {
        switch (step, event) {
        case (.list, .signOut):
            if flags.isSignedIn { return .confirmSignOut }
            return nil
        case (.item, .delete): return .confirmDelete
        case (.item, .more): return .itemActions
        case (.editor, .close): return .confirmClose
        default: return nil
        }
    }

    static func style(of alert: Alert) -> FlowAlertStyle {
        switch alert {
        case .confirmDelete, .confirmSignOut, .confirmClose: return .alert
        case .itemActions: return .dialog
        }
    }

    static func buttons(of alert: Alert) -> [(event: Event, role: FlowButtonRole?)] {
        switch alert {
        case .confirmDelete: return [(.delete, .destructive), (.keep, .cancel)]
        case .itemActions: return [(.shareAsImage, nil), (.archive, nil), (.cancel, .cancel)]
        case .confirmSignOut: return [(.signOut, .destructive), (.stay, .cancel)]
        case .confirmClose: return [(.discard, .destructive), (.keep, nil)]
        }
    }

    static func move(answering button: Event, of alert: Alert, flags: Flags) -> FlowStepMove<StepKind>? {
        switch (alert, button) {
        case (.confirmDelete, .delete): return .back
        case (.itemActions, .shareAsImage):
            if flags.isSignedIn { return .present(.shareSheet, .sheet) }
            return nil
        case (.itemActions, .archive): return .push(.archive)
        case (.confirmSignOut, .signOut): return .finish(.signedOut)
        case (.confirmClose, .discard): return .unwindThenEnter(.back, .push(.trash))
        default: return nil
        }
    }

    static func isSkipped(_ step: StepKind, flags: Flags) -> Bool {
        step == .archive && flags.skipsArchive
    }

    static func successors(of step: StepKind) -> [StepKind] {
        switch step {
        case .list: return [.item, .trash]
        case .item: return [.editor, .shareSheet, .archive, .archived, .trash]
        case .archive: return [.archived]
        default: return []
        }
    }

    static func presentation(of step: StepKind, after previous: StepKind) -> FlowPresentation? {
        switch (previous, step) {
        case (.item, .editor), (.item, .shareSheet): return .sheet
        default: return nil
        }
    }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Trash>) -> TrashTransitions {
        TrashTransitions(navigator: navigator)
    }

    static func _outcome(_payloadFree kind: StepKind) -> Outcome? {
        kind == .signedOut ? .signedOut : nil
    }
}

extension Trash: FlowDefinitionWithStart, FlowDefinitionWithAlerts {}

enum TrashStep: FlowStep {
    case list, item(id: Int), editor, shareSheet, trash, archive, archived

    enum Kind: String, FlowStepKind {
        case list, item, editor, shareSheet, trash, archive, archived, signedOut
        var name: String { rawValue }
    }

    var kind: Kind {
        switch self {
        case .list: .list
        case .item: .item
        case .editor: .editor
        case .shareSheet: .shareSheet
        case .trash: .trash
        case .archive: .archive
        case .archived: .archived
        }
    }

    init?(_payloadFree kind: Kind) {
        switch kind {
        case .list: self = .list
        case .editor: self = .editor
        case .shareSheet: self = .shareSheet
        case .trash: self = .trash
        case .archive: self = .archive
        case .archived: self = .archived
        case .item, .signedOut: return nil
        }
    }
}

enum TrashEvent: FlowEvent {
    case next, dismissed, open, trash, signOut, delete, more, edit, close
    case keep, shareAsImage, archive, cancel, stay, discard
}

enum TrashOutcome: Hashable, Sendable { case signedOut }

enum TrashAlert: Hashable, Sendable, CaseIterable { case confirmDelete, itemActions, confirmSignOut, confirmClose }

protocol TrashFlags {
    var isSignedIn: Bool { get }
    var skipsArchive: Bool { get }
}

struct TrashFlagValues: TrashFlags {
    var isSignedIn = true
    var skipsArchive = false
}

/// What a screen of Trash can do: `transitions(.item).on(.delete)`.
@MainActor
struct TrashTransitions {
    let navigator: FlowNavigator<Trash>

    func callAsFunction(_ step: TrashStep.Kind) -> Screen {
        Screen(navigator: navigator, place: navigator._place(of: step))
    }

    /// One screen's transitions, bound to the entry on top when they were obtained.
    @MainActor
    struct Screen {
        let navigator: FlowNavigator<Trash>
        let place: _FlowPlace<Trash>

        /// Moves along `event`; an item entered gets `item` as its id.
        @discardableResult
        func on(_ event: TrashEvent, item: Int = 1) -> FlowRefusal? {
            navigator._advance(from: place, on: event) { $0 == .item ? .item(id: item) : TrashStep(_payloadFree: $0) }
        }
    }
}
