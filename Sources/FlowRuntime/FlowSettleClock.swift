/// The default `FlowStageClock`: waits a fixed time after each presentation change.
///
/// SwiftUI gives no callback when a sheet or cover has finished appearing (only `onDismiss`,
/// for dismissals), so the presenter can't know when the next change is safe; like FlowStacks,
/// it waits long enough for the system's presentation animation, 0.65 s by default. The figure
/// is FlowStacks', not measured here: a device may need more (or less) time.
///
/// It waits as long before taking an alert's binding reset without an answer for a tap outside
/// the dialog (`waitForAlertAnswer(_:)`): long enough for a button's action that UIKit runs
/// only once the alert has animated away.
@MainActor
public final class FlowSettleClock: FlowStageClock {
    /// FlowStacks' settle time: a little more than UIKit's sheet animation.
    public static let defaultSettleTime: Duration = .milliseconds(650)

    /// How long each change is given to finish.
    public let settleTime: Duration

    /// A clock that waits `settleTime` after each change.
    public init(settleTime: Duration = FlowSettleClock.defaultSettleTime) {
        self.settleTime = settleTime
    }

    public func waitForSettling(_ settled: @escaping @MainActor () -> Void) {
        let settleTime = settleTime
        Task { @MainActor in
            try? await Task.sleep(for: settleTime)
            settled()
        }
    }
}
