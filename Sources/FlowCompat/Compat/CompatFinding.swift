import FlowCore

/// One change between the lock and the current flows, judged per audience.
public struct CompatFinding: Hashable, Sendable {
    /// The finding as a diagnostic at the `.flow` line of the change, with a note at the lock's.
    public var diagnostic: Diagnostic
    /// The flow it concerns.
    public var flow: String
    /// What changed: `step basket`, `link Catalogue.productDetail`.
    public var subject: String
    /// Its class for saved walks.
    public var walks: CompatClass
    /// Its class for links in the wild.
    public var links: CompatClass
    /// The worst of the two.
    public var verdict: CompatClass
    /// The old walk or URL that shows it, for a breaking finding.
    public var witness: CompatWitness?

    public init(diagnostic: Diagnostic, flow: String, subject: String, walks: CompatClass, links: CompatClass, witness: CompatWitness?) {
        self.diagnostic = diagnostic
        self.flow = flow
        self.subject = subject
        self.walks = walks
        self.links = links
        self.verdict = max(walks, links)
        self.witness = witness
    }
}
