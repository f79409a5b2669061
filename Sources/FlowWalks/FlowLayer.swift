/// One layer of a walk: the base layer (the walk's root and the steps pushed on it), or a
/// presented step and the steps pushed on it. Derived from a walk (`FlowWalk.layers`); never
/// stored beside it.
public struct FlowLayer<Step: Hashable & Sendable>: Hashable, Sendable {
    /// The layer's first step: a `NavigationStack`'s root view.
    public var root: Step
    /// The steps pushed on the root, bottom first: that stack's path.
    public var path: [Step]
    /// How the layer is shown: `.push` for the base layer, else as a sheet or a cover.
    public var presentation: FlowPresentation

    public init(root: Step, path: [Step], presentation: FlowPresentation) {
        self.root = root
        self.path = path
        self.presentation = presentation
    }

    /// The layer's steps, root first.
    public var steps: [Step] { [root] + path }
}
