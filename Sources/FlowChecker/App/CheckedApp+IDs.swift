extension CheckedApp {
    /// Every root's id, in declared order: what readers outside the checker iterate the roots by.
    public var rootIDs: [RootID] { roots.indices.map(RootID.init) }

    /// Every app-level step's id, in declared order.
    public var stepIDs: [AppStepID] { steps.indices.map(AppStepID.init) }

    /// The root `id` names.
    public subscript(root id: RootID) -> Root { roots[id.index] }

    /// The app-level step `id` names.
    public subscript(step id: AppStepID) -> Step { steps[id.index] }
}
