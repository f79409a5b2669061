/// The role of an alert's button, as the `.flow` file writes it (`on delete destructive`):
/// SwiftUI's `ButtonRole`, which the host gives the button.
public enum FlowButtonRole: Hashable, Sendable {
    /// The button does something that can't be undone: shown in red.
    case destructive
    /// The button closes the alert: shown apart, and what a tap outside a dialog means.
    case cancel
}
