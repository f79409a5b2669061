import FlowCore
import FlowChecker

/// What the front end made of one file: its syntax tree, its flows and its diagnostics, sorted.
/// Made once, when every diagnostic of the file is known (`init(_:graphs:found:options:)`).
public struct FileCheck: Sendable {
    public let file: SourceFile
    /// The syntax tree the flows were checked from; empty when the file is not valid UTF-8.
    /// The emitter reads the file's imports from it, the formatter its layout.
    public let syntax: FlowFileSyntax
    /// One graph a flow that the checker could resolve, errors or not.
    public let graphs: [FlowGraph]
    /// The apps the checker found free of errors, in source order (whatever the rest of the file).
    let apps: [CheckedApp]
    /// What is reported, sorted: every diagnostic but the suppressed ones, each with the
    /// severity `CompilerOptions` decides.
    public let diagnostics: [Diagnostic]
    /// The warnings `// flowc:ignore` comments silence, sorted, each with its `suppression`:
    /// they don't fail a build, even with `--warnings-as-errors`; the JSON and SARIF reports
    /// list them as suppressed.
    public let suppressed: [Diagnostic]

    /// The file's check from every diagnostic `found` about it: the suppressions applied to
    /// the severities the stages reported, then the severities `options` decide.
    init(_ parsed: ParsedModule.File, graphs: [FlowGraph], apps: [CheckedApp] = [], found: [Diagnostic], options: CompilerOptions) {
        file = parsed.source
        syntax = parsed.syntax
        self.graphs = graphs
        self.apps = apps
        // Suppressions silence what is reported as a warning; `--warnings-as-errors` then
        // decides the severity of what is left.
        let kept = Suppressions.apply(parsed.syntax.suppressions, in: parsed.source, to: Diagnostics.sort(found))
        diagnostics = kept.reported.map(options.reported)
        suppressed = kept.suppressed
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The flows ready for code generation: all of them when the file has no error, else none.
    public var checkedFlows: [CheckedFlow] {
        hasErrors ? [] : Checker.checkedFlows(graphs)
    }

    /// The apps ready for code generation: all of them when the file has no error, else none.
    public var checkedApps: [CheckedApp] {
        hasErrors ? [] : apps
    }
}
