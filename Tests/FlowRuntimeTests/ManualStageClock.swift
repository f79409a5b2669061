import FlowRuntime

/// A `FlowStageClock` a test advances by hand: nothing settles until `settle()`, so a test can
/// act between two stages, and nothing sleeps.
@MainActor
final class ManualStageClock: FlowStageClock {
    private var waiting: [@MainActor () -> Void] = []

    /// Whether a change is waiting to settle.
    var isWaiting: Bool { !waiting.isEmpty }

    func waitForSettling(_ settled: @escaping @MainActor () -> Void) {
        waiting.append(settled)
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
