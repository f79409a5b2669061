import FlowChecker
import FlowCore

/// Makes the lock of a module's checked flows.
public enum LockBuilder {
    /// The lock of `flows` as release `release`.
    public static func lock(of flows: [CheckedFlow], release: String, walkFloor: String?, previous: Lock?) -> Lock {
        Lock(header: Lock.Header(release: release, walkFloor: walkFloor), flows: [], links: [], retiredLinks: [])
    }
}
