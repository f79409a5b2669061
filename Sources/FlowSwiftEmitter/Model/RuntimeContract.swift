/// The names generated code shares a module's namespace with: every public top-level
/// declaration of FlowRuntime and of FlowLinks, which it re-exports (generated code imports
/// them, and so does the app's code that uses it), and the modules and standard types that
/// generated code and payload types name unqualified.
///
/// A flow may not take one of these names: its generated `enum` would hide the runtime's type in
/// the whole module. `RuntimeContractTests` reads FlowRuntime's sources and fails when this list
/// and the runtime's declarations differ, so a type added to the runtime is reserved here too.
public enum RuntimeContract {
    /// FlowRuntime's and FlowLinks' public top-level declarations: types, protocols, functions.
    public static let runtimeNames: Set<String> = [
        "FlowCodingKey", "FlowDefinition", "FlowDefinitionWithLinks", "FlowDefinitionWithStart", "FlowLink",
        "FlowLinkPattern", "FlowLinkURL", "FlowLinkValue", "FlowMove", "FlowNavigator", "FlowRefusal",
        "FlowRuntimeVersion", "FlowSavedWalk", "FlowStep", "FlowStepCoding", "FlowTable",
        "_FlowCases", "_FlowFlagValues", "_FlowOptionalValue", "_FlowPayload", "_FlowPayloadStep", "_FlowPlace",
        "_FlowStepSelector", "flowLinkText", "flowLinkValue",
    ]

    /// Names a flow can't take: the runtime's, the modules generated code imports, and the
    /// standard types that generated code and payload types written in `.flow` files name
    /// unqualified. (Other standard types generated code names, such as `Swift.Hashable`, are
    /// qualified, so a flow may be named like them.)
    public static let reservedFlowNames: Set<String> = runtimeNames.union([
        "Swift", "FlowRuntime", "FlowLinks", "Int", "Bool", "Set", "String", "Optional", "MainActor", "Kind",
    ])
}
