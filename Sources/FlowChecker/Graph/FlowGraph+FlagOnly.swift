import FlowCore

extension FlowGraph {
    /// Whether `event` of `step` exists only under flags: one of its transitions is written
    /// `only when`. Such an event exists only when one of its guards holds (the screen doesn't
    /// offer it otherwise), so it is never made where it would go nowhere.
    public func isFlagOnly(_ event: EventID, of step: StepID) -> Bool {
        steps[step].transitions.contains { transition in
            guard transition.eventID == event else { return false }
            switch transition.guardKind {
            case .chooses: return false
            case .limitsEvent: return true
            }
        }
    }
}
