import FlowCore
import FlowParser
import FlowChecker
import FlowSwiftEmitter

/// The one pipeline that the CLI, the plugins and the tests call: no I/O, no printing.
///
/// `SourceFile → tokens → FlowFileSyntax → FlowGraph/CheckedFlow`, diagnostics collected
/// alongside.
public enum FlowPipeline {
    /// Parses and checks one file.
    public static func check(_ file: SourceFile, options: CompilerOptions = CompilerOptions()) -> FileCheck {
        var diagnostics = Diagnostics(file: file)
        var syntax = FlowFileSyntax(flows: [], names: [])
        var graphs: [FlowGraph] = []
        if let offset = file.firstInvalidUTF8Offset {
            diagnostics.report(ParserMessages.invalidUTF8, at: SourceRange(offset, offset + 1))
        } else {
            syntax = Parser.parse(file, diagnostics: &diagnostics)
            graphs = Checker.check(syntax, diagnostics: &diagnostics)
            // The flows of one file share a Swift module: their names and generated types must
            // differ. A name the checker already refused (`_Name`) is not reported again.
            let refused = Set(diagnostics.all.filter { $0.severity == .error }.map(\.range.lowerBound))
            let clashes = moduleClashes(graphs).filter { !refused.contains($0.range.lowerBound) }
            diagnostics.append(contentsOf: clashes)
            graphs = ModuleChecker.refusing(graphs, reportedIn: clashes)
        }
        var sorted = diagnostics.sorted
        if options.warningsAsErrors {
            for index in sorted.indices { sorted[index].severity = .error }
        }
        return FileCheck(file: file, syntax: syntax, graphs: graphs, diagnostics: sorted)
    }

    /// The flows among `graphs` whose names, or generated type names, clash, by the names the
    /// Swift emitter gives them.
    static func moduleClashes(_ graphs: [FlowGraph]) -> [Diagnostic] {
        ModuleChecker.check(graphs, reserved: RuntimeContract.reservedFlowNames) { GeneratedTypeNames(flowNamed: $0).all }
    }

    /// Parses and checks one file given as text.
    public static func check(path: String, text: String, options: CompilerOptions = CompilerOptions()) -> FileCheck {
        check(SourceFile(path: path, text: text), options: options)
    }

    /// Every diagnostic id of every stage, with its one-sentence help text.
    public static var diagnosticIDs: [DiagnosticID: String] {
        ParserMessages.ids.merging(CheckerMessages.ids) { first, _ in first }
    }

    /// The severity a diagnostic id is reported with (before `--warnings-as-errors`).
    public static func defaultSeverity(of id: DiagnosticID) -> Severity {
        CheckerMessages.warningIDs.contains(id) || ParserMessages.warningIDs.contains(id) ? .warning : .error
    }
}
