/// What an app's host asks of the presenter showing a root's walk, whatever its flow
/// (`FlowPresenter` is one): how many layers it shows, whether it still lags the walk, and to
/// close its layers on screen for a swap, then show them again on the root's return.
@MainActor
protocol FlowAppRootPresenter: AnyObject {
    /// How many layers are on screen, the base layer included.
    var shownLayerCount: Int { get }
    /// Whether the screen still lags behind the walk.
    var isStaging: Bool { get }
    /// Closes every presented layer and the alert on screen in one update, the walk staying
    /// as it is; the walk's moves re-plan nothing until `reopenAfterSwap()`.
    func closeForSwap()
    /// Brings the screen to the walk again, one stage at a time, after `closeForSwap()`.
    func reopenAfterSwap()
}
