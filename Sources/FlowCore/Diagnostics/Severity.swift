/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    case error
    case warning
    /// Worth a reviewer's eye, never a failure: a change that old data survives through a
    /// declaration (`flowc compat`'s migratable findings).
    case remark

    private var rank: Int {
        switch self {
        case .remark: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Its name in GitHub's workflow commands (`::error`, `::warning`, `::notice`).
    public var gitHubCommand: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .remark: "notice"
        }
    }

    /// Its SARIF `level`.
    public var sarifLevel: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .remark: "note"
        }
    }

    /// The ANSI colour code the terminal renderer shows it in.
    public var terminalColour: String {
        switch self {
        case .error: "31"
        case .warning: "35"
        case .remark: "36"
        }
    }
}
