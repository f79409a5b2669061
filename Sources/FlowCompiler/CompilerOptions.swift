/// Settings that change what the pipeline reports.
public struct CompilerOptions: Sendable, Hashable {
    /// Report every warning as an error.
    public var warningsAsErrors: Bool

    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }
}
