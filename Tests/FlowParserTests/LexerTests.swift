import FlowCore
@testable import FlowParser
import Testing

@Suite struct LexerTests {
    func lex(_ text: String) -> (LexedFile, [Diagnostic]) {
        let file = SourceFile(path: "t.flow", text: text)
        var diagnostics = Diagnostics(file: file)
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        return (lexed, diagnostics.all)
    }

    @Test func tokenKindsAndTexts() {
        let (lexed, diagnostics) = lex("step a(x: [Int?]) -> b when !c && (d || e) & f.g < > 9z")
        #expect(diagnostics.isEmpty)
        #expect(lexed.tokens.map(\.kind) == [
            .identifier, .identifier, .leftParen, .identifier, .colon, .leftBracket, .identifier, .question,
            .rightBracket, .rightParen, .arrow, .identifier, .identifier, .bang, .identifier, .ampAmp,
            .leftParen, .identifier, .pipePipe, .identifier, .rightParen, .ampersand, .identifier, .dot,
            .identifier, .leftAngle, .rightAngle, .number, .endOfFile,
        ])
        #expect(lexed.tokens.map { lexed.text($0) }.prefix(3) == ["step", "a", "("])
    }

    @Test func commentsAndDocCommentsAreKeptAside() {
        let (lexed, _) = lex("// plain\n/// Doc one\n///  Doc two \n//// not doc\nflow X")
        #expect(lexed.comments.count == 2)
        #expect(lexed.docComments.count == 2)
        #expect(lexed.docLines(before: 0) == ["Doc one", " Doc two"])
        #expect(lexed.docLines(before: 1).isEmpty)
        #expect(lexed.docComments(before: 0) == 0..<2 && lexed.docComments(before: 1) == 2..<2)
    }

    @Test func lineStartsAreMarked() {
        let (lexed, _) = lex("a b\r\n  c\rd")
        #expect(lexed.tokens.map(\.isAtLineStart) == [true, false, true, true, false])
    }

    @Test func unknownCharactersAreReportedAndDropped() {
        let (lexed, diagnostics) = lex("a @ b \u{00A0} c")
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .identifier, .endOfFile])
        #expect(diagnostics.map(\.message) == ["unexpected character `@`", "unexpected character U+A0"])
        #expect(diagnostics.map(\.id) == [ParserDiagnostic.unexpectedCharacter.id, ParserDiagnostic.unexpectedCharacter.id])
    }

    @Test func nonASCIINamesStayWholeAndAreReported() {
        let (lexed, diagnostics) = lex("step café")
        #expect(lexed.tokens.map(\.kind) == [.identifier, .identifier, .endOfFile])
        #expect(lexed.text(lexed.tokens[1]) == "café")
        #expect(diagnostics.map(\.message) == ["name `café` is not ASCII; names are ASCII letters, digits and `_`"])
    }

    @Test func byteOrderMarkIsNotAToken() {
        let file = SourceFile(path: "t", bytes: [0xEF, 0xBB, 0xBF] + Array("flow".utf8))
        var diagnostics = Diagnostics(file: file)
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(lexed.tokens.first?.range == SourceRange(3, 7))
    }

    @Test func namesThatSpellKeywordsAreMarked() {
        let words = Keyword.allCases.map(\.spelling)
        let (lexed, _) = lex(words.joined(separator: " "))
        #expect(lexed.tokens.dropLast().map(\.keyword) == Keyword.allCases.map { $0 })
        #expect(lexed.tokens.allSatisfy { $0.kind == .identifier || $0.kind == .endOfFile })
    }

    @Test func namesThatOnlyResembleKeywordsAreNot() {
        // Same length with one letter off (each byte position), shorter, longer, other case.
        let near = ["flox", "xlow", "fxow", "flxw", "stark", "starx", "finaL", "fals_", "onn", "o", "On",
                    "ste", "steps", "Step", "skipped", "true1", "False", "whenever", "flow_", "falsey", "tru"]
        let (lexed, _) = lex(near.joined(separator: " ") + " café")
        #expect(lexed.tokens.allSatisfy { $0.keyword == nil })
    }
}
