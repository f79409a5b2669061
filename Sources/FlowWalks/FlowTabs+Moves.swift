/// The rules of a tabbed router: a move inside the selected tab is the single walk's rule
/// (`FlowWalk.applying`); a move between tabs closes the selected tab's layers first, so that
/// only the selected tab ever holds a presented entry. `package`, as the moves are: an app
/// moves its tabs through the navigator.
extension FlowTabs {
    /// The state after `move`, or why it can't be made. `kind` names an entry's kind of step
    /// for `back to`; `presentation` says how each step of a `replace` after the first is
    /// entered, given the step below it.
    package func applying<Kind>(
        _ move: FlowTabsMove<Step, Kind>, kind: (Step) -> Kind?,
        presentation: (_ step: Step, _ below: Step) -> FlowPresentation
    ) -> Result<FlowTabs, FlowTabsRefusal> {
        switch move {
        case .walk(let walkMove):
            return selectedWalk.applying(walkMove, kind: kind)
                .map { setting($0, of: selected) }
                .mapError { .walk($0) }
        case .select(let tab):
            guard walks[tab] != nil else { return .failure(.unknownTab) }
            return .success(closingLayers().selecting(tab))
        case .selectResetting(let tab, then: let step, let entered):
            guard let walk = walks[tab] else { return .failure(.unknownTab) }
            let entering = walk.keeping(1).entering(step, entered)
            return .success(closingLayers().selecting(tab).setting(entering, of: tab))
        case .replace(let tab, let steps):
            guard let walk = walks[tab] else { return .failure(.unknownTab) }
            guard steps.first == tab else { return .failure(.notRootedAtTab) }
            let replaced = walk.replacingSteps(with: steps, presentation: presentation)
            return .success(closingLayers().selecting(tab).setting(replaced, of: tab))
        case .popToRoot(let tab):
            guard let walk = walks[tab] else { return .failure(.unknownTab) }
            return .success(setting(walk.keeping(1), of: tab))
        case .shell(let step, let entered):
            let closed = closingLayers()
            return .success(closed.setting(closed.selectedWalk.entering(step, entered), of: selected).showingBarLayer(true))
        }
    }

    /// This state with every presented layer of the selected tab closed, the bar's too: its
    /// walk keeps only its base layer, the root and the entries pushed on it.
    private func closingLayers() -> FlowTabs {
        let walk = selectedWalk
        return setting(walk.keeping(walk.layers[0].steps.count), of: selected).showingBarLayer(false)
    }
}
