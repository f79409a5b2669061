#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

/// One layer of a `FlowHost`: its `NavigationStack`, and the layer presented on it, made by
/// this same view one index up (the recursion FlowStacks' `Node` uses), or the navigator's
/// alert when it is the top layer shown.
struct FlowLayerStack<Flow: FlowDefinition, Screen: View>: View {
    let presenter: FlowPresenter<Flow>
    let index: Int
    /// The layer as it was presented: shown while it slides away after leaving `shown`, so a
    /// dismissed sheet doesn't go blank during its animation.
    let presented: FlowLayer<Flow.Step>
    let screen: (Flow.Step) -> Screen
    /// The app's texts for an alert this layer shows.
    let alertText: (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>

    var body: some View {
        NavigationStack(path: pathBinding) {
            screen(layer.root)
                .navigationDestination(for: Flow.Step.self) { step in
                    screen(step).navigationBarBackButtonHidden(!model.isBackEnabled)
                }
        }
        .interactiveDismissDisabled(!presenter.isSwipeEnabled(layer: index))
        .sheet(item: presentedBinding(.sheet)) { item in next(item) }
        #if !os(macOS)
        .fullScreenCover(item: presentedBinding(.cover)) { item in next(item) }
        #endif
        .flowAlert(presenter, on: index, text: alertText)
        .flowOverTopAnchor(isTop: index == presenter.shown.count - 1)
    }

    /// The bindings' logic, which tests drive on Linux.
    private var model: FlowStackHostModel<Flow> { FlowStackHostModel(presenter) }

    /// The layer as shown now, or as it was presented once it has left `shown`.
    private var layer: FlowLayer<Flow.Step> {
        index < presenter.shown.count ? presenter.shown[index] : presented
    }

    /// The layer's path; SwiftUI sets it when the user goes back (`setPath(_:ofLayer:)`).
    private var pathBinding: Binding<[Flow.Step]> {
        let model = model, index = index, presented = presented
        return Binding(
            get: { @MainActor in model.path(ofLayer: index) ?? presented.path },
            set: { @MainActor path in model.setPath(path, ofLayer: index) }
        )
    }

    /// The layer shown on this one when it is presented as `style` (on macOS, a cover is
    /// presented as a sheet); SwiftUI sets `nil` when the user swipes it down.
    private func presentedBinding(_ style: FlowPresentation) -> Binding<FlowPresentedLayer<Flow.Step>?> {
        Self.presentedBinding(presenter, above: index, style)
    }

    /// The layer shown on layer `index` when it is presented as `style`, for the modifier that
    /// presents it: from a layer's stack here, or from the `TabView` in `FlowTabHost` (index 0).
    static func presentedBinding(
        _ presenter: FlowPresenter<Flow>, above index: Int, _ style: FlowPresentation
    ) -> Binding<FlowPresentedLayer<Flow.Step>?> {
        Binding(
            get: { @MainActor in
                guard let layer = presenter.layer(above: index), FlowPresentedLayer<Flow.Step>.presents(layer.presentation, as: style) else { return nil }
                return FlowPresentedLayer(index: index + 1, layer: layer)
            },
            set: { @MainActor item in
                if item == nil { presenter.userDismissedLayer(index + 1) }
            }
        )
    }

    private func next(_ item: FlowPresentedLayer<Flow.Step>) -> FlowLayerStack {
        FlowLayerStack(presenter: presenter, index: item.index, presented: item.layer, screen: screen, alertText: alertText)
    }
}
#endif
