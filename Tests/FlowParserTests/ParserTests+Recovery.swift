import FlowCore
import FlowParser
import Testing

/// How the parser recovers from syntax errors: one error a mistake, and the rest still parsed.
extension ParserTests {
    @Test func aMissingDefaultValueIsOneError() {
        var diagnostics = Diagnostics(file: SourceFile(path: "t.flow", text: ""))
        let file = SourceFile(path: "t.flow", text: "flow F {\n    start a\n    step a(page: Int = ) -> b\n    final step b\n}\n")
        _ = Parser.parse(file, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["expected default value, found `)`"])
    }

    @Test func recoversAndReportsEverySyntaxError() {
        let (syntax, diagnostics) = parse("""
            flow A {
                start s
                step s {
                    -> t when
                    on -> t
                    -> t
                }
                stp u -> t
                final step t
            }
            flow B {
                start x
                final step x
            }
            """)
        #expect(diagnostics.map(\.message) == [
            "expected flag name, `true`, `false`, `!` or `(`, found `on`",
            "expected event name, found `->`",
            "unknown keyword `stp`; did you mean `step`?",
        ])
        #expect(diagnostics.map { $0.severity } == [.error, .error, .error])
        #expect(syntax.flows.map(\.name.name) == ["A", "B"])
        // The misspelt keyword is read as the one it is closest to, so the step is kept.
        #expect(syntax.flows[0].steps.map(\.name.name) == ["s", "u", "t"])
        #expect(syntax.flows[0].steps[0].transitions.count == 2)
    }

    @Test func unclosedBlocksAreReportedWhereTheNextDeclarationStarts() {
        let (_, diagnostics) = parse("flow A {\n start s\n step s {\n -> t\nfinal step t\n}\n")
        #expect(diagnostics.map(\.message) == ["expected `}` to close step `s`, found `final`"])
        #expect(diagnostics.first?.notes.map(\.message) == ["step `s` starts here"])
    }

    @Test func deepNestingIsCappedWithoutRecursingFurther() {
        let depth = 100_000
        let text = "flow A { start s\n step s -> t when " + String(repeating: "(", count: depth) + "a"
            + String(repeating: ")", count: depth) + "\n final step t }"
        let (syntax, diagnostics) = parse(text)
        #expect(diagnostics.map(\.id) == [ParserDiagnostic.expressionTooDeep.id])
        #expect(syntax.flows.first?.steps.count == 2)
    }

    @Test func longChainsOfNotAndAndDoNotNest() {
        let text = "flow A { start s\n step s -> t when " + String(repeating: "!", count: 100_000) + "a"
            + String(repeating: " && a", count: 10_000) + "\n final step t }"
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
    }

    @Test func payloadTypesMustBalance() {
        let (_, diagnostics) = parse("flow A { start s\n step s(a: [Int) -> t\n final step t }")
        #expect(diagnostics.map(\.message) == ["unbalanced `[` in payload type"])
    }

    @Test func emptyAndCommentOnlyFilesDeclareNoFlow() {
        #expect(parse("").1.map(\.id) == [ParserDiagnostic.noFlow.id])
        #expect(parse("// only a comment\n").1.map(\.id) == [ParserDiagnostic.noFlow.id])
    }
}
