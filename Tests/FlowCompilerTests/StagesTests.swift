@testable import FlowCompiler
import FlowCore
import FlowSwiftEmitter
import Testing

/// The pipeline's named stages: parse, check (each used flow checked once per module), and
/// the diagnostics matched by path, id and range.
@Suite struct StagesTests {
    /// Levels of two flows, each using both flows of the next level: a parent's check that
    /// re-checked its children (and theirs) would check the last level 2^depth times.
    static func lattice(depth: Int) -> [SourceFile] {
        (0...depth).flatMap { level in
            ["A", "B"].map { name in
                let body = level == depth
                    ? "    step a {\n        on finish -> done\n    }\n"
                    : "    step a uses A\(level + 1) {\n        on done -> b\n    }\n    step b uses B\(level + 1) {\n        on done -> done\n    }\n"
                return SourceFile(path: "\(name)\(level).flow", text: "flow \(name)\(level) {\n    outcome done\n    start a\n\(body)}\n")
            }
        }
    }

    @Test(.timeLimit(.minutes(1))) func eachUsedFlowIsCheckedOncePerModule() {
        let module = FlowPipeline.check(FlowPipeline.parse(Self.lattice(depth: 24)))
        let found = module.files.flatMap(\.diagnostics).filter { $0.id != GenerationDiagnostic.childFlowNotGenerated.id }
        #expect(found.isEmpty, "\(found.map(\.message))")
        #expect(module.files.count == 50)
    }

    @Test func theModulesDiagnosticReplacesTheFilesOfTheSameIdentityOnly() {
        func error(_ id: String, _ path: String, _ range: SourceRange, _ message: String) -> Diagnostic {
            Diagnostic(.error, DiagnosticID(id), message, path: path, range: range)
        }
        let file = [error("duplicate-flow", "A.flow", SourceRange(5, 6), "file's")]
        let replaced = FlowPipeline.merge([error("duplicate-flow", "A.flow", SourceRange(5, 6), "module's")], into: file)
        #expect(replaced.map(\.message) == ["module's"])
        let elsewhere = FlowPipeline.merge([error("duplicate-flow", "A.flow", SourceRange(5, 9), "module's")], into: file)
        #expect(elsewhere.map(\.message) == ["file's", "module's"], "the same offset, another range: another diagnostic")
        let other = FlowPipeline.merge([error("invalid-name", "A.flow", SourceRange(5, 6), "module's")], into: file)
        #expect(other.map(\.message) == ["file's"], "another error at that place stays, alone")
    }
}
