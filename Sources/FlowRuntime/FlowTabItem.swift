/// An item of a tabbed router's tab bar, the value of a `TabView`'s selection: a tab, named by
/// its root step, or one of the bar's own actions (a compose button).
///
/// SwiftUI writes the item the user tapped into the selection; `FlowTabHostModel.choose(_:)`
/// turns it into a move of the navigator. An action is never the selection (nostur-ios-public#48: an
/// item that briefly selects an empty view corrupts the other tabs' stacks on iOS 26).
public enum FlowTabItem<Flow: FlowDefinition>: Hashable, Sendable {
    /// A tab, named by its root step.
    case tab(Flow.Step)
    /// The tab bar's action (`shell { on compose -> composer as sheet }`).
    case action(Flow.ShellAction)
}
