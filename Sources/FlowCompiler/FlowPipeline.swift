import FlowCore
import FlowParser
import FlowChecker
import FlowSwiftEmitter

/// The one pipeline that the CLI, the plugins and the tests call: no I/O, no printing.
///
/// `[SourceFile] → tokens → [FlowFileSyntax] → ModuleFlows → FlowGraph/CheckedFlow`, diagnostics
/// collected alongside. Every file of a module is parsed before any flow is checked, so that a
/// flow can name a flow of another file (`ModuleFlows`); `checkModule` is the one path, which
/// `flowc check`, `flowc generate` (and so the build plugin) and `flowc links` take.
public enum FlowPipeline {
    /// Parses and checks one file, as a module of its own.
    public static func check(_ file: SourceFile, options: CompilerOptions = CompilerOptions()) -> FileCheck {
        checkModule([file], options: options)[0]
    }

    /// One file parsed: its syntax tree (empty when it is not valid UTF-8) and the diagnostics
    /// so far, which the file's check goes on collecting.
    struct ParsedFile {
        var syntax = FlowFileSyntax(flows: [])
        var diagnostics: Diagnostics
        var isReadable = true
    }

    static func parse(_ file: SourceFile) -> ParsedFile {
        var parsed = ParsedFile(diagnostics: Diagnostics(file: file))
        if let offset = file.firstInvalidUTF8Offset {
            parsed.diagnostics.report(ParserMessages.invalidUTF8, at: SourceRange(offset, offset + 1))
            parsed.isReadable = false
        } else {
            parsed.syntax = Parser.parse(file, diagnostics: &parsed.diagnostics)
        }
        return parsed
    }

    /// Checks the flows of a parsed file, which can name any flow of `module`, and the clashes
    /// among them; the clashes with other files' flows are `checkModule`'s.
    static func checkFlows(_ parsed: ParsedFile, in module: ModuleFlows) -> FileCheck {
        var diagnostics = parsed.diagnostics
        var graphs: [FlowGraph] = []
        if parsed.isReadable {
            graphs = Checker.check(parsed.syntax, module: module, diagnostics: &diagnostics)
            GenerationLimits.check(graphs, &diagnostics)
            // The flows of one file share a Swift module: their names and generated types must
            // differ. A name the checker already refused (`_Name`) is not reported again.
            let refused = Set(diagnostics.all.filter { $0.severity == .error }.map(\.range.lowerBound))
            let clashes = moduleClashes(graphs).filter { !refused.contains($0.range.lowerBound) }
            diagnostics.append(contentsOf: clashes)
            graphs = ModuleChecker.refusing(graphs, reportedIn: clashes)
        }
        return FileCheck(file: diagnostics.file, syntax: parsed.syntax, graphs: graphs, diagnostics: diagnostics.sorted)
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
        rules.mapValues(\.help)
    }

    /// The severity a diagnostic id is reported with (before `--warnings-as-errors`); an id no
    /// stage declares is an error.
    public static func defaultSeverity(of id: DiagnosticID) -> Severity {
        rules[id]?.severity ?? .error
    }

    /// Each stage's catalog, by id: every kind of diagnostic, each declared once.
    private static let rules: [DiagnosticID: (severity: Severity, help: String)] = {
        let kinds: [any DiagnosticKind] = ParserDiagnostic.allCases + CheckerDiagnostic.allCases + GenerationDiagnostic.allCases
            + SuppressionDiagnostic.allCases + CompatDiagnostic.allCases
        return Dictionary(kinds.map { ($0.id, $0.rule) }) { first, _ in first }
    }()
}
