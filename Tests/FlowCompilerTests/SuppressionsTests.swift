import FlowCompiler
import FlowCore
import Foundation
import Testing

/// `// flowc:ignore ID` silences that warning at that line only: it is kept aside, marked with
/// the comment, and `--warnings-as-errors` doesn't make it an error.
@Suite struct SuppressionsTests {
    static let text = """
        flow F {
            flag a
            start s
            step s {
                on go -> t when a // flowc:ignore event-not-covered -- the button is hidden
                on stay -> t when a
            }
            final step t
        }

        """

    @Test func aSuppressedWarningIsKeptAsideWithItsComment() throws {
        let check = FlowPipeline.check(path: "F.flow", text: Self.text)
        #expect(check.diagnostics.map(\.message) == ["when a is false, `stay` from `s` goes nowhere"])
        let suppressed = try #require(check.suppressed.first)
        #expect(check.suppressed.count == 1)
        #expect(suppressed.message == "when a is false, `go` from `s` goes nowhere")
        #expect(suppressed.severity == .warning)
        #expect(suppressed.suppression?.justification == "the button is hidden")
        #expect(suppressed.suppression.map { check.file.text($0.range) } == "// flowc:ignore event-not-covered -- the button is hidden")
    }

    @Test func warningsAsErrorsLeavesSuppressedWarningsAlone() {
        let check = FlowPipeline.check(path: "F.flow", text: Self.text, options: CompilerOptions(warningsAsErrors: true))
        #expect(check.diagnostics.map(\.severity) == [.error])
        #expect(check.suppressed.map(\.severity) == [.warning])
        let clean = FlowPipeline.check(path: "F.flow", text: Self.text.replacingOccurrences(of: "        on stay -> t when a\n", with: ""), options: CompilerOptions(warningsAsErrors: true))
        #expect(!clean.hasErrors && clean.diagnostics.isEmpty)
    }
}
