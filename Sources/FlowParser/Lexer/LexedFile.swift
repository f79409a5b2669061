import FlowCore

/// The lexer's output: the tokens of a file, ending with `endOfFile`, and its comments.
public struct LexedFile: Sendable {
    public var file: SourceFile
    public var tokens: [Token]
    /// The range of every `///` comment, from the slashes to the end of the line.
    public var docComments: [SourceRange]
    /// The range of every other `//` comment.
    public var comments: [SourceRange]

    /// The text of a token.
    public func text(_ token: Token) -> String {
        file.text(token.range)
    }

    /// The lines of the doc comments before a token, each without `///` and one leading space.
    public func docLines(before token: Token) -> [String] {
        token.docComments.map { index in
            let range = docComments[index]
            var text = Substring(file.text(SourceRange(range.lowerBound + 3, range.upperBound)))
            if text.first == " " { text = text.dropFirst() }
            while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
            return String(text)
        }
    }
}
