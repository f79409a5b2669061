import FlowCompiler
import FlowCore
import FlowParser
import Testing

/// What `FlowPipeline.check` hands back besides diagnostics.
@Suite struct FileCheckTests {
    @Test func keepsTheSyntaxTreeItCheckedTheFlowsFrom() {
        let check = FlowPipeline.check(path: "F.flow", text: "flow F {\n    start a\n    step a -> b\n    final step b\n}\n")
        #expect(check.syntax.flows.map(\.name.name) == ["F"])
        #expect(check.syntax.flows.first?.steps.map(\.name.name) == ["a", "b"])
        #expect(check.graphs.map(\.name) == ["F"])
    }

    @Test func syntaxTreeIsEmptyWhenTheFileIsNotUTF8() {
        let check = FlowPipeline.check(SourceFile(path: "F.flow", bytes: Array("flow F {".utf8) + [0xFF]))
        #expect(check.syntax.flows.isEmpty)
        #expect(check.diagnostics.map(\.id) == [ParserDiagnostic.invalidUTF8.id])
    }
}
