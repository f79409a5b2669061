/// An alert or confirmation dialog the navigator shows over the step on top
/// (`FlowNavigator.alert`): which of the flow's alerts, the step it is over, with its payload,
/// and its buttons. The app supplies the texts; the flow says what each button does.
///
/// An alert is not a step: it is never in the walk and never saved. Any move of the walk closes
/// it, and `FlowNavigator.answer(_:)` closes it and makes the button's move from `over`.
public struct FlowAlert<Flow: FlowDefinition>: Hashable, Sendable, Identifiable {
    /// Which alert of the flow (`TrashAlert.confirmEmpty`).
    public let kind: Flow.Alert
    /// `.alert` or `.dialog`: SwiftUI's `.alert` or `.confirmationDialog`.
    public let style: FlowAlertStyle
    /// The step on top of the walk when the alert was shown, with its payload (for the
    /// message: "Delete \(item.title)?"). A button's move is made from it.
    public let over: Flow.Step
    /// The buttons, in the order the `.flow` file writes them, each once.
    public let buttons: [FlowAlertButton<Flow>]
    /// A number given to this showing of the alert, never given again by its navigator: a
    /// button answers only the showing it came from.
    public let id: UInt64

    /// The alert of `kind` shown over `over` as showing number `id`: its style and buttons
    /// as the flow says.
    init(_ kind: Flow.Alert, over: Flow.Step, id: UInt64) {
        self.kind = kind
        let logic = Flow._alertLogic
        self.style = logic.style(kind)
        self.over = over
        self.buttons = logic.buttons(kind).map { FlowAlertButton(event: $0.event, role: $0.role, alertID: id) }
        self.id = id
    }

    /// The button whose role is `.cancel`, or `nil`: what a tap outside a dialog answers.
    public var cancelButton: FlowAlertButton<Flow>? {
        buttons.first { $0.role == .cancel }
    }

    /// The button of `event`, or `nil` when this alert has none (`alert.button(.delete)`).
    public func button(_ event: Flow.Event) -> FlowAlertButton<Flow>? {
        buttons.first { $0.event == event }
    }
}
