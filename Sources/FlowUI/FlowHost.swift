#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

/// Shows a navigator's walk: one `NavigationStack` per layer, each presenting the next layer
/// from its own container as a sheet or a full-screen cover (a sheet on macOS, which has no
/// covers), brought to the walk one presentation change at a time by a `FlowPresenter`, which
/// the host makes and keeps (and with it the navigator, so `FlowHost(FlowNavigator(...))` is
/// safe). The host of a single stack; a tabbed router's is `FlowTabHost`.
///
/// `screen` makes the view of a step; hand each screen its transitions there. The user's Back
/// and swipe-down reach the flow as the event `dismissed` (`performDismissGesture()`); a sheet
/// can't be swiped down while the step on top disables it (`FlowNavigator.isDismissalEnabled`),
/// and a modal sheet (`as sheet modal`) never can (`interactiveDismissDisabled`).
/// Every binding is `FlowStackHostModel`'s, which tests drive on Linux.
///
/// The navigator's alert or confirmation dialog shows on the top layer shown, with the texts
/// `.flowAlertText { }` gives (else the flow's names for the alert and its buttons); a tap on
/// a button answers the navigator (`FlowAlertHostModel`).
///
///     FlowHost(navigator) { step in
///         switch step {
///         case .profile: ProfileScreen(go: navigator.transitions(.profile))
///         ...
///         }
///     }
///     .flowAlertText { alert in FlowAlertText(Text("Sign out?")) { _ in Text("Sign Out") } }
public struct FlowHost<Flow: FlowDefinition, Screen: View>: View {
    @State private var presenter: FlowPresenter<Flow>
    private let screen: (Flow.Step) -> Screen
    private var alertText: (FlowAlert<Flow>) -> FlowAlertText<Flow.Event> = { .named($0) }

    /// Shows `navigator`'s walk, each step as `screen` makes it.
    public init(_ navigator: FlowNavigator<Flow>, @ViewBuilder screen: @escaping (Flow.Step) -> Screen) {
        _presenter = State(initialValue: FlowPresenter.forHost(navigator))
        self.screen = screen
    }

    public var body: some View {
        FlowLayerStack(presenter: presenter, index: 0, presented: presenter.shown[0], screen: screen, alertText: alertText)
    }
}

extension FlowHost where Flow: FlowDefinitionWithAlerts {
    /// This host, showing the flow's alerts and dialogs with the texts `text` gives: the alert
    /// handed to it holds the step it is over, with its payload, which alert it is
    /// (`alert.kind`, with the alert's payload), and the event that showed it (`alert.event`).
    public func flowAlertText(_ text: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>) -> Self {
        var host = self
        host.alertText = text
        return host
    }
}
#endif
