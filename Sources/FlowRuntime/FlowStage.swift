/// One presentation change that SwiftUI can show in a single update: a step of the plan that
/// `FlowStage.plan(from:to:)` makes to bring what is shown to what the walk says.
///
/// SwiftUI shows one presentation change per update, and dismissing and presenting in the same
/// update can freeze it (TCA#3779); a tab switch is a presentation change too (TCA#3450). So
/// a stage removes layers, switches the tab, adds one layer, or shows or closes an alert:
/// never two of these.
///
/// SPI for tests (`@_spi(Testing) import FlowRuntime`): an app's test plans with
/// `FlowStage.plan(from:to:)` and reads the stages; an app's own code doesn't see them.
@_spi(Testing)
public enum FlowStage<Step: Hashable & Sendable>: Hashable, Sendable {
    /// Keeps the first `keeping` layers shown, the last of them showing `top` (its root and
    /// path): dismisses every layer above it in one update (iOS 17 takes several dismissals at
    /// once) and sets that layer's stack. Presents nothing.
    case reveal(keeping: Int, top: FlowLayer<Step>)
    /// Presents one layer, with its path, on top of the layers shown. Dismisses nothing.
    case present(FlowLayer<Step>)
    /// Selects another tab of a tabbed router and sets its stack to `base` in the same update:
    /// the stack changes only as it comes on screen, with its whole path at once. Only when no
    /// layer is presented; presents nothing.
    case select(Step, base: FlowLayer<Step>)
    /// Shows the alert of this `FlowAlert.id` over the top layer, or closes the alert shown
    /// (`nil`). Changes no layer and no tab.
    case alert(UInt64?)

    /// The layers on screen after this stage, from the layers on screen before it.
    public func applied(to shown: [FlowLayer<Step>]) -> [FlowLayer<Step>] {
        switch self {
        case .reveal(let keeping, let top):
            Array(shown.prefix(max(keeping - 1, 0))) + [top]
        case .present(let layer):
            shown + [layer]
        case .select(_, let base):
            [base]
        case .alert:
            shown
        }
    }

    /// What is shown after this stage, from what was shown before it: a tab switch keeps the
    /// tab it leaves as it was on screen.
    public func applied(to shown: FlowShown<Step>) -> FlowShown<Step> {
        switch self {
        case .reveal, .present:
            var after = shown
            after.layers = applied(to: shown.layers)
            return after
        case .select(let tab, let base):
            return shown.selecting(tab, base: base)
        case .alert(let alert):
            var after = shown
            after.alert = alert
            return after
        }
    }
}
