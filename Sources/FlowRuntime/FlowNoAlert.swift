/// The alerts of a flow that has none: an enum without cases, as `FlowNoShellAction`.
///
/// `FlowDefinition.Alert` defaults to it, so the generated code of a flow without alerts names
/// no alert type, and conforms to no `FlowDefinitionWithAlerts`.
public enum FlowNoAlert: Hashable, Sendable, CaseIterable {}
