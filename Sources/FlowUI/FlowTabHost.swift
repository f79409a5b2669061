#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

/// Shows a tabbed router: a `TabView` with one `NavigationStack` per tab the bar shows, each
/// with that tab's stack, and the app's own tab items. The layers presented in the selected
/// tab hang on the `TabView`, over the bar, and each further one on the layer below, as in
/// `FlowHost`; a `FlowPresenter`, which the host makes and keeps, brings the screen to the
/// walk one change at a time, a tab switch a change of its own.
///
/// Each tab's item is as `.flowTabLabel { tab in }` makes it (its title, symbol, badge; else
/// the tab's name). The bar's own actions (`shell`) are items after the tabs, each as
/// `.flowTabActionLabel { action in }` makes it (else its name): a tap performs the action and
/// the selection stays on the tab shown (an item that selects an empty view breaks the other
/// tabs' stacks on iOS 26, nostur-ios-public#48).
///
/// Every binding is `FlowTabHostModel`'s, which tests drive on Linux: a tap on another tab
/// selects it, a tap on the selected one reselects it, the bar shows the tab on screen, a
/// tab's Back is the event `dismissed`.
///
/// The navigator's alert or confirmation dialog shows on the top layer shown (on the `TabView`
/// when no layer is presented), with the texts `.flowAlertText { }` gives, as in `FlowHost`.
///
///     FlowTabHost(navigator) { step in
///         ...
///     }
///     .flowTabLabel { tab in
///         switch tab {
///         case .feed: Label("Feed", systemImage: "house")
///         ...
///         }
///     }
public struct FlowTabHost<Flow: FlowDefinitionWithTabs, Screen: View, TabLabel: View, ActionLabel: View>: View {
    @State private var presenter: FlowPresenter<Flow>
    private let navigator: FlowNavigator<Flow>
    private let screen: (Flow.Step) -> Screen
    private let label: (Flow.Step) -> TabLabel
    private let actionLabel: (Flow.ShellAction) -> ActionLabel
    private var alertText: (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>

    /// The host with every option given.
    private init(
        _ navigator: FlowNavigator<Flow>, screen: @escaping (Flow.Step) -> Screen, label: @escaping (Flow.Step) -> TabLabel,
        actionLabel: @escaping (Flow.ShellAction) -> ActionLabel, alertText: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>
    ) {
        _presenter = State(initialValue: FlowPresenter.forHost(navigator))
        self.navigator = navigator
        self.screen = screen
        self.label = label
        self.actionLabel = actionLabel
        self.alertText = alertText
    }

    public var body: some View {
        let model = FlowTabHostModel(presenter)
        TabView(selection: selection(model)) {
            ForEach(model.tabs, id: \.self) { tab in
                FlowTabStack(model: model, tab: tab, screen: screen)
                    .tabItem { label(tab) }
                    .tag(FlowTabItem<Flow>.tab(tab))
            }
            ForEach(model.actions, id: \.self) { action in
                // Never shown: the selection never becomes an action.
                EmptyView()
                    .tabItem { actionLabel(action) }
                    .tag(FlowTabItem<Flow>.action(action))
            }
        }
        .sheet(item: FlowLayerStack<Flow, Screen>.presentedBinding(presenter, above: 0, .sheet)) { item in next(item) }
        #if !os(macOS)
        .fullScreenCover(item: FlowLayerStack<Flow, Screen>.presentedBinding(presenter, above: 0, .cover)) { item in next(item) }
        #endif
        .flowAlert(presenter, on: 0, text: alertText)
        .flowOverTopAnchor(isTop: presenter.shown.count == 1)
    }

    /// This host, each tab's item as `label` makes it (its title, symbol, badge).
    public func flowTabLabel<Label: View>(
        @ViewBuilder _ label: @escaping (Flow.Step) -> Label
    ) -> FlowTabHost<Flow, Screen, Label, ActionLabel> {
        FlowTabHost<Flow, Screen, Label, ActionLabel>(navigator, screen: screen, label: label, actionLabel: actionLabel, alertText: alertText)
    }

    /// This host, each of the bar's own actions (`shell`) as `label` makes it.
    public func flowTabActionLabel<Label: View>(
        @ViewBuilder _ label: @escaping (Flow.ShellAction) -> Label
    ) -> FlowTabHost<Flow, Screen, TabLabel, Label> {
        FlowTabHost<Flow, Screen, TabLabel, Label>(navigator, screen: screen, label: self.label, actionLabel: label, alertText: alertText)
    }

    /// The bar's selection: the tab on screen; SwiftUI's write is the user's tap.
    private func selection(_ model: FlowTabHostModel<Flow>) -> Binding<FlowTabItem<Flow>> {
        Binding(
            get: { @MainActor in model.selection },
            set: { @MainActor item in model.choose(item) }
        )
    }

    /// The first presented layer, and through it every one above.
    private func next(_ item: FlowPresentedLayer<Flow.Step>) -> FlowLayerStack<Flow, Screen> {
        FlowLayerStack(presenter: presenter, index: item.index, presented: item.layer, screen: screen, alertText: alertText)
    }
}

extension FlowTabHost where TabLabel == Text, ActionLabel == Text {
    /// Shows `navigator`'s tabs, each step as `screen` makes it; each tab's item and each of
    /// the bar's actions shows its name until `.flowTabLabel { }` and `.flowTabActionLabel { }`
    /// give their own.
    public init(_ navigator: FlowNavigator<Flow>, @ViewBuilder screen: @escaping (Flow.Step) -> Screen) {
        self.init(
            navigator, screen: screen, label: { Text(verbatim: $0.kind.name) }, actionLabel: { Text(verbatim: "\($0)") },
            alertText: { .named($0) }
        )
    }
}

extension FlowTabHost where Flow: FlowDefinitionWithAlerts {
    /// This host, showing the router's alerts and dialogs with the texts `text` gives, as
    /// `FlowHost.flowAlertText(_:)` does.
    public func flowAlertText(_ text: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>) -> Self {
        var host = self
        host.alertText = text
        return host
    }
}
#endif
