import FlowCore
import FlowParser

/// `flowc fmt`: prints a `.flow` file in one canonical layout.
///
/// The layout: four-space indentation; one blank line between flows and between a flow's
/// members (none between consecutive `flag` lines); a step body one statement a line; a step
/// with a single unguarded `next` transition and nothing else in the short form
/// `step a -> b`; a step with one other transition and nothing else (no skip rule, no comment
/// inside) on one line when it fits in `lineWidth` columns, `step a { on x -> b }` or, for a
/// guarded `next`, `step a -> b when f`; single spaces around `->`, `&&`, `||` and after `,` and `:`. Conditions are
/// printed from the syntax tree, with the parentheses that were written. Every comment is kept:
/// a comment on a line of its own stays above the statement that follows it (or above the `}`
/// that closes its block), a comment after code stays at the end of that statement's line.
public enum FlowFileFormatter {
    /// The widest line the one-line form of a step may make, indentation included: a step
    /// that would be wider keeps its block.
    public static let lineWidth = 100

    /// The formatted text, or `nil` and the syntax errors when the file does not parse.
    public static func format(_ file: SourceFile) -> (text: String?, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics(file: file)
        if let offset = file.firstInvalidUTF8Offset {
            diagnostics.report(ParserMessages.invalidUTF8, at: SourceRange(offset, offset + 1))
            return (nil, diagnostics.sorted)
        }
        let lexed = Lexer.lex(file, diagnostics: &diagnostics)
        let syntax = Parser.parse(lexed, diagnostics: &diagnostics)
        guard !diagnostics.hasErrors else { return (nil, diagnostics.sorted) }
        var printer = FormatPrinter(file: file, comments: (lexed.comments + lexed.docComments).sorted { $0.lowerBound < $1.lowerBound })
        printer.print(syntax)
        return (printer.text, [])
    }
}
