import FlowCore

/// One kind of finding `flowc compat` reports: its id and what it means, for the SARIF rules and
/// docs/Language.md.
public struct CompatRule: Hashable, Sendable {
    public var id: DiagnosticID
    public var help: String

    /// Every rule, sorted by id.
    public static let all: [CompatRule] = [
        CompatRule(id: CompatMessages.flowRemoved, help: "A flow of the lock's release is gone: its saved walks no longer restore."),
        CompatRule(id: CompatMessages.labelRenamed, help: "A payload label changed: old entries don't decode (an Optional one decodes as nil) unless `renamed from (old: new)` maps it."),
        CompatRule(id: CompatMessages.linkChanged, help: "A link's pattern changed: old URLs no longer open it unless the old pattern stays as `also`."),
        CompatRule(id: CompatMessages.linkRemoved, help: "A link of the lock's release is gone: its old URLs open nothing unless `removed link` says where they go."),
        CompatRule(id: CompatMessages.nameReused, help: "A former name the lock still keeps names another step: old entries would decode as the wrong step."),
        CompatRule(id: CompatMessages.payloadAdded, help: "A payload parameter without a default that isn't Optional was added: old entries can't make the step."),
        CompatRule(id: CompatMessages.payloadRemoved, help: "A payload parameter was removed: old entries still decode (extra values are ignored)."),
        CompatRule(id: CompatMessages.payloadRetyped, help: "A payload parameter's type changed to one old values may not decode as."),
        CompatRule(id: CompatMessages.rootRemoved, help: "A root of the lock's release is no longer one: walks from it restart."),
        CompatRule(id: CompatMessages.stepRemoved, help: "A step of the lock's release is gone: saved walks are cut before it unless `removed step` or `renamed from` says where they go."),
        CompatRule(id: CompatMessages.stepRenamed, help: "A step declared `renamed from` an old name: old walks restore under its new name."),
        CompatRule(id: CompatMessages.successorRemoved, help: "A step no longer follows another: old walks through the pair restore to their longest legal prefix."),
    ]
}
