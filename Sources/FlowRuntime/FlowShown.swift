import FlowWalks

/// What SwiftUI shows of a navigator's container: the layers on screen (the base layer of the
/// part on screen, then one chain of presented layers), which part is on screen (in a tabbed
/// router, the selected tab), and the base layer of every other part as SwiftUI last saw it.
///
/// A tab that is not selected is off screen: its stack is never changed there (changing a
/// stack while its tab is switching confuses SwiftUI, TCA#3450), so its base here lags the
/// walk until `FlowStage.select(_:base:)` brings it on screen with its whole path at once.
///
/// SPI for tests (`@_spi(Testing) import FlowRuntime`), with `FlowStage`: a test makes what is
/// shown and what is wanted, and reads what each stage leaves on screen.
@_spi(Testing)
public struct FlowShown<Step: Hashable & Sendable>: Hashable, Sendable {
    /// A part of the container: the stack, or one tab.
    public typealias Part = FlowContainer<Step>.Part

    /// The part on screen: the stack, or the selected tab.
    public private(set) var part: Part
    /// The layers on screen, the base layer first: the part on screen's.
    public package(set) var layers: [FlowLayer<Step>]
    /// The base layer of each part other than the one on screen, as SwiftUI last saw it.
    public private(set) var otherBases: [Part: FlowLayer<Step>]
    /// The `FlowAlert.id` of the alert shown over the top layer, or `nil`.
    public package(set) var alert: UInt64?

    /// What a stack shows: `layers`, the base layer first.
    public init(layers: [FlowLayer<Step>]) {
        self.init(part: .stack, layers: layers, otherBases: [:])
    }

    /// What a container shows: `part` on screen with `layers`, and the other parts' base
    /// layers as SwiftUI last saw them; the alert `alert` over the top layer.
    public init(part: Part, layers: [FlowLayer<Step>], otherBases: [Part: FlowLayer<Step>], alert: UInt64? = nil) {
        self.part = part
        self.layers = layers
        self.otherBases = otherBases
        self.alert = alert
    }

    /// The base layer SwiftUI shows for `part`: the first layer of the part on screen, or
    /// another's as last seen; `nil` for a part never shown.
    public func base(of part: Part) -> FlowLayer<Step>? {
        part == self.part ? layers.first : otherBases[part]
    }

    /// This with the tab `tab` selected showing `base` alone; the part that was on screen
    /// keeps its base layer as shown. The presented layers must be gone: a switch never
    /// dismisses.
    package func selecting(_ tab: Step, base: FlowLayer<Step>) -> FlowShown {
        var shown = self
        if let oldBase = layers.first, part != .tab(tab) {
            shown.otherBases[part] = oldBase
        }
        shown.otherBases[.tab(tab)] = nil
        shown.part = .tab(tab)
        shown.layers = [base]
        return shown
    }

    /// Whether the screen shows `wanted`'s part, layers and alert. The other parts' bases are
    /// off screen and lag on purpose: they are not compared.
    package func isShowing(_ wanted: FlowShown) -> Bool {
        part == wanted.part && layers == wanted.layers && alert == wanted.alert
    }
}
