import FlowCore
import FlowParser
import FlowChecker
import FlowSwiftEmitter

/// The one pipeline that the CLI, the plugins and the tests call: no I/O, no printing.
///
/// Three named stages, each a typed value, as swift-openapi-generator's `GeneratorPipeline`:
/// `[SourceFile] → parse → ParsedModule → check → CheckedModule → generate → [GeneratedFile]`.
/// Every file of a module is parsed before any flow is checked, so that a flow can name a flow
/// of another file (`ModuleFlows`). The check takes what the code generator decides as inputs
/// (`namingPolicy`, `generationLimits`), never calls into it. `checkModule` is parse then
/// check, which `flowc check`, `flowc generate` (and so the build plugin) and `flowc links` take.
public enum FlowPipeline {
    /// The names generated Swift takes, which the module check keeps distinct.
    static let namingPolicy = NamingPolicy(reservedFlowNames: RuntimeContract.reservedFlowNames) { GeneratedTypeNames(flowNamed: $0).all }

    /// What the Swift emitter can't generate yet, which the check reports.
    static let generationLimits: any GenerationLimiting.Type = GenerationLimits.self

    /// Parses and checks one file, as a module of its own.
    public static func check(_ file: SourceFile, options: CompilerOptions = CompilerOptions()) -> FileCheck {
        checkModule([file], options: options)[0]
    }

    /// Parses and checks files that go into one Swift module together: one check a file, in
    /// the order given (`check(parse(files))`).
    public static func checkModule(_ files: [SourceFile], options: CompilerOptions = CompilerOptions()) -> [FileCheck] {
        check(parse(files), options: options).files
    }

    /// The parse stage: every file parsed, none checked yet.
    public static func parse(_ files: [SourceFile]) -> ParsedModule {
        ParsedModule(files: files.map(parse))
    }

    static func parse(_ file: SourceFile) -> ParsedModule.File {
        var diagnostics = Diagnostics(file: file)
        if let offset = file.firstInvalidUTF8Offset {
            diagnostics.report(ParserMessages.invalidUTF8, at: SourceRange(offset, offset + 1))
            return ParsedModule.File(syntax: FlowFileSyntax(flows: []), diagnostics: diagnostics, isReadable: false)
        }
        let syntax = Parser.parse(file, diagnostics: &diagnostics)
        return ParsedModule.File(syntax: syntax, diagnostics: diagnostics, isReadable: true)
    }

    /// Checks the flows of a parsed file, which can name any flow of `module`, with what the
    /// Swift emitter can't generate and the clashes among them; the clashes with other files'
    /// flows are the module check's.
    static func checkFlows(_ parsed: ParsedModule.File, in module: ModuleFlows) -> (graphs: [FlowGraph], apps: [CheckedApp], diagnostics: [Diagnostic]) {
        var diagnostics = parsed.diagnostics
        guard parsed.isReadable else { return ([], [], diagnostics.all) }
        let graphs = Checker.check(parsed.syntax, module: module, naming: namingPolicy, limits: generationLimits, diagnostics: &diagnostics)
        let apps = AppChecker.check(parsed.syntax, module: module, diagnostics: &diagnostics)
        return (graphs, apps, diagnostics.all)
    }

    /// The flows among `graphs` whose names, or generated type names, clash, by the names the
    /// Swift emitter gives them.
    static func moduleClashes(_ graphs: [FlowGraph]) -> [Diagnostic] {
        ModuleChecker.check(graphs, naming: namingPolicy)
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
