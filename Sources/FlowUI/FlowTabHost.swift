#if canImport(SwiftUI)
import FlowRuntime
import SwiftUI

/// Shows a tabbed router: a `TabView` with one `NavigationStack` per tab the bar shows, each
/// with that tab's stack, and the app's own tab items. The layers presented in the selected
/// tab hang on the `TabView`, over the bar, and each further one on the layer below, as in
/// `FlowHost`; a `FlowPresenter`, which the host makes and keeps, brings the screen to the
/// walk one change at a time, a tab switch a change of its own.
///
/// The bar's own actions (`shell`) are items after the tabs, each as `action` makes it: a tap
/// performs the action and the selection stays on the tab shown (an item that selects an empty
/// view breaks the other tabs' stacks on iOS 26, nostur-ios-public#48).
///
/// Every binding is `FlowTabHostModel`'s, which tests drive on Linux: a tap on another tab
/// selects it, a tap on the selected one reselects it, the bar shows the tab on screen, a
/// tab's Back is the event `dismissed`.
///
/// The navigator's alert or confirmation dialog shows on the top layer shown (on the `TabView`
/// when no layer is presented), with the texts `alertText` gives (a flow without alerts leaves
/// it out), as in `FlowHost`.
///
///     FlowTabHost(navigator) { tab in
///         switch tab {
///         case .feed: Text("Feed")
///         ...
///         }
///     } screen: { step in
///         ...
///     }
public struct FlowTabHost<Flow: FlowDefinition, Label: View, ActionLabel: View, Screen: View>: View {
    @State private var presenter: FlowPresenter<Flow>
    private let label: (Flow.Step) -> Label
    private let actionLabel: (Flow.ShellAction) -> ActionLabel
    private let screen: (Flow.Step) -> Screen
    private let alertText: (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>

    /// Shows `navigator`'s tabs, each tab's item as `label` makes it (its title, symbol,
    /// badge), each of the bar's actions as `action` makes it, each step as `screen` makes it,
    /// and its alerts with the texts `alertText` gives.
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder action: @escaping (Flow.ShellAction) -> ActionLabel,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen,
        alertText: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>
    ) {
        _presenter = State(initialValue: FlowPresenter.forHost(navigator))
        self.label = label
        actionLabel = action
        self.screen = screen
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

extension FlowTabHost where ActionLabel == EmptyView {
    /// Shows `navigator`'s tabs, each tab's item as `label` makes it, each step as `screen`
    /// makes it, and its alerts with the texts `alertText` gives: for a router whose tab bar
    /// has no actions.
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen,
        alertText: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>
    ) {
        self.init(navigator, label: label, action: { _ in EmptyView() }, screen: screen, alertText: alertText)
    }
}

extension FlowTabHost where Flow.Alert == FlowNoAlert {
    /// Shows `navigator`'s tabs, each tab's item as `label` makes it, each of the bar's actions
    /// as `action` makes it, each step as `screen` makes it: for a router without alerts.
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder action: @escaping (Flow.ShellAction) -> ActionLabel,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen
    ) {
        self.init(navigator, label: label, action: action, screen: screen, alertText: { _ in .unused })
    }
}

extension FlowTabHost where ActionLabel == EmptyView, Flow.Alert == FlowNoAlert {
    /// Shows `navigator`'s tabs, each tab's item as `label` makes it, each step as `screen`
    /// makes it: for a router without tab bar actions or alerts.
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen
    ) {
        self.init(navigator, label: label, action: { _ in EmptyView() }, screen: screen, alertText: { _ in .unused })
    }
}
#endif
