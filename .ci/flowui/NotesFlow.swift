@_spi(FlowGeneratedCode) import FlowRuntime

// .ci/flowui-check: a flow with an alert and two dialogs, written by hand as flowc generates
// one, for NotesHost.swift while no bundled flow declares alerts:
//
//     flow Notes {
//         start list
//         step list { on open -> note }
//         step note { on delete -> confirmDelete  on share -> shareOptions  on pin -> pinOptions }
//         step image { on remove -> confirmDelete }
//         alert confirmDelete { on delete destructive -> back  on keep cancel }
//         dialog shareOptions {
//             on copyLink -> close
//             on shareAsImage -> image as sheet
//             on cancel cancel
//         }
//         dialog pinOptions { on pinTop -> close }        // no cancel button
//     }

nonisolated enum Notes: FlowDefinition, FlowDefinitionWithStart, FlowDefinitionWithAlerts {
    typealias Step = NotesStep
    typealias Flags = NotesFlagValues
    typealias Transitions = NotesTransitions
    typealias StepKind = NotesStep
    typealias Event = NotesEvent
    typealias Alert = NotesAlert

    static let startStep: NotesStep = .list
    static let roots: [NotesStep] = [.list]
    static let finalSteps: Set<NotesStep> = []

    static func move(from step: NotesStep, on event: NotesEvent, flags: NotesFlagValues) -> FlowStepMove<NotesStep>? {
        switch (step, event) {
        case (.list, .open): .push(.note)
        case (_, .dismissed): .back
        default: nil
        }
    }

    static func alert(shownFrom step: NotesStep, on event: NotesEvent, flags: NotesFlagValues) -> NotesAlert? {
        switch (step, event) {
        case (.note, .delete), (.image, .remove): .confirmDelete
        case (.note, .share): .shareOptions
        case (.note, .pin): .pinOptions
        default: nil
        }
    }

    static func style(of alert: NotesAlert) -> FlowAlertStyle {
        alert == .confirmDelete ? .alert : .dialog
    }

    static func buttons(of alert: NotesAlert) -> [(event: NotesEvent, role: FlowButtonRole?)] {
        switch alert {
        case .confirmDelete: [(.delete, .destructive), (.keep, .cancel)]
        case .shareOptions: [(.copyLink, nil), (.shareAsImage, nil), (.cancel, .cancel)]
        case .pinOptions: [(.pinTop, nil)]
        }
    }

    static func move(answering button: NotesEvent, of alert: NotesAlert, flags: NotesFlagValues) -> FlowStepMove<NotesStep>? {
        switch (alert, button) {
        case (.confirmDelete, .delete): .back
        case (.shareOptions, .shareAsImage): .present(.image, .sheet)
        default: nil
        }
    }

    static func isSkipped(_ step: NotesStep, flags: NotesFlagValues) -> Bool { false }

    static func successors(of step: NotesStep) -> [NotesStep] {
        switch step {
        case .list: [.note]
        case .note: [.image]
        case .image: []
        }
    }

    static func presentation(of step: NotesStep, after previous: NotesStep) -> FlowPresentation? {
        step == .image ? .sheet : nil
    }

    @MainActor static func _transitions(_ navigator: FlowNavigator<Notes>) -> NotesTransitions {
        NotesTransitions(navigator: navigator)
    }
}

nonisolated enum NotesStep: FlowStepKind, FlowStep, CaseIterable {
    case list, note, image

    var kind: NotesStep { self }
    init?(_payloadFree kind: NotesStep) { self = kind }
    var name: String { "\(self)" }

    init(from decoder: any Decoder) throws { self = try _FlowStepCoding.decodeKind(from: decoder) }
    func encode(to encoder: any Encoder) throws { try _FlowStepCoding.encode(self, to: encoder) }
}

nonisolated enum NotesEvent: FlowEvent {
    case next, open, delete, share, pin, remove, keep, copyLink, shareAsImage, cancel, pinTop, dismissed
}

nonisolated enum NotesAlert: Hashable, Sendable, CaseIterable {
    case confirmDelete, shareOptions, pinOptions
}

nonisolated struct NotesFlagValues: Hashable, Sendable {}

/// Each step's transitions, as a screen calls them: `go(.note).delete()`.
@MainActor
struct NotesTransitions {
    let navigator: FlowNavigator<Notes>

    /// The transitions of the step `step` names, bound to its entry while on top.
    func callAsFunction(_ step: NotesStep) -> StepTransitions {
        StepTransitions(navigator: navigator, place: navigator._place(of: step))
    }

    @MainActor
    struct StepTransitions {
        let navigator: FlowNavigator<Notes>
        let place: _FlowPlace<Notes>

        @discardableResult func open() -> FlowRefusal? { navigator._advance(from: place, on: .open) }
        @discardableResult func delete() -> FlowRefusal? { navigator._advance(from: place, on: .delete) }
        @discardableResult func share() -> FlowRefusal? { navigator._advance(from: place, on: .share) }
        @discardableResult func pin() -> FlowRefusal? { navigator._advance(from: place, on: .pin) }
        @discardableResult func remove() -> FlowRefusal? { navigator._advance(from: place, on: .remove) }
    }
}
