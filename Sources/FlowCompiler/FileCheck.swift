import FlowCore
import FlowChecker

/// What the front end made of one file: its syntax tree, its flows and its diagnostics, sorted.
public struct FileCheck: Sendable {
    public var file: SourceFile
    /// The syntax tree the flows were checked from; empty when the file is not valid UTF-8.
    ///
    /// Kept, not dropped after checking, so that a command can leave it to the process's exit
    /// with the rest (freeing a 10,000-step flow's tree object by object costs about 2 ms).
    public var syntax: FlowFileSyntax
    /// One graph a flow that the checker could resolve, errors or not.
    public var graphs: [FlowGraph]
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The flows ready for code generation: all of them when the file has no error, else none.
    public var checkedFlows: [CheckedFlow] {
        hasErrors ? [] : Checker.checkedFlows(graphs)
    }
}
