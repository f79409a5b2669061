#if canImport(SwiftUI)
import FlowRuntime
import SwiftUI

/// Where an app's host hangs its first app-level step: FlowAppHost puts one in the environment
/// of the root's host, and the root's top layer on screen (a `FlowLayerStack`, or a tabbed
/// root's `TabView` while it presents nothing) presents through it. Without an app host there
/// is none, and the layers present nothing more.
nonisolated struct FlowOverTopAnchor {
    /// The app-level step the root's top layer presents as `style`, or `nil`.
    let item: @MainActor (FlowPresentation) -> Binding<FlowOverTopItem?>
    /// The view of that step, with every step over it.
    let view: @MainActor (FlowOverTopItem) -> AnyView
}

/// The item of the anchor's `.sheet(item:)`: one showing of an app-level step.
nonisolated struct FlowOverTopItem: Identifiable, Hashable, Sendable {
    let id: UInt64
}

nonisolated struct FlowOverTopKey: EnvironmentKey {
    static var defaultValue: FlowOverTopAnchor? { nil }
}

extension EnvironmentValues {
    /// The app host's anchor for its app-level steps, or `nil` outside an app host.
    nonisolated var flowOverTop: FlowOverTopAnchor? {
        get { self[FlowOverTopKey.self] }
        set { self[FlowOverTopKey.self] = newValue }
    }
}

/// A layer of a root's host that may present the app-level steps: while it is the root's top
/// layer on screen (`isTop`), it presents the first of them through the environment's anchor.
struct FlowOverTopAnchorView<Content: View>: View {
    @Environment(\.flowOverTop) private var anchor
    let isTop: Bool
    let content: Content

    var body: some View {
        content
            .sheet(item: item(.sheet)) { item in anchor?.view(item) }
            #if !os(macOS)
            .fullScreenCover(item: item(.cover)) { item in anchor?.view(item) }
            #endif
    }

    /// The app-level step presented as `style` here: none unless this is the top layer.
    private func item(_ style: FlowPresentation) -> Binding<FlowOverTopItem?> {
        guard isTop, let anchor else { return .constant(nil) }
        return anchor.item(style)
    }
}

extension View {
    /// This layer of a root's host, presenting the app's app-level steps while it is the root's
    /// top layer on screen.
    func flowOverTopAnchor(isTop: Bool) -> some View {
        FlowOverTopAnchorView(isTop: isTop, content: self)
    }
}
#endif
