/// How a parent's alert type holds the alerts of a child flow it uses: the parent's case around
/// a child's alert (`PasswordsAlert.itemScreens(.confirmDelete)`) and back, and each event of
/// the parent's that is a button of the child's alerts as the child's event (the parent's
/// `Event` has a case for each button of its children's alerts, and for each event of theirs
/// that shows one). Generated, one a use-step
/// whose child has alerts, and handed to its `_FlowUse`. For generated code.
@_spi(FlowGeneratedCode)
public struct _FlowChildAlerts<Parent: FlowDefinition, Child: FlowDefinition> {
    let wrap: (Child.Alert) -> Parent.Alert
    /// The child's alert inside `alert`, or `nil` for another. (`package`: FlowRuntimeTesting's
    /// replay of a child's walk reads it, as `unwrap` and `button`.)
    package let unwrap: (Parent.Alert) -> Child.Alert?
    /// The child's event for a button of the parent's, or `nil` for an event of no button of
    /// the child's alerts.
    package let button: (Parent.Event) -> Child.Event?
    /// The parent's event of the same name for an event of the child's that shows an alert
    /// (`FlowAlert.event` of the child's alert), or `nil` for another.
    let event: (Child.Event) -> Parent.Event?

    public init(
        wrap: @escaping (Child.Alert) -> Parent.Alert, unwrap: @escaping (Parent.Alert) -> Child.Alert?,
        button: @escaping (Parent.Event) -> Child.Event?, event: @escaping (Child.Event) -> Parent.Event?
    ) {
        self.wrap = wrap
        self.unwrap = unwrap
        self.button = button
        self.event = event
    }
}
