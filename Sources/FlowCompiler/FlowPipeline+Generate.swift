import FlowChecker
import FlowCore
import FlowSwiftEmitter

extension FlowPipeline {
    /// The check stage: checks each file's flows, then the names across files, and makes one
    /// check a file, in the order given, with the cross-file diagnostics added to the files they
    /// concern.
    public static func check(_ parsed: ParsedModule, options: CompilerOptions = CompilerOptions()) -> CheckedModule {
        let module = parsed.flows()
        let checked = parsed.files.map { checkFlows($0, in: module) }
        let graphs = checked.flatMap { $0.graphs }
        // Clashes within one file were reported by its own check already.
        let clashes = moduleClashes(graphs).filter { clash in !clash.notes.allSatisfy { $0.path == clash.path } }
            + ModuleChecker.continuationsNeverTaken(graphs)
        let files = zip(parsed.files, checked).map { file, checked in
            let mine = clashes.filter { $0.path == file.source.path }
            return FileCheck(file, graphs: checked.graphs, apps: checked.apps, found: merge(mine, into: checked.diagnostics), options: options)
        }
        return CheckedModule(files: files)
    }

    /// A file's diagnostics with the module's about it: one error for one mistake. Where the
    /// file's own check reported the same diagnostic (same path, id and range), the module's
    /// replaces it (it knows the other files); where it reported another error at that place,
    /// that one stays.
    static func merge(_ moduleDiagnostics: [Diagnostic], into fileDiagnostics: [Diagnostic]) -> [Diagnostic] {
        var result = fileDiagnostics
        for diagnostic in moduleDiagnostics {
            let here = result.filter { $0.severity == .error && $0.place == diagnostic.place }
            if here.contains(where: { $0.id != diagnostic.id }) { continue }
            result.removeAll { $0.identity == diagnostic.identity }
            result.append(diagnostic)
        }
        return result
    }

    /// The generate stage for app code: the Swift of each file of a module without errors,
    /// named by `name`, with `options` for each file; `nil` when the module has errors.
    public static func generateSwift(
        _ module: CheckedModule, options: (FileCheck) -> SwiftEmitterOptions, name: (FileCheck) -> String
    ) -> [GeneratedFile]? {
        guard !module.hasErrors else { return nil }
        return module.files.map { check in
            GeneratedFile(source: check.file.path, name: name(check), contents: emitSwift(check, options: options(check)))
        }
    }

    /// The Swift for a file's flows; `nil` when the file has errors.
    public static func generateSwift(_ check: FileCheck, options: SwiftEmitterOptions) -> String? {
        guard !check.hasErrors else { return nil }
        return emitSwift(check, options: options)
    }

    private static func emitSwift(_ check: FileCheck, options: SwiftEmitterOptions) -> String {
        SwiftEmitter(options: options, file: check.file).emit(check.checkedFlows, apps: check.checkedApps, imports: check.syntax.imports)
    }

    /// The name of the Swift file generated for a `.flow` file, from its path relative to the
    /// module's folder (see `FlowOutputNaming`, which the build plugin shares).
    public static func outputFileName(forRelativePath path: String) -> String {
        FlowOutputNaming.outputFileName(forRelativePath: path)
    }

    /// The name of the test-support file for a `.flow` file (see `FlowOutputNaming`).
    public static func testSupportFileName(forRelativePath path: String) -> String {
        FlowOutputNaming.testSupportFileName(forRelativePath: path)
    }

    /// `path` relative to the folder `base`, by their text alone (see `FlowOutputNaming`).
    public static func relativePath(_ path: String, to base: String) -> String {
        FlowOutputNaming.relativePath(path, to: base)
    }
}
