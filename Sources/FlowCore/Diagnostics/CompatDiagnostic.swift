/// The kinds of diagnostic `flowc compat` reports (FlowCompat): the stable id (the raw value),
/// with its severity and help (`rule`). Declared here, below FlowCompat, so that the pipeline's
/// rules (`FlowPipeline.diagnosticIDs`, SARIF's rules, the docs test) list them without the
/// compiler importing FlowCompat; FlowCompat words them (`CompatMessages`).
///
/// A finding's severity follows its class (docs/Language.md, "Compatibility"): a breaking one is
/// reported with its kind's severity, or as a warning when no old walk or URL shows it; a
/// migratable one as a remark. Kinds that are never breaking are remarks.
public enum CompatDiagnostic: String, DiagnosticKind {
    case lockMalformed = "lock-malformed"
    case lockTooNew = "lock-too-new"
    case stepRemoved = "compat-step-removed"
    case stepRenamed = "compat-step-renamed"
    case payloadAdded = "compat-payload-added"
    case payloadRemoved = "compat-payload-removed"
    case payloadRetyped = "compat-payload-retyped"
    case labelRenamed = "compat-label-renamed"
    case rootRemoved = "compat-root-removed"
    case successorRemoved = "compat-successor-removed"
    case linkRemoved = "compat-link-removed"
    case linkChanged = "compat-link-changed"
    case nameReused = "compat-name-reused"
    case flowRemoved = "compat-flow-removed"
    case appRootRemoved = "compat-app-root-removed"

    public var rule: (severity: Severity, help: String) {
        switch self {
        case .lockMalformed: (.error, "The lock (`flowc.lock`) has a line this flowc can't read: nothing is judged until it is fixed or rewritten by `flowc lock`.")
        case .lockTooNew: (.error, "The lock was written by a newer flowc, in a lock format or rule set this one doesn't know: update flowc.")
        case .stepRemoved: (.error, "A step of the lock's release is gone: saved walks are cut before it unless `removed step` or `renamed from` says where they go.")
        case .stepRenamed: (.remark, "A step declared `renamed from` an old name: old walks restore under its new name.")
        case .payloadAdded: (.error, "A payload parameter without a default that isn't Optional was added: old entries can't make the step.")
        case .payloadRemoved: (.remark, "A payload parameter was removed: old entries still decode (extra values are ignored).")
        case .payloadRetyped: (.error, "A payload parameter's type changed to one old values may not decode as.")
        case .labelRenamed: (.error, "A payload label changed: old entries don't decode (an Optional one decodes as nil) unless `renamed from (old: new)` maps it.")
        case .rootRemoved: (.remark, "A root of the lock's release is no longer one: walks from it restart.")
        case .successorRemoved: (.remark, "A step no longer follows another: old walks through the pair restore to their longest legal prefix.")
        case .linkRemoved: (.error, "A link of the lock's release is gone: its old URLs open nothing unless `removed link` says where they go.")
        case .linkChanged: (.error, "A link's pattern changed: old URLs no longer open it unless the old pattern stays as `also`.")
        case .nameReused: (.error, "A former name the lock still keeps names another step: old entries would decode as the wrong step.")
        case .flowRemoved: (.error, "A flow of the lock's release is gone: its saved walks no longer restore.")
        case .appRootRemoved: (.error, "A root of an app of the lock's release is gone, renamed or uses another flow: saved app walks name the root, and hold its flow's walk.")
        }
    }
}
