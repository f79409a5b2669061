/// The alerts of a flow that has none: an enum without cases, as `FlowNoShellAction`.
///
/// `FlowDefinition.Alert` defaults to it, and the alert requirements have default bodies for
/// it, so the generated code of a flow without alerts names none of them.
public enum FlowNoAlert: Hashable, Sendable, CaseIterable {}
