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
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The flows ready for code generation: all of them when the file has no error, else none.
    public var checkedFlows: [CheckedFlow] {
        hasErrors ? [] : Checker.checkedFlows(graphs)
    }
}
