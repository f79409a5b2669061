/// An item of a tabbed router's tab bar, the value of a `TabView`'s selection: a tab, named by
/// its root step.
///
/// SwiftUI writes the item the user tapped into the selection; `FlowTabHostModel.choose(_:)`
/// turns it into a move of the navigator.
public enum FlowTabItem<Flow: FlowDefinition>: Hashable, Sendable {
    /// A tab, named by its root step.
    case tab(Flow.Step)
}
