import FlowRuntime

/// A `FlowStageClock` a test advances by hand: nothing settles until `settle()`, so a test can
/// act between two stages, and nothing sleeps. The check after an alert's binding reset waits
/// apart, until `checkAlertResets()`, so a test puts a button's action before or after it.
@MainActor
final class ManualStageClock: FlowStageClock {
    private var waiting: [@MainActor () -> Void] = []
    private var alertChecks: [@MainActor () -> Void] = []

    /// Whether a change is waiting to settle.
    var isWaiting: Bool { !waiting.isEmpty }

    func waitForSettling(_ settled: @escaping @MainActor () -> Void) {
        waiting.append(settled)
    }

    func waitForAlertAnswer(_ check: @escaping @MainActor () -> Void) {
        alertChecks.append(check)
    }

    /// Whether a check after an alert's binding reset is waiting.
    var isCheckingAlert: Bool { !alertChecks.isEmpty }

    /// Runs the checks waiting after alerts' binding resets: a button's action can no longer
    /// arrive.
    func checkAlertResets() {
        let checks = alertChecks
        alertChecks = []
        for check in checks { check() }
    }

    /// Lets the oldest change waiting settle; the presenter then applies its next stage.
    func settle() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst()()
    }

    /// Settles changes until none waits (at most `limit`, so a loop of stages fails the test
    /// instead of hanging); returns how many settled.
    @discardableResult
    func settleAll(limit: Int = 20) -> Int {
        var count = 0
        while isWaiting, count < limit {
            settle()
            count += 1
        }
        return count
    }
}
