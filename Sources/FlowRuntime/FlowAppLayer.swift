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

    /// The step `step` shown as `presentation`, this showing's identity `id`: the app
    /// navigator makes them; a test of a host's plan may make its own.
    @_spi(Testing)
    public init(step: App.Step, presentation: FlowPresentation, id: UInt64) {
        self.step = step
        self.presentation = presentation
        self.id = id
    }
}
