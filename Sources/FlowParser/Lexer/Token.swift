import FlowCore

/// One token: its kind and where it is. Its text stays in the source file's bytes.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var range: SourceRange
    /// Whether only white space and comments precede the token on its line.
    public var isAtLineStart: Bool
    /// The `///` comments directly before this token, as indexes into `LexedFile.docComments`.
    public var docComments: Range<Int>

    public init(kind: TokenKind, range: SourceRange, isAtLineStart: Bool, docComments: Range<Int>) {
        self.kind = kind
        self.range = range
        self.isAtLineStart = isAtLineStart
        self.docComments = docComments
    }
}
