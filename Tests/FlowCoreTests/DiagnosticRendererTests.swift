import FlowCore
import Foundation
import Testing

@Suite struct DiagnosticRendererTests {
    let file = SourceFile(path: "Flows/A.flow", text: "flow A {\n    step café -> bad\n}\n")

    @Test func rendersLocationSourceLineCaretAndNotes() {
        let diagnostic = Diagnostic(
            .error, DiagnosticID("unknown-step"), "no step named `bad`",
            path: file.path, range: SourceRange(27, 30),
            notes: [Note("declared here", path: file.path, range: SourceRange(0, 4))]
        )
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(text == """
            Flows/A.flow:2:19: error: no step named `bad` [unknown-step]
            2 |     step café -> bad
              |                  ^~~
            Flows/A.flow:1:1: note: declared here

            """)
    }

    @Test func fixItsAreShownUnderTheCaret() {
        let diagnostic = Diagnostic(
            .error, DiagnosticID("unknown-step"), "no step named `bad`",
            path: file.path, range: SourceRange(27, 30),
            fixIts: [.replace(SourceRange(27, 30), with: "good", "replace with `good`")]
        )
        #expect(DiagnosticRenderer(files: [file]).render(diagnostic) == """
            Flows/A.flow:2:19: error: no step named `bad` [unknown-step]
            2 |     step café -> bad
              |                  ^~~
              = fix-it: replace with `good`

            """)
    }

    @Test func colorsOnlyWhenAsked() {
        let diagnostic = Diagnostic(.warning, DiagnosticID("x"), "m", path: file.path, range: SourceRange(0, 4))
        #expect(!DiagnosticRenderer(files: [file], colors: false).render(diagnostic).contains("\u{1B}["))
        #expect(DiagnosticRenderer(files: [file], colors: true).render(diagnostic).contains("\u{1B}[1;35mwarning:"))
    }

    @Test func caretAtEndOfFileAndTabsKeepAlignment() {
        let tabbed = SourceFile(path: "t.flow", text: "\tflow")
        let diagnostic = Diagnostic(.error, DiagnosticID("x"), "m", path: "t.flow", range: SourceRange(at: 5))
        let text = DiagnosticRenderer(files: [tabbed]).render(diagnostic)
        #expect(text.hasSuffix("1 | \tflow\n  | \t    ^\n"))
    }

    @Test func longLinesAreCutToAWindowAroundTheCaret() {
        let long = SourceFile(path: "l.flow", text: "flag " + String(repeating: "a, ", count: 10_000) + "target, b")
        let offset = 5 + 3 * 10_000
        let diagnostic = Diagnostic(.warning, DiagnosticID("x"), "m", path: "l.flow", range: SourceRange(offset, offset + 6))
        let lines = DiagnosticRenderer(files: [long]).render(diagnostic).split(separator: "\n")
        #expect(lines[1].count < DiagnosticRenderer.maximumLineWidth + 20)
        #expect(lines[1].hasPrefix("1 | ...") && lines[1].hasSuffix("target, b"))
        let caretColumn = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let targetColumn = lines[1].range(of: "target").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
        #expect(caretColumn != nil && caretColumn == targetColumn)
    }

    @Test func sortsByPathAndOffsetAndDropsDuplicates() {
        let a = Diagnostic(.error, DiagnosticID("x"), "a", path: "b.flow", range: SourceRange(5, 6))
        let b = Diagnostic(.warning, DiagnosticID("x"), "b", path: "a.flow", range: SourceRange(9, 9))
        let c = Diagnostic(.error, DiagnosticID("x"), "c", path: "b.flow", range: SourceRange(1, 2))
        #expect(Diagnostics.sort([a, b, c, a]) == [b, c, a])
    }
}
