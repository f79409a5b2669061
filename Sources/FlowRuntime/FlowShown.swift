/// What SwiftUI shows of a navigator's state: the layers on screen (the selected tab's base
/// layer, then one chain of presented layers) and, in a tabbed router, which tab is selected
/// and the base layer of every other tab as SwiftUI last saw it.
///
/// A tab that is not selected is off screen: its stack is never changed there (changing a
/// stack while its tab is switching confuses SwiftUI, TCA#3450), so its base here lags the
/// walk until `FlowStage.select(_:base:)` brings it on screen with its whole path at once.
package struct FlowShown<Step: Hashable & Sendable>: Hashable, Sendable {
    /// The selected tab; `nil` in a flow without tabs.
    package private(set) var tab: Step?
    /// The layers on screen, the base layer first: the selected tab's.
    package var layers: [FlowLayer<Step>]
    /// The base layer of each tab other than the selected one, as SwiftUI last saw it.
    package private(set) var otherBases: [Step: FlowLayer<Step>]
    /// The `FlowAlert.id` of the alert shown over the top layer, or `nil`.
    package var alert: UInt64?

    /// What a flow without tabs shows: `layers`, the base layer first.
    package init(layers: [FlowLayer<Step>]) {
        self.init(tab: nil, layers: layers, otherBases: [:])
    }

    /// What a tabbed router shows: `tab` selected with `layers` on screen, and the other tabs'
    /// base layers as SwiftUI last saw them; the alert `alert` over the top layer.
    package init(tab: Step?, layers: [FlowLayer<Step>], otherBases: [Step: FlowLayer<Step>], alert: UInt64? = nil) {
        self.tab = tab
        self.layers = layers
        self.otherBases = otherBases
        self.alert = alert
    }

    /// The base layer SwiftUI shows for `tab`: the selected tab's first layer, or another tab's
    /// as last seen; `nil` for a tab never shown.
    package func base(of tab: Step) -> FlowLayer<Step>? {
        tab == self.tab ? layers.first : otherBases[tab]
    }

    /// This with `tab` selected showing `base` alone; the tab that was selected keeps its base
    /// layer as shown. The presented layers must be gone: a switch never dismisses.
    package func selecting(_ tab: Step, base: FlowLayer<Step>) -> FlowShown {
        var shown = self
        if let selected = self.tab, let oldBase = layers.first, selected != tab {
            shown.otherBases[selected] = oldBase
        }
        shown.otherBases[tab] = nil
        shown.tab = tab
        shown.layers = [base]
        return shown
    }

    /// Whether the screen shows `wanted`'s tab, layers and alert. The other tabs' bases are
    /// off screen and lag on purpose: they are not compared.
    package func isShowing(_ wanted: FlowShown) -> Bool {
        tab == wanted.tab && layers == wanted.layers && alert == wanted.alert
    }
}
