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
        let presentation: FlowPresentation
    }

    let index: Int
    let layer: FlowLayer<Step>

    var id: ID { ID(index: index, root: layer.root, presentation: layer.presentation) }

    /// Whether a layer presented as `presentation` is presented by the modifier for `modifier`.
    static func presents(_ presentation: FlowPresentation, as modifier: FlowPresentation) -> Bool {
        self.modifier(for: presentation) == modifier
    }

    /// The modifier that presents a layer presented as `presentation`: `.sheet(item:)` for a
    /// sheet, modal or not, `.fullScreenCover(item:)` for a cover (but on macOS, which has no full-screen
    /// cover, the sheet's), none for the base layer.
    static func modifier(for presentation: FlowPresentation) -> FlowPresentation? {
        switch presentation {
        case .push:
            return nil
        case .sheet, .modalSheet:
            // A modal sheet is a sheet whose swipe its layer's host disables
            // (`interactiveDismissDisabled`, `FlowPresenter.isSwipeEnabled(layer:)`).
            return .sheet
        case .cover:
            #if os(macOS)
            return .sheet
            #else
            return .cover
            #endif
        }
    }
}
#endif
