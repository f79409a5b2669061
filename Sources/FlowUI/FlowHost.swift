#if canImport(SwiftUI)
import FlowRuntime
import SwiftUI

/// Shows a navigator's walk: one `NavigationStack` per layer, each presenting the next layer
/// from its own container as a sheet or a full-screen cover (a sheet on macOS, which has no
/// covers), brought to the walk one presentation change at a time by a `FlowPresenter`, which
/// the host makes and keeps (and with it the navigator, so `FlowHost(FlowNavigator(...))` is
/// safe).
///
/// `screen` makes the view of a step; hand each screen its transitions there. The user's Back
/// and swipe-down reach the flow as the event `dismissed` (`performDismissGesture()`); a sheet can't be swiped down while
/// the step on top disables it (`FlowNavigator.isDismissalEnabled`).
///
/// The navigator's alert or confirmation dialog shows on the top layer shown, with the texts
/// `alertText` gives (a flow without alerts leaves it out); a tap on a button answers the
/// navigator (`FlowAlertHostModel`).
///
///     FlowHost(navigator) { step in
///         switch step {
///         case .profile: ProfileScreen(go: navigator.transitions(.profile))
///         ...
///         }
///     }
public struct FlowHost<Flow: FlowDefinition, Screen: View>: View {
    @State private var presenter: FlowPresenter<Flow>
    private let screen: (Flow.Step) -> Screen
    private let alertText: (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>

    /// Shows `navigator`'s walk, each step as `screen` makes it, and its alerts with the texts
    /// `alertText` gives.
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen,
        alertText: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>
    ) {
        _presenter = State(initialValue: FlowPresenter.forHost(navigator))
        self.screen = screen
        self.alertText = alertText
    }

    public var body: some View {
        FlowLayerStack(presenter: presenter, index: 0, presented: presenter.shown[0], screen: screen, alertText: alertText)
    }
}

extension FlowHost where Flow.Alert == FlowNoAlert {
    /// Shows `navigator`'s walk, each step as `screen` makes it: for a flow without alerts.
    public init(_ navigator: FlowNavigator<Flow>, @ViewBuilder screen: @escaping (Flow.Step) -> Screen) {
        self.init(navigator, screen: screen, alertText: { _ in .unused })
    }
}
#endif
