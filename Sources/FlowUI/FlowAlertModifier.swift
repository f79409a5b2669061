#if canImport(SwiftUI)
@_spi(Testing) import FlowRuntime
import SwiftUI

extension View {
    /// Presents the navigator's alert from this view, layer `index` of a host, when it is the
    /// top layer shown (`FlowAlertHostModel`): with `.alert` or `.confirmationDialog` as its
    /// style says, its texts from `text`, each button with its role. Every binding and action
    /// is the model's, which tests drive on Linux.
    func flowAlert<Flow: FlowDefinition>(
        _ presenter: FlowPresenter<Flow>, on index: Int,
        text: @escaping (FlowAlert<Flow>) -> FlowAlertText<Flow.Event>
    ) -> some View {
        let model = FlowAlertHostModel(presenter)
        let alert = model.alert(on: index, as: .alert)
        let dialog = model.alert(on: index, as: .dialog)
        return self
            .alert(
                alert.map { text($0).title } ?? Text(verbatim: ""),
                isPresented: Self.isPresented(presenter, on: index, as: .alert), presenting: alert
            ) { alert in
                Self.buttons(of: alert, presenter, text(alert))
            } message: { alert in
                if let message = text(alert).message { message }
            }
            .confirmationDialog(
                dialog.map { text($0).title } ?? Text(verbatim: ""),
                isPresented: Self.isPresented(presenter, on: index, as: .dialog), presenting: dialog
            ) { dialog in
                Self.buttons(of: dialog, presenter, text(dialog))
            } message: { dialog in
                if let message = text(dialog).message { message }
            }
    }

    /// The `isPresented` binding of layer `index`'s modifier for `style`: SwiftUI resets it on
    /// every button's tap, which the model never takes for a cancel by itself.
    private static func isPresented<Flow: FlowDefinition>(
        _ presenter: FlowPresenter<Flow>, on index: Int, as style: FlowAlertStyle
    ) -> Binding<Bool> {
        Binding(
            get: { @MainActor in FlowAlertHostModel(presenter).isPresented(on: index, as: style) },
            set: { @MainActor isPresented in FlowAlertHostModel(presenter).setPresented(isPresented, on: index, as: style) }
        )
    }

    /// One `Button` a button of `alert`, in the flow's order, with its role and the app's label;
    /// a tap answers the navigator with it.
    private static func buttons<Flow: FlowDefinition>(
        of alert: FlowAlert<Flow>, _ presenter: FlowPresenter<Flow>, _ text: FlowAlertText<Flow.Event>
    ) -> some View {
        ForEach(alert.buttons, id: \.id) { button in
            Button(role: role(button.role)) {
                FlowAlertHostModel(presenter).tap(button)
            } label: {
                text.label(button.event)
            }
        }
    }

    /// SwiftUI's role for a button's role in the flow.
    private static func role(_ role: FlowButtonRole?) -> ButtonRole? {
        switch role {
        case .destructive: .destructive
        case .cancel: .cancel
        case nil: nil
        }
    }
}
#endif
