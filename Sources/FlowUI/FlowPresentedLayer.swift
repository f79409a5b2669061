#if canImport(SwiftUI)
import FlowRuntime

/// The item of a layer's `.sheet(item:)` or `.fullScreenCover(item:)`: the layer presented on
/// it. Its identity is its place and root, not its path, so pushing inside a sheet doesn't
/// present the sheet again.
struct FlowPresentedLayer<Step: Hashable & Sendable>: Identifiable, Hashable, Sendable {
    /// A presented layer's identity: where it is, and its root.
    struct ID: Hashable, Sendable {
        let index: Int
        let root: Step
        let style: FlowLayer<Step>.Style
    }

    let index: Int
    let layer: FlowLayer<Step>

    var id: ID { ID(index: index, root: layer.root, style: layer.style) }

    /// Whether a layer of `style` is presented by the modifier for `modifier`: each by its own,
    /// but on macOS, which has no full-screen cover, a cover by the sheet's.
    static func presents(_ style: FlowLayer<Step>.Style, as modifier: FlowLayer<Step>.Style) -> Bool {
        #if os(macOS)
        return style != .base && modifier == .sheet
        #else
        return style == modifier
        #endif
    }
}
#endif
