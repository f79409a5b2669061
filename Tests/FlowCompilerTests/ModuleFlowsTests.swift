import FlowChecker
import FlowCompiler
import FlowCore
import FlowParser
import Testing

/// The module's flows by name, gathered from every file before any flow is checked, and the
/// one pipeline that checks a module's files against it.
@Suite struct ModuleFlowsTests {
    static let first = SourceFile(path: "A.flow", text: "flow F {\n    start a\n    final step a\n}\n")
    static let second = SourceFile(path: "B.flow", text: "router G {\n    start b\n    step b\n}\n\nflow F {\n    start c\n    final step c\n}\n")

    static func module(_ files: [SourceFile]) -> ModuleFlows {
        ModuleFlows(files.map { file in
            var diagnostics = Diagnostics(file: file)
            return (file.path, Parser.parse(file, diagnostics: &diagnostics))
        })
    }

    @Test func aFlowOfEitherFileIsFoundByName() throws {
        let module = Self.module([Self.first, Self.second])
        let f = try #require(module.flow(named: "F"))
        let g = try #require(module.flow(named: "G"))
        #expect((f.path, f.fileIndex, f.kind) == ("A.flow", 0, .wizard))
        #expect((g.path, g.fileIndex, g.kind) == ("B.flow", 1, .router))
        #expect(Self.second.location(of: g.range.lowerBound).line == 1)
        #expect(module.flow(named: "H") == nil)
        #expect(module.declarations.map(\.name) == ["F", "G", "F"])
    }

    @Test func aNameDeclaredInTwoFilesHasBothDeclarationsTheFirstFirst() {
        let module = Self.module([Self.first, Self.second])
        #expect(module.declarations(named: "F").map(\.path) == ["A.flow", "B.flow"])
        #expect(module.flow(named: "F")?.path == "A.flow")
        #expect(Self.module([Self.second, Self.first]).flow(named: "F")?.path == "B.flow", "the module's order decides")
    }

    /// The duplicate is reported in the file that declares it second, with a note at the first.
    @Test func aDuplicateAcrossFilesIsOneErrorAtTheSecond() throws {
        let checks = FlowPipeline.checkModule([Self.first, Self.second])
        #expect(checks.map(\.file.path) == ["A.flow", "B.flow"])
        #expect(checks[0].diagnostics.isEmpty)
        let errors = checks[1].diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.id) == [CheckerDiagnostic.duplicateFlow.id])
        let duplicate = try #require(errors.first)
        #expect(duplicate.message == "flow `F` is declared more than once")
        #expect(Self.second.location(of: duplicate.range.lowerBound).line == 6)
        #expect(duplicate.notes.map(\.path) == ["A.flow"])
        #expect(duplicate.notes.map(\.message) == ["`F` is first declared here"])
        #expect(checks[1].checkedFlows.isEmpty)
    }

    /// A file checked on its own is a module of one file.
    @Test func oneFileIsAModuleOfItsOwn() {
        let twice = SourceFile(path: "C.flow", text: "flow F {\n    start a\n    final step a\n}\n\nflow F {\n    start b\n    final step b\n}\n")
        let alone = FlowPipeline.check(twice)
        let asModule = FlowPipeline.checkModule([twice])[0]
        #expect(alone.diagnostics == asModule.diagnostics)
        #expect(alone.graphs == asModule.graphs)
        #expect(alone.diagnostics.map(\.id).contains(CheckerDiagnostic.duplicateFlow.id))
    }
}
