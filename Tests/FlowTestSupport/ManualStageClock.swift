import FlowRuntime

/// A `FlowStageClock` a test advances by hand: nothing settles until `settle()`, so a test can
/// act between two stages, and nothing sleeps.
@MainActor
public final class ManualStageClock: FlowStageClock {
    private var waiting: [@MainActor () -> Void] = []

    public init() {}

    /// Whether a change is waiting to settle.
    public var isWaiting: Bool { !waiting.isEmpty }

    public func waitForSettling(_ settled: @escaping @MainActor () -> Void) {
        waiting.append(settled)
    }

    /// Lets the oldest change waiting settle; the presenter then applies its next stage.
    public func settle() {
        guard !waiting.isEmpty else { return }
        waiting.removeFirst()()
    }

    /// Settles changes until none waits (at most `limit`, so a loop of stages fails the test
    /// instead of hanging); returns how many settled.
    @discardableResult
    public func settleAll(limit: Int = 20) -> Int {
        var count = 0
        while isWaiting, count < limit {
            settle()
            count += 1
        }
        return count
    }
}
