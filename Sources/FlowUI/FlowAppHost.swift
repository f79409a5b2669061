#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

/// Shows an app (`FlowAppNavigator`): the root on screen, through the host the app builds
/// for it from `App.Shown` (a `FlowHost` or `FlowTabHost` over the root's navigator), and the
/// app-level steps over the top, as sheets or covers on the root's top layer on screen. A swap
/// shows in stages (`FlowAppPresenter`): the old root's layers close, then the new root shows,
/// then its kept layers come back. The host makes and keeps its presenter, and with it the
/// app navigator. Every binding is `FlowAppHostModel`'s, which tests drive on Linux.
///
///     FlowAppHost(app) { shown in
///         switch shown {
///         case .signIn(let navigator): FlowHost(navigator) { step in SignInScreen(step, navigator) }
///         case .unlock(let navigator): FlowHost(navigator) { step in UnlockScreen(step, navigator) }
///         case .main(let navigator): FlowTabHost(navigator) { step in VaultScreen(step, navigator) }
///         }
///     } overTop: { layer in
///         switch layer.step {
///         case .approveLogin(let id): ApproveLoginScreen(id: id) { app.answer($0, from: layer) }
///         }
///     }
public struct FlowAppHost<App: FlowApp, Root: View, OverTop: View>: View {
    @State private var presenter: FlowAppPresenter<App>
    private let root: (App.Shown) -> Root
    private let overTop: (FlowAppLayer<App>) -> OverTop

    /// Shows `navigator`'s root as `root` makes its host, and each app-level step over the top
    /// as `overTop` makes it.
    public init(
        _ navigator: FlowAppNavigator<App>,
        @ViewBuilder root: @escaping (App.Shown) -> Root,
        @ViewBuilder overTop: @escaping (FlowAppLayer<App>) -> OverTop
    ) {
        _presenter = State(initialValue: FlowAppPresenter.forHost(navigator))
        self.root = root
        self.overTop = overTop
    }

    public var body: some View {
        let model = FlowAppHostModel(presenter)
        // Another navigator (a root swapped, or started afresh) is another host, with its own presenter.
        root(model.shown)
            .id(model.shownRootID)
            .environment(\.flowOverTop, anchor(model))
    }

    /// The anchor the root's top layer presents the first app-level step through.
    private func anchor(_ model: FlowAppHostModel<App>) -> FlowOverTopAnchor {
        let overTop = overTop
        return FlowOverTopAnchor(
            item: { style in FlowOverTopStack<App, OverTop>.item(model, at: 0, style) },
            view: { item in AnyView(FlowOverTopStack(model: model, index: 0, id: item.id, overTop: overTop)) }
        )
    }
}

/// One app-level step over the top, as `overTop` makes it, presenting the next one.
struct FlowOverTopStack<App: FlowApp, OverTop: View>: View {
    let model: FlowAppHostModel<App>
    let index: Int
    /// The showing presented here: kept while it slides away after leaving what is shown.
    let id: UInt64
    let overTop: (FlowAppLayer<App>) -> OverTop

    var body: some View {
        if let layer = model.overTopLayer(at: index), layer.id == id {
            overTop(layer)
                .interactiveDismissDisabled(!model.isSwipeEnabled(overTop: index))
                .sheet(item: Self.item(model, at: index + 1, .sheet)) { item in next(item) }
                #if !os(macOS)
                .fullScreenCover(item: Self.item(model, at: index + 1, .cover)) { item in next(item) }
                #endif
        }
    }

    private func next(_ item: FlowOverTopItem) -> FlowOverTopStack {
        FlowOverTopStack(model: model, index: index + 1, id: item.id, overTop: overTop)
    }

    /// The app-level step at `index` when it is presented as `style` (on macOS, a cover as a
    /// sheet); SwiftUI sets `nil` when the user swipes it down.
    static func item(_ model: FlowAppHostModel<App>, at index: Int, _ style: FlowPresentation) -> Binding<FlowOverTopItem?> {
        Binding(
            get: { @MainActor in
                guard let layer = model.overTopLayer(at: index), FlowPresentedLayer<App.Step>.presents(layer.presentation, as: style) else { return nil }
                return FlowOverTopItem(id: layer.id)
            },
            set: { @MainActor item in
                if item == nil { model.dismissedOverTop(at: index) }
            }
        )
    }
}
#endif
