/// An alert or confirmation dialog the navigator shows over the step on top
/// (`FlowNavigator.alert`): which of the flow's alerts, the step it is over, with its payload,
/// and its buttons. The app supplies the texts; the flow says what each button does.
///
/// An alert is not a step: it is never in the walk and never saved. Any move of the walk closes
/// it, and `FlowNavigator.answer(_:)` closes it and makes the button's move from `over`.
public struct FlowAlert<Flow: FlowDefinition>: Hashable, Sendable, Identifiable {
    /// Which alert of the flow, with its payload (`TrashAlert.confirmEmpty`,
    /// `VaultAlert.itemOptions(id: "42")`): the payload the transition that showed it supplied.
    public let kind: Flow.Alert
    /// The event that showed it (`.openHelp`): one alert shown by several events can say
    /// something different for each, and a screen's several buttons can share one alert.
    public let event: Flow.Event
    /// `.alert` or `.dialog`: SwiftUI's `.alert` or `.confirmationDialog`.
    public let style: FlowAlertStyle
    /// The step on top of the walk when the alert was shown, with its payload (for the
    /// message: "Delete \(item.title)?"). A button's move is made from it.
    public let over: Flow.Step
    /// The buttons, in the order the `.flow` file writes them, each once: those that exist
    /// for the flags when it was shown (a button written `only when` is left out while none of
    /// its guards holds).
    public let buttons: [FlowAlertButton<Flow>]
    /// A number given to this showing of the alert, never given again by its navigator: a
    /// button answers only the showing it came from.
    public let id: UInt64

    /// The alert of `kind` shown by `event` over `over` as showing number `id`: its style and
    /// buttons as the flow says for `flags`.
    init(_ kind: Flow.Alert, event: Flow.Event, over: Flow.Step, flags: Flow.Flags, id: UInt64) {
        self.kind = kind
        self.event = event
        let logic = Flow._alertLogic
        self.style = logic.style(kind)
        self.over = over
        self.buttons = logic.buttons(kind).filter { logic.hasButton($0.event, kind, flags) }.map { FlowAlertButton(event: $0.event, role: $0.role, alertID: id) }
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
