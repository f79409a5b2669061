import FlowRuntime
import FlowTestSupport

/// A `FlowStageClock` for the alert host's tests: stages settle through a `ManualStageClock`
/// (`stages`), and the check after an alert's binding reset waits apart, until
/// `checkAlertResets()`, so a test puts a button's action before or after it.
@MainActor
final class AlertCheckClock: FlowStageClock {
    /// The stages' clock: `settle()`, `settleAll()`.
    let stages = ManualStageClock()
    private var checks: [@MainActor () -> Void] = []

    func waitForSettling(_ settled: @escaping @MainActor () -> Void) {
        stages.waitForSettling(settled)
    }

    func waitForAlertAnswer(_ check: @escaping @MainActor () -> Void) {
        checks.append(check)
    }

    /// Runs the checks waiting after binding resets: a button's action can no longer arrive.
    func checkAlertResets() {
        let waiting = checks
        checks = []
        for check in waiting { check() }
    }
}
