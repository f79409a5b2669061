import FlowCore

/// Resolves names and checks every rule of the language; makes `FlowGraph`s and `CheckedFlow`s.
///
/// The checks run in a fixed order: declarations and names, then each step's guards (which
/// decide which transitions can fire), then the graph (reachability, traps, skip chains,
/// payloads). A check that depends on an earlier one's result is skipped when that one failed,
/// so one mistake gives one error, not a cascade. Whether flows can share a Swift module (their
/// names and generated type names) is `ModuleChecker`'s, which the pipeline runs with the
/// emitter's names.
public enum Checker {
    /// Checks every flow of a parsed file and returns one graph a flow, in source order; `module`
    /// holds the flows of every file of the module, which a flow can name.
    public static func check(_ syntax: FlowFileSyntax, module: ModuleFlows, diagnostics: inout Diagnostics) -> [FlowGraph] {
        let syntaxIsComplete = !diagnostics.hasErrors
        let graphs = syntax.flows.filter { !$0.name.name.isEmpty }.map { flow in
            SingleFlowChecker(flow: flow, module: module, syntaxIsComplete: syntaxIsComplete, children: module.children).run(&diagnostics)
        }
        FoundationImportCheck.check(syntax, diagnostics: &diagnostics)
        return graphs
    }

    /// Checks every flow of a parsed file for a code generator: the checks above, then what
    /// the generator can't generate (`limits`), then the names the file's flows would take in
    /// their Swift module (`naming`). A flow whose name is refused has errors.
    public static func check(
        _ syntax: FlowFileSyntax, module: ModuleFlows, naming: NamingPolicy, limits: any GenerationLimiting.Type,
        diagnostics: inout Diagnostics
    ) -> [FlowGraph] {
        let graphs = check(syntax, module: module, diagnostics: &diagnostics)
        limits.check(graphs, &diagnostics)
        // The flows of one file share a Swift module: their names and generated types must
        // differ. A name the checker already refused (`_Name`) is not reported again.
        let refused = Set(diagnostics.all.filter { $0.severity == .error }.map(\.place))
        let clashes = ModuleChecker.check(graphs, naming: naming).filter { !refused.contains($0.place) }
        diagnostics.append(contentsOf: clashes)
        return ModuleChecker.refusing(graphs, reportedIn: clashes)
    }

    /// Checks every flow of a file that is a module of its own.
    public static func check(_ syntax: FlowFileSyntax, diagnostics: inout Diagnostics) -> [FlowGraph] {
        check(syntax, module: ModuleFlows([(diagnostics.file.path, syntax)], incomplete: diagnostics.hasErrors ? [0] : []), diagnostics: &diagnostics)
    }

    /// The flows among `graphs` that were analysed and have no errors, as checked flows: none
    /// when the file has a syntax error, which leaves every flow of it unanalysed.
    public static func checkedFlows(_ graphs: [FlowGraph]) -> [CheckedFlow] {
        graphs.compactMap(CheckedFlow.init(graph:))
    }
}
