/// One button of the alert a navigator shows (`FlowAlert.buttons`): the event of its line in
/// the `.flow` file, and its role.
///
/// Hand it back to `FlowNavigator.answer(_:)` when the user taps it: it knows which showing of
/// the alert it belongs to, so a button of an alert that is gone is refused (`.notOnScreen`).
public struct FlowAlertButton<Flow: FlowDefinition>: Hashable, Sendable, Identifiable {
    /// The button's event (`on delete destructive -> back` is `.delete`): the app's text for the
    /// button is chosen by it, and observers hear it as the event of the button's move.
    public let event: Flow.Event
    /// `.destructive`, `.cancel`, or `nil` for a plain button.
    public let role: FlowButtonRole?
    /// The `id` of the alert showing this button.
    public let alertID: UInt64

    /// Within its alert, a button is named by its event: each appears once.
    public var id: Flow.Event { event }
}
