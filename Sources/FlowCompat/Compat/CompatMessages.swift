import FlowCore

/// The ids of FlowCompat's diagnostics (docs/Language.md lists them), and the wording of each.
enum CompatMessages {
    static let lockMalformedID = DiagnosticID("lock-malformed")
    static let lockTooNewID = DiagnosticID("lock-too-new")
    static let stepRemoved = DiagnosticID("compat-step-removed")
    static let stepRenamed = DiagnosticID("compat-step-renamed")
    static let payloadAdded = DiagnosticID("compat-payload-added")
    static let payloadRemoved = DiagnosticID("compat-payload-removed")
    static let payloadRetyped = DiagnosticID("compat-payload-retyped")
    static let labelRenamed = DiagnosticID("compat-label-renamed")
    static let rootRemoved = DiagnosticID("compat-root-removed")
    static let successorRemoved = DiagnosticID("compat-successor-removed")
    static let linkRemoved = DiagnosticID("compat-link-removed")
    static let linkChanged = DiagnosticID("compat-link-changed")
    static let nameReused = DiagnosticID("compat-name-reused")
    static let flowRemoved = DiagnosticID("compat-flow-removed")
}
