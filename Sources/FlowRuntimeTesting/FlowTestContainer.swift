import FlowRuntime

/// The container a walk expects after a move, by kind (`FlowContainer`, without payloads or
/// identities): the one walk of a stack, or a tabbed router's selected tab and every tab's
/// walk. Each step of a walk is listed once, a use-step's child steps under it.
public enum FlowTestContainer<Flow: FlowDefinition>: Sendable, Equatable {
    /// A stack's walk, root first.
    case stack([Flow.StepKind])
    /// The selected tab and each tab's walk, root first, in the bar's order.
    case tabs(selected: Flow.StepKind, walks: [[Flow.StepKind]])

    /// The walk on screen, root first: the stack's, or the selected tab's.
    public var selectedWalk: [Flow.StepKind] {
        switch self {
        case .stack(let walk): walk
        case .tabs(let selected, let walks): walks.first { $0.first == selected } ?? []
        }
    }

    /// How `container` differs from this one, each walk compared by kind; `nil` when it doesn't.
    func difference(from container: FlowContainer<Flow.Step>) -> String? {
        switch (self, container) {
        case (.stack(let expected), .stack(let walk)):
            return Self.difference(expected, walk.steps)
        case (.tabs(let selected, let walks), .tabs(let state)):
            guard state.selected.kind == selected else { return "expected the tab \(selected.name) selected, found \(state.selected.kind.name)" }
            for (tab, expected) in zip(state.tabs, walks) {
                if let problem = Self.difference(expected, state.walk(of: tab)?.steps ?? []) { return "in the tab \(tab.kind.name): " + problem }
            }
            return nil
        case (.stack, .tabs):
            return "expected a stack, found tabs"
        case (.tabs, .stack):
            return "expected tabs, found a flow without"
        }
    }

    /// How `walk` differs from `expected`, by kind; `nil` when it doesn't.
    static func difference(_ expected: [Flow.StepKind], _ walk: [Flow.Step]) -> String? {
        // A use-step's entries hold the child's steps; its first is where the child starts.
        var actual: [Flow.StepKind] = []
        for step in walk where actual.last != step.kind || Flow._use(of: step) == nil {
            actual.append(step.kind)
        }
        guard actual != expected else { return nil }
        return "expected the walk " + expected.map(\.name).joined(separator: ", ") + ", found " + actual.map(\.name).joined(separator: ", ")
    }
}
