import FlowCore

/// The kinds of diagnostic the Swift emitter's limits report (`GenerationLimits`): the stable
/// id (the raw value), with its severity and help (`rule`).
public enum GenerationDiagnostic: String, DiagnosticKind {
    case childFlowNotGenerated = "child-flow-not-generated"
    case tabsNotGenerated = "tabs-not-generated"

    public var rule: (severity: Severity, help: String) {
        switch self {
        case .tabsNotGenerated: (.error, "A tabbed router flowc checks and draws, but can't generate Swift for yet: it has a tab root with a skip rule.")
        case .childFlowNotGenerated: (.error, "A use-step flowc can't generate Swift for yet: its child uses a flow, a link passes through it (rather than landing inside it), or a link lands inside it while its child's start step takes a payload.")
        }
    }
}
