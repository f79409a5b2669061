/// One layer of a walk: the base layer (the walk's root and the steps pushed on it), or a
/// presented step and the steps pushed on it. `FlowNavigator.layers` derives them from the walk
/// and the flow's `presentation(of:after:)`; they are never stored.
public struct FlowLayer<Step: Hashable & Sendable>: Hashable, Sendable {
    /// How a layer is shown.
    public enum Style: Hashable, Sendable {
        /// The walk's first layer, under every presented one.
        case base
        /// Presented as a sheet.
        case sheet
        /// Presented as a full-screen cover.
        case cover
    }

    /// The layer's first step: a `NavigationStack`'s root view.
    public var root: Step
    /// The steps pushed on the root, bottom first: that stack's path.
    public var path: [Step]
    public var style: Style

    public init(root: Step, path: [Step], style: Style) {
        self.root = root
        self.path = path
        self.style = style
    }
}
