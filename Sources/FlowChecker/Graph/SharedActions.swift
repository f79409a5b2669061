import FlowCore

/// A set of shared transitions of a flow (`actions rowActions { ... }`), and the steps that
/// take it. Each of those steps holds the set's transitions among its own
/// (`FlowGraph.Transition.origin` says which came from here), so every check and the
/// generated code see the expanded graph; drawings draw the set once.
public struct SharedActions: Hashable, Sendable {
    public internal(set) var name: String
    public internal(set) var doc: [String]
    /// The range of its name.
    public internal(set) var nameRange: SourceRange
    /// The whole declaration.
    public internal(set) var range: SourceRange
    /// Whether every screen of the flow takes it (`global actions`), or only those naming it.
    public internal(set) var isGlobal: Bool
    /// The steps that take it, in declared order.
    public internal(set) var steps: [StepID] = []
    /// Whether part of it failed to parse.
    var isIncomplete = false
}

/// Where a step's transition is written: in the step, in a set of shared transitions, or, in
/// the graph whose alerts are answered (`FlowGraph.movesWithAlertsAnswered(of:)`), in an alert.
public enum TransitionOrigin: Hashable, Sendable {
    /// In the step's own declaration.
    case step
    /// In `FlowGraph.sharedActions[set]`, which the step names after `with` at `reference`.
    case named(set: Int, reference: SourceRange)
    /// In `FlowGraph.sharedActions[set]`, a `global actions` every screen takes.
    case global(set: Int)
    /// A button line of `FlowGraph.alerts[alert]`, made from the step whose transition shows
    /// the alert (`shownAt`: the alert's name in it), in that transition's place.
    case alert(AlertID, shownAt: SourceRange)

    /// The set it comes from; `nil` for the step's own, and for an alert's button.
    public var set: Int? {
        switch self {
        case .step, .alert: nil
        case .named(let set, _), .global(let set): set
        }
    }

    /// The alert whose button it is; `nil` for a step's or a set's transition.
    public var alert: AlertID? {
        switch self {
        case .step, .named, .global: nil
        case .alert(let alert, _): alert
        }
    }
}
