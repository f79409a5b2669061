/// What `CompatChecker` found: every finding that isn't safe, in the order of the lock.
public struct CompatReport: Hashable, Sendable {
    public var findings: [CompatFinding]
    /// The path of the lock the flows were judged against, as the notes name it.
    public var lockPath: String
    /// The release the lock records.
    public var release: String

    public init(findings: [CompatFinding], lockPath: String, release: String) {
        self.findings = findings
        self.lockPath = lockPath
        self.release = release
    }
}
