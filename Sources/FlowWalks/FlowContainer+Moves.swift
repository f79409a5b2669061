/// The rules of a container: one `switch` over the container and the move, each pair made by
/// the rules of the container's own kind (`FlowWalk.applying`, `FlowTabs.applying`). The one
/// implementation that the runtime's navigator and the test planner both move with;
/// `package`, as the moves are: an app moves through the navigator.
extension FlowContainer {
    /// The container after `move`, or why it can't be made. `kind` names an entry's kind of
    /// step for `back to`; `presentation` says how each step of a `replace` after the first is
    /// entered, given the step below it.
    package func applying<Kind>(
        _ move: FlowContainerMove<Step, Kind>, kind: (Step) -> Kind?,
        presentation: (_ step: Step, _ below: Step) -> FlowPresentation
    ) -> Result<FlowContainer, FlowContainerRefusal> {
        switch (self, move) {
        case (.stack(let walk), .walk(let walkMove)):
            return walk.applying(walkMove, kind: kind).map(FlowContainer.stack).mapError(FlowContainerRefusal.walk)
        case (.stack(let walk), .replace(let steps)):
            return .success(.stack(walk.replacingSteps(with: steps, presentation: presentation)))
        case (.stack(let walk), .replaceRoot(let root)):
            return .success(.stack(walk.replacingSteps(with: [root], presentation: presentation)))
        case (.stack, .tabs):
            return .failure(.noTabs)
        case (.tabs(let tabs), .walk(let walkMove)):
            return tabs.applying(.walk(walkMove), kind: kind, presentation: presentation).map(FlowContainer.tabs).mapError(FlowContainerRefusal.init)
        case (.tabs(let tabs), .replace(let steps)):
            guard let tab = steps.first, tabs.walk(of: tab) != nil else { return .failure(.notRootedAtTab) }
            return tabs.applying(.replace(tab, steps), kind: kind, presentation: presentation).map(FlowContainer.tabs).mapError(FlowContainerRefusal.init)
        case (.tabs, .replaceRoot):
            return .failure(.fixedRoots)
        case (.tabs(let tabs), .tabs(let tabsMove)):
            return tabs.applying(tabsMove, kind: kind, presentation: presentation).map(FlowContainer.tabs).mapError(FlowContainerRefusal.init)
        }
    }
}
