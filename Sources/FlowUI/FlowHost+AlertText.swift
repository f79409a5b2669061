#if canImport(SwiftUI)
import FlowRuntime
import SwiftUI

// A flow with alerts or dialogs must give their texts. Without these, leaving `alertText:` out
// for such a flow would fail with "requires the types 'Account.Alert' and 'FlowNoAlert' be
// equivalent"; with them, Swift picks the initialisers of a flow without alerts where they
// apply (their extensions are more constrained) and names what is missing otherwise.

extension FlowHost {
    /// For a flow without alerts only: a flow with alerts gives their texts (`alertText:`).
    @available(*, unavailable, message: "this flow has alerts or dialogs: give their texts with `alertText:`")
    public init(_ navigator: FlowNavigator<Flow>, @ViewBuilder screen: @escaping (Flow.Step) -> Screen) {
        self.init(navigator, screen: screen, alertText: { _ in .unused })
    }
}

extension FlowTabHost {
    /// For a router without alerts only: a router with alerts gives their texts (`alertText:`).
    @available(*, unavailable, message: "this router has alerts or dialogs: give their texts with `alertText:`")
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder action: @escaping (Flow.ShellAction) -> ActionLabel,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen
    ) {
        self.init(navigator, label: label, action: action, screen: screen, alertText: { _ in .unused })
    }
}

extension FlowTabHost where ActionLabel == EmptyView {
    /// For a router without alerts only: a router with alerts gives their texts (`alertText:`).
    @available(*, unavailable, message: "this router has alerts or dialogs: give their texts with `alertText:`")
    public init(
        _ navigator: FlowNavigator<Flow>,
        @ViewBuilder label: @escaping (Flow.Step) -> Label,
        @ViewBuilder screen: @escaping (Flow.Step) -> Screen
    ) {
        self.init(navigator, label: label, screen: screen, alertText: { _ in .unused })
    }
}
#endif
