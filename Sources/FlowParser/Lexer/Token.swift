import FlowCore

/// One token: its kind and where it is. Its text stays in the source file's bytes.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// Whether only white space and comments precede the token on its line.
    public var isAtLineStart: Bool
    /// For a name that spells a keyword, which one (keywords are contextual: it is still a name).
    public var keyword: Keyword?
    /// Where the token is in the file.
    public var range: SourceRange
    /// The index in `LexedFile.docComments` of the first `///` comment directly before the
    /// token (those up to the next token's are this token's); `LexedFile.docComments(before:)`
    /// gives the range of them all.
    public var firstDocComment: Int

    public init(kind: TokenKind, range: SourceRange, isAtLineStart: Bool, firstDocComment: Int, keyword: Keyword? = nil) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.keyword = keyword
        self.range = range
        self.firstDocComment = firstDocComment
    }
}
