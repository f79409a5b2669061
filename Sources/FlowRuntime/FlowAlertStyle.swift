/// How an alert of a flow is shown: SwiftUI's `.alert` or its `.confirmationDialog`.
public enum FlowAlertStyle: Hashable, Sendable {
    /// An alert (`alert name { ... }` in a `.flow` file): a message and a few buttons, centred.
    case alert
    /// A confirmation dialog (`dialog name { ... }`): an action sheet, from the bottom on an
    /// iPhone, a popover on an iPad, where a tap outside it is its cancel button.
    case dialog
}
