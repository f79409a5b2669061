/// The Swift types generated for one app, by the app's name: the one place these names are
/// made, for the emitter and for the module check.
public struct GeneratedAppTypeNames: Hashable, Sendable {
    /// The app's name as declared.
    public var appName: String
    /// `enum VaultApp: FlowApp`, escaped where the name is a Swift keyword.
    public var app: String { SwiftNames.identifier(appName) }
    /// The roots, `VaultAppRoot`.
    public var root: String { appName + "Root" }
    /// The app events, `VaultAppEvent`.
    public var event: String { appName + "Event" }
    /// The app-level steps, `VaultAppStep` (generated when the app has any).
    public var step: String { appName + "Step" }
    /// The app-level steps' events, `VaultAppStepEvent` (generated when the app has steps).
    public var stepEvent: String { appName + "StepEvent" }
    /// The flags protocol refining every root flow's, `VaultAppFlags`.
    public var flags: String { appName + "Flags" }
    /// The plain flag values, `VaultAppFlagValues`.
    public var flagValues: String { appName + "FlagValues" }
    /// The root on screen with its navigator, `VaultAppShown`.
    public var shown: String { appName + "Shown" }

    public init(appNamed name: String) {
        appName = name
    }

    /// Every name as declared (unescaped), the app's own first.
    public var all: [String] {
        [appName, root, event, step, stepEvent, flags, flagValues, shown]
    }
}
