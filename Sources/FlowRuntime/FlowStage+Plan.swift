import FlowWalks

/// Planning: how to bring what SwiftUI shows to what the walk says, one presentation change a
/// stage. Pure: `FlowPresenter` applies the stages, waiting for each to settle.
extension FlowStage {
    /// The stages from what is `shown` to what is `wanted` (the navigator's selected tab,
    /// `layers` and `alert`):
    ///
    /// - first, when an alert is shown that isn't wanted, or the layers under it change, one
    ///   `.alert(nil)` closes it;
    /// - then the layers' stages (`layerPlan(from:to:)`);
    /// - last, when an alert is wanted that isn't shown (or was just closed), one `.alert`
    ///   shows it, once every layer change has settled.
    ///
    /// So an alert never shows or closes in the update that dismisses, selects or presents.
    @_spi(Testing)
    public static func plan(from shown: FlowShown<Step>, to wanted: FlowShown<Step>) -> [FlowStage] {
        let layerStages = layerPlan(from: shown, to: wanted)
        let keepsAlert = shown.alert == wanted.alert && layerStages.isEmpty
        var stages: [FlowStage] = []
        if shown.alert != nil, !keepsAlert { stages.append(.alert(nil)) }
        stages += layerStages
        if let alert = wanted.alert, !keepsAlert { stages.append(.alert(alert)) }
        return stages
    }

    /// The stages from the layers `shown` to the layers `wanted`, alerts aside:
    ///
    /// - the same part on screen (the stack, or the same tab): the stages of `plan(from:to:)`
    ///   over its layers;
    /// - another tab: when a presented layer is shown, one `.reveal` that only dismisses (the
    ///   base layer stays as shown); then one `.select` of the wanted tab with its wanted base
    ///   layer; then one `.present` for each further layer wanted.
    ///
    /// No stage dismisses, selects or presents together, and only the selected tab is ever
    /// changed: the other tabs' bases lag until they are selected.
    static func layerPlan(from shown: FlowShown<Step>, to wanted: FlowShown<Step>) -> [FlowStage] {
        guard wanted.part != shown.part, let tab = wanted.part.tab, let base = wanted.layers.first else {
            return plan(from: shown.layers, to: wanted.layers)
        }
        var stages: [FlowStage] = []
        if shown.layers.count > 1, let shownBase = shown.layers.first {
            stages.append(.reveal(keeping: 1, top: shownBase))
        }
        stages.append(.select(tab, base: base))
        for layer in wanted.layers.dropFirst() {
            stages.append(.present(layer))
        }
        return stages
    }

    /// The stages from the layers `shown` to the layers `wanted` (`FlowNavigator.layers`):
    ///
    /// 1. where the two first differ, one `.reveal` dismisses every shown layer above that point
    ///    and sets the stack of the layer that stays on top (the base layer always stays, and a
    ///    presented layer stays while its root and presentation are the ones wanted there);
    /// 2. then one `.present` for each further layer wanted, bottom first, each with its path.
    ///
    /// No stage both dismisses and presents. Equal layers give no stages; an empty `wanted`
    /// (no walk has one) gives none either.
    @_spi(Testing)
    public static func plan(from shown: [FlowLayer<Step>], to wanted: [FlowLayer<Step>]) -> [FlowStage] {
        guard !wanted.isEmpty else { return [] }
        let kept = keptCount(shown: shown, wanted: wanted)
        var stages: [FlowStage] = []
        if shown.count != kept || shown[kept - 1] != wanted[kept - 1] {
            stages.append(.reveal(keeping: kept, top: wanted[kept - 1]))
        }
        for layer in wanted[kept...] {
            stages.append(.present(layer))
        }
        return stages
    }

    /// How many layers stay on screen, at least one (the base): the layers equal to the ones
    /// wanted, and the first that differs when it can change in place (the base layer, or a
    /// presented layer whose root and presentation stay, so only its path changes).
    static func keptCount(shown: [FlowLayer<Step>], wanted: [FlowLayer<Step>]) -> Int {
        let common = min(shown.count, wanted.count)
        guard let first = (0..<common).first(where: { shown[$0] != wanted[$0] }) else { return max(common, 1) }
        let inPlace = first == 0 || (shown[first].root == wanted[first].root && shown[first].presentation == wanted[first].presentation)
        return inPlace ? first + 1 : first
    }
}
