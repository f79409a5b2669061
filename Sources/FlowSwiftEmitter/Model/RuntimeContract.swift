/// The contract between generated code and FlowRuntime: what generated code names from the
/// runtime, and the names a flow can't take.
///
/// `Name` lists every runtime declaration generated code may use; the emitter prints them
/// only through `RuntimeContract.qualified(_:)`, module-qualified (`FlowRuntime.FlowNavigator`),
/// so no type of the app's can stand in for one. `RuntimeContractTests` reads FlowRuntime's
/// sources and fails when `runtimeNames` and the runtime's public declarations differ, or when
/// a `Name` is not among them.
public enum RuntimeContract {
    /// A runtime declaration that generated code names.
    public enum Name: String, CaseIterable, Sendable {
        case flowDefinition = "FlowDefinition"
        case flowDefinitionWithStart = "FlowDefinitionWithStart"
        case flowDefinitionWithLinks = "FlowDefinitionWithLinks"
        case flowStep = "FlowStep"
        case flowStepKind = "FlowStepKind"
        case flowEvent = "FlowEvent"
        case flowStepMove = "FlowStepMove"
        case flowPresentation = "FlowPresentation"
        case flowNavigator = "FlowNavigator"
        case flowRefusal = "FlowRefusal"
        case flowLink = "FlowLink"
        case flowLinkPattern = "FlowLinkPattern"
        case flowLinkURL = "FlowLinkURL"
        case flowRuntimeVersion = "FlowRuntimeVersion"
        case flowPlace = "_FlowPlace"
        case flowPayload = "_FlowPayload"
        case flowPayloadStep = "_FlowPayloadStep"
        case flowStepCoding = "_FlowStepCoding"
        case flowMover = "_FlowMover"
        case flowUse = "_FlowUse"
        case flowAnyUse = "_FlowAnyUse"
        case flowContinuation = "_FlowContinuation"
    }

    /// The SPI group of the runtime's declarations that only generated code uses
    /// (`_FlowPlace`, `_FlowStepCoding`, `FlowNavigator._advance`): generated files import
    /// FlowRuntime with `@_spi(FlowGeneratedCode)`, and they stay out of the API apps see.
    public static let generatedCodeSPI = "FlowGeneratedCode"

    /// `FlowRuntime.<name>`.
    public static func qualified(_ name: Name) -> String {
        "FlowRuntime." + name.rawValue
    }

    /// FlowRuntime's and FlowLinks' public top-level declarations: types, protocols, functions.
    public static let runtimeNames: Set<String> = Set(Name.allCases.map(\.rawValue)).union([
        "FlowCodingKey", "FlowMove", "FlowRefusal", "FlowLayer", "FlowUnwind", "FlowEntry", "FlowSavedWalk", "FlowLinkValue", "_FlowOptionalValue",
        "flowLinkText", "flowLinkValue", "FlowPresenter", "FlowStageClock", "FlowSettleClock",
        "FlowWalk", "FlowNavigatorEvent", "FlowObservation",
        // What generated test support names (`TestSupportEmitter`), and what a test replays walks with.
        "FlowTestWalk", "FlowTestMove", "FlowTestCoverage", "FlowTestSupport", "FlowTestPayloads",
        "FlowDefaultPayloads", "FlowTestFailure", "FlowTestChildWalk",
    ])

    /// Names a flow can't take: the runtime's (a flow named `FlowNavigator` would hide the
    /// runtime's type from the app's own code), the modules generated code imports and
    /// qualifies names with, and the standard types that payload types written in `.flow` files
    /// name unqualified. (Other standard types generated code names, such as `Swift.Hashable`,
    /// are qualified, so a flow may be named like them.)
    public static let reservedFlowNames: Set<String> = runtimeNames.union([
        "Swift", "FlowRuntime", "FlowLinks", "Int", "Bool", "Set", "String", "Optional", "MainActor", "Kind",
    ])
}
