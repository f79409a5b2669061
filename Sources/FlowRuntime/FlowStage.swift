/// One presentation change that SwiftUI can show in a single update: a step of the plan that
/// `FlowStage.plan(from:to:)` makes to bring what is shown to what the walk says.
///
/// SwiftUI shows one presentation change per update, and dismissing and presenting in the same
/// update can freeze it (TCA#3779), so a stage either removes layers or adds one, never both.
package enum FlowStage<Step: Hashable & Sendable>: Hashable, Sendable {
    /// Keeps the first `keeping` layers shown, the last of them showing `top` (its root and
    /// path): dismisses every layer above it in one update (iOS 17 takes several dismissals at
    /// once) and sets that layer's stack. Presents nothing.
    case reveal(keeping: Int, top: FlowLayer<Step>)
    /// Presents one layer, with its path, on top of the layers shown. Dismisses nothing.
    case present(FlowLayer<Step>)

    /// What is shown after this stage, from what was shown before it.
    package func applied(to shown: [FlowLayer<Step>]) -> [FlowLayer<Step>] {
        switch self {
        case .reveal(let keeping, let top):
            Array(shown.prefix(max(keeping - 1, 0))) + [top]
        case .present(let layer):
            shown + [layer]
        }
    }
}
