import FlowCore
import FlowChecker

/// What the front end made of one file: its syntax tree, its flows and its diagnostics, sorted.
public struct FileCheck: Sendable {
    public var file: SourceFile
    /// The syntax tree the flows were checked from; empty when the file is not valid UTF-8.
    /// The emitter reads the file's imports from it, the formatter its layout.
    public var syntax: FlowFileSyntax
    /// One graph a flow that the checker could resolve, errors or not.
    public var graphs: [FlowGraph]
    /// What is reported, sorted: every diagnostic but the suppressed ones.
    public var diagnostics: [Diagnostic]
    /// The warnings `// flowc:ignore` comments silence, sorted, each with its `suppression`:
    /// they don't fail a build, even with `--warnings-as-errors`; the JSON and SARIF reports
    /// list them as suppressed.
    public var suppressed: [Diagnostic] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The flows ready for code generation: all of them when the file has no error, else none.
    public var checkedFlows: [CheckedFlow] {
        hasErrors ? [] : Checker.checkedFlows(graphs)
    }
}
