import FlowChecker
import FlowCore

/// A move an arm of the generated logic returns, case for case the runtime's `FlowStepMove`:
/// the printer spells each case as the `FlowStepMove` value of the same name (`.push(.signIn)`,
/// `.present(.signIn, .sheet)`, `.finish(.chosen)`), so a move the runtime doesn't have can't
/// be generated.
enum LogicMove: Hashable {
    case push(StepID)
    case present(StepID, FlowPresentation)
    case back
    case backTo(StepID)
    case dismiss
    case dismissAll
    /// Unwinds, then enters: `.unwindThenEnter(.back, .push(.shipping))`.
    case unwindThenEnter(Unwind, Entry)
    /// Ends the flow with an outcome, entered by itself or after unwinding.
    case finish(StepID)
    /// Selects a tab (by its root), resets it to its root and enters `then` on it.
    case tab(StepID, then: Entry?)
    /// Back to the root of the walk on screen: a tap on the selected tab.
    case backToRoot

    /// The move of a checked transition; `nil` for one that moves nothing: showing an alert
    /// (`alert(shownFrom:on:flags:)` says which) or a button that only closes its alert.
    init?(_ move: Move, in flow: FlowGraph) {
        if let entry = move.entry, flow.steps[entry.step].isOutcome {
            self = .finish(entry.step)
            return
        }
        switch move {
        case .enter(let entry): self = Self(entry)
        case .unwind(.back): self = .back
        case .unwind(.backTo(let step)): self = .backTo(step)
        case .unwind(.dismiss): self = .dismiss
        case .unwind(.dismissAll): self = .dismissAll
        case .unwindThenEnter(let unwind, let entry): self = .unwindThenEnter(unwind, entry)
        case .tab(let tab): self = .tab(tab.tab, then: tab.then)
        case .alert, .close: return nil
        }
    }

    /// An entry made by itself: pushed or presented.
    init(_ entry: Entry) {
        switch entry.style {
        case .push: self = .push(entry.step)
        case .sheet, .modalSheet, .cover: self = .present(entry.step, entry.style)
        }
    }
}
