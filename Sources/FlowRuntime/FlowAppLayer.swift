import FlowWalks

/// An app-level step shown over the top layer of the root on screen (`FlowAppNavigator.overTop`):
/// the step with its payload, how it is presented, and its identity, which a host presents it by
/// (`.sheet(item:)`) and an answer names (`FlowAppNavigator.answer(_:from:)`).
public struct FlowAppLayer<App: FlowApp>: Hashable, Sendable, Identifiable {
    /// The app-level step, with its payload.
    public let step: App.Step
    /// As a sheet or a cover.
    public let presentation: FlowPresentation
    /// This showing of the step: a step shown again is another layer.
    public let id: UInt64
}
