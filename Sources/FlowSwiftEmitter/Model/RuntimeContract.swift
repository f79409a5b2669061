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
        case flowDefinitionWithTabs = "FlowDefinitionWithTabs"
        case flowDefinitionWithAlerts = "FlowDefinitionWithAlerts"
        case flowStep = "FlowStep"
        case flowStepKind = "FlowStepKind"
        case flowEvent = "FlowEvent"
        case flowStepMove = "FlowStepMove"
        case flowPresentation = "FlowPresentation"
        case flowNavigator = "FlowNavigator"
        case flowRefusal = "FlowRefusal"
        case flowLink = "FlowLink"
        case flowLinkPattern = "_FlowLinkPattern"
        case flowLinkURL = "_FlowLinkURL"
        case flowLinkPlacement = "FlowLinkPlacement"
        /// The conversion of a link's text to a placeholder's value (a function).
        case flowLinkValue = "flowLinkValue"
        /// The conversion of a placeholder's value to a link's text (a function).
        case flowLinkText = "flowLinkText"
        case flowRuntimeVersionCheck = "FlowRuntimeVersionCheck"
        /// The version of the contract this emitter writes for (`version`).
        case flowRuntimeVersionCurrent = "FlowRuntimeVersion_17"
        case flowPlace = "_FlowPlace"
        case flowPayload = "_FlowPayload"
        case flowPayloadStep = "_FlowPayloadStep"
        case flowStepCoding = "_FlowStepCoding"
        case flowFallback = "_FlowFallback"
        case flowMover = "_FlowMover"
        case flowUse = "_FlowUse"
        case flowAnyUse = "_FlowAnyUse"
        case flowContinuation = "_FlowContinuation"
        case flowChildAlerts = "_FlowChildAlerts"
        case flowAlertStyle = "FlowAlertStyle"
        case flowButtonRole = "FlowButtonRole"
        case flowApp = "FlowApp"
        case flowAppMove = "FlowAppMove"
        case flowAppRoot = "_FlowAppRoot"
    }

    /// The SPI group of the runtime's declarations that only generated code uses
    /// (`_FlowPlace`, `_FlowStepCoding`, `FlowNavigator._advance`): generated files import
    /// FlowRuntime with `@_spi(FlowGeneratedCode)`, and they stay out of the API apps see.
    public static let generatedCodeSPI = "FlowGeneratedCode"

    /// The version of the contract, the one FlowRuntime serves: each generated file binds
    /// `FlowRuntime.FlowRuntimeVersionCheck.Version` to a type conforming to
    /// `FlowRuntime.FlowRuntimeVersion_17` (`Name.flowRuntimeVersionCurrent`), as swift-protobuf's
    /// files bind `ProtobufAPIVersionCheck`, so it doesn't compile against another release's
    /// runtime.
    public static let version = 17

    /// A FlowRuntimeTesting declaration that generated test support names (`TestSupportEmitter`).
    public enum TestingName: String, CaseIterable, Sendable {
        case flowTestWalk = "FlowTestWalk"
        case flowTestMove = "FlowTestMove"
        case flowTestCoverage = "FlowTestCoverage"
        case flowTestSupport = "FlowTestSupport"
        case flowAppTestWalk = "FlowAppTestWalk"
        case flowAppTestMove = "FlowAppTestMove"
        case flowAppTestSupport = "FlowAppTestSupport"
    }

    /// The module generated test support imports beside FlowRuntime: the walks' types and their
    /// replay, a library of its own so that they stay out of the app.
    public static let testingModule = "FlowRuntimeTesting"

    /// `FlowRuntime.<name>`.
    public static func qualified(_ name: Name) -> String {
        "FlowRuntime." + name.rawValue
    }

    /// `FlowRuntimeTesting.<name>`.
    public static func qualified(_ name: TestingName) -> String {
        testingModule + "." + name.rawValue
    }

    /// FlowRuntime's public top-level declarations, and those of FlowWalks, which it re-exports:
    /// types, protocols, functions.
    public static let runtimeNames: Set<String> = Set(Name.allCases.map(\.rawValue)).union([
        "FlowRuntimeVersion", "FlowRuntimeVersion_15", "_FlowTabLogic", "_FlowAlertLogic",
        "FlowCodingKey", "FlowMove", "FlowRefusal", "FlowLayer", "FlowUnwind", "FlowEntry", "FlowSavedWalk", "FlowLinkValue", "_FlowOptionalValue",
        "flowLinkText", "flowLinkValue", "FlowPresenter", "FlowStageClock", "FlowSettleClock",
        "FlowWalk", "FlowTabs", "FlowNavigatorEvent", "FlowObservation", "FlowNoShellAction", "FlowSavedTabs",
        "FlowContainer", "FlowSavedContainer",
        "FlowTabHostModel", "FlowTabItem", "FlowNoAlert", "FlowAlert", "FlowAlertButton", "FlowAlertHostModel", "FlowStackHostModel",
        "FlowStage", "FlowShown", "FlowRuntimeVersion_16",
        "FlowApp", "FlowAppMove", "_FlowAppRoot", "FlowNoAppStep", "FlowAppNavigator", "FlowAppLayer", "FlowAppNavigatorEvent",
        "FlowAppSwapReason", "FlowAppObservation", "FlowSavedApp", "FlowAppPresenter", "FlowAppHostModel", "FlowAppStage",
    ])

    /// FlowRuntimeTesting's public top-level declarations: what generated test support names,
    /// and what a test replays walks with.
    public static let testingNames: Set<String> = Set(TestingName.allCases.map(\.rawValue)).union([
        "FlowTestPayloads", "FlowDefaultPayloads", "FlowTestFailure", "FlowTestChildWalk", "FlowTestContainer",
    ])

    /// Names a flow can't take: the runtime's (a flow named `FlowNavigator` would hide the
    /// runtime's type from the app's own code), the modules generated code imports and
    /// qualifies names with, and the standard types that payload types written in `.flow` files
    /// name unqualified. (Other standard types generated code names, such as `Swift.Hashable`,
    /// are qualified, so a flow may be named like them.)
    public static let reservedFlowNames: Set<String> = runtimeNames.union(testingNames).union([
        "Swift", "FlowRuntime", "FlowRuntimeTesting", "FlowWalks", "Int", "Bool", "Set", "String", "Optional", "MainActor", "Kind",
    ])
}
