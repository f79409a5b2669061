import FlowChecker
import FlowCore

/// The check stage's output: one `FileCheck` a file of the module, in the order given, each
/// with the module's diagnostics about it and its final severities.
public struct CheckedModule: Sendable {
    public let files: [FileCheck]

    /// Whether any file has an error: then no code is generated for the module.
    public var hasErrors: Bool { files.contains(where: \.hasErrors) }

    /// Every flow of the module ready for code generation, files in order.
    public var checkedFlows: [CheckedFlow] { files.flatMap(\.checkedFlows) }

    /// Every app of the module ready for code generation, files in order: none when any file
    /// has an error (an app's roots may be flows of other files).
    public var checkedApps: [CheckedApp] { hasErrors ? [] : files.flatMap(\.checkedApps) }
}
