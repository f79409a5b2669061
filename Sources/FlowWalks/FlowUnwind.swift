/// How a move takes entries off a walk, from the top.
public enum FlowUnwind<Kind: Hashable & Sendable>: Hashable, Sendable {
    /// Removes the entry on top; removing a layer's root dismisses the layer.
    case back
    /// Removes every entry above the most recent entry of this kind, across layers.
    case backTo(Kind)
    /// Removes the layer on top: its presented root and every entry above it.
    case dismiss
    /// Removes every presented layer, keeping the base layer: the walk's root and the pushes
    /// above it, up to the first presented entry.
    case dismissAll
    /// Removes every entry above the walk's root: what tapping the selected tab does when its
    /// step on top has no `on reselected` of its own.
    case toRoot
}
