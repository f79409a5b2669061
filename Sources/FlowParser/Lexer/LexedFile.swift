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

    /// The lines of the doc comments before token `position`, each without `///` and one
    /// leading space.
    public func docLines(before position: Int) -> [String] {
        docComments(before: position).map(docLine)
    }

    /// The `///` comments directly before token `position`, as indexes into `docComments`:
    /// from its first to the next token's first (the last token's run to the end).
    public func docComments(before position: Int) -> Range<Int> {
        let end = position + 1 < tokens.count ? tokens[position + 1].firstDocComment : docComments.count
        return tokens[position].firstDocComment..<end
    }

    /// The text of doc comment `index`, without `///`, one leading space and trailing blanks.
    private func docLine(_ index: Int) -> String {
        // Bytes, not characters: the comment's text is cut at ASCII spaces and tabs only.
        let range = docComments[index]
        let bytes = file.bytes
        var start = range.lowerBound + 3
        var end = range.upperBound
        if start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return file.text(SourceRange(start, end))
    }
}
