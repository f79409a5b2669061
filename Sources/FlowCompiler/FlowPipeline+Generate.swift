import FlowChecker
import FlowCore
import FlowSwiftEmitter

extension FlowPipeline {
    /// Checks files that go into one Swift module together: parses every file, gathers the
    /// module's flows by name (`ModuleFlows`), checks each file's flows, then the names across
    /// files. Returns one check a file, in the order given, with the cross-file diagnostics added
    /// to the files they concern.
    public static func checkModule(_ files: [SourceFile], options: CompilerOptions = CompilerOptions()) -> [FileCheck] {
        let parsed = files.map(parse)
        let incomplete = Set(parsed.indices.filter { parsed[$0].diagnostics.hasErrors || !parsed[$0].isReadable })
        let module = ModuleFlows(zip(files, parsed).map { ($0.path, $1.syntax) }, incomplete: incomplete)
        var checks = parsed.map { checkFlows($0, in: module) }
        var clashes = moduleClashes(checks.flatMap(\.graphs))
        // Clashes within one file were reported by its own check already.
        clashes.removeAll { clash in clash.notes.allSatisfy { $0.path == clash.path } }
        clashes += ModuleChecker.continuationsNeverTaken(checks.flatMap(\.graphs))
        for index in checks.indices {
            let mine = clashes.filter { $0.path == checks[index].file.path }
            if !mine.isEmpty {
                checks[index].diagnostics = Diagnostics.sort(merge(mine, into: checks[index].diagnostics))
            }
            // Every diagnostic of the file is known: its `// flowc:ignore` comments silence
            // warnings, which `--warnings-as-errors` then makes errors.
            let kept = Suppressions.apply(checks[index].syntax.suppressions, in: checks[index].file, to: checks[index].diagnostics)
            checks[index].diagnostics = kept.reported
            checks[index].suppressed = kept.suppressed
            if options.warningsAsErrors {
                for diagnostic in checks[index].diagnostics.indices { checks[index].diagnostics[diagnostic].severity = .error }
            }
        }
        return checks
    }

    /// A file's diagnostics with the module's about it: one error for one mistake. Where the
    /// file's own check reported the same error at the same place, the module's replaces it
    /// (it knows the other files); where it reported another error there, that one stays.
    static func merge(_ moduleDiagnostics: [Diagnostic], into fileDiagnostics: [Diagnostic]) -> [Diagnostic] {
        var result = fileDiagnostics
        for diagnostic in moduleDiagnostics {
            let here = result.filter { $0.severity == .error && $0.range.lowerBound == diagnostic.range.lowerBound }
            if here.contains(where: { $0.id != diagnostic.id }) { continue }
            result.removeAll { $0.id == diagnostic.id && $0.range.lowerBound == diagnostic.range.lowerBound }
            result.append(diagnostic)
        }
        return result
    }

    /// The Swift for a file's flows; `nil` when the file has errors.
    public static func generateSwift(_ check: FileCheck, options: SwiftEmitterOptions) -> String? {
        guard !check.hasErrors else { return nil }
        return SwiftEmitter(options: options, file: check.file).emit(check.checkedFlows, imports: check.syntax.imports)
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
