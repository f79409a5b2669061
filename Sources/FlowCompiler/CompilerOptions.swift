import FlowCore

/// Settings that change what the pipeline reports.
public struct CompilerOptions: Sendable, Hashable {
    /// Report every warning as an error.
    public var warningsAsErrors: Bool

    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }

    /// `diagnostic` with the severity it is reported with: the one its stage gave it, or an
    /// error under `warningsAsErrors`. The one place a severity changes, applied once, when a
    /// file's check is made.
    func reported(_ diagnostic: Diagnostic) -> Diagnostic {
        guard warningsAsErrors, diagnostic.severity != .error else { return diagnostic }
        var reported = diagnostic
        reported.severity = .error
        return reported
    }
}
