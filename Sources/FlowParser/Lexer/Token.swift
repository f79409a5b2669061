import FlowCore

/// One token: its kind and where it is. Its text stays in the source file's bytes.
///
/// Offsets are kept as 32-bit numbers: a file is at most `SourceFile.maximumSize` bytes.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// Whether only white space and comments precede the token on its line.
    public var isAtLineStart: Bool
    /// For a name that spells a keyword, which one (keywords are contextual: it is still a name).
    public var keyword: Keyword?
    private var start: UInt32
    private var end: UInt32
    private var docStart: UInt32

    /// - Parameter firstDocComment: the index in `LexedFile.docComments` of the first `///`
    ///   comment directly before the token (those up to the next token's are this token's).
    public init(kind: TokenKind, range: SourceRange, isAtLineStart: Bool, firstDocComment: Int, keyword: Keyword? = nil) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.keyword = keyword
        start = UInt32(range.lowerBound)
        end = UInt32(range.upperBound)
        docStart = UInt32(firstDocComment)
    }

    /// Where the token is in the file.
    public var range: SourceRange {
        get { SourceRange(Int(start), Int(end)) }
        set {
            start = UInt32(newValue.lowerBound)
            end = UInt32(newValue.upperBound)
        }
    }

    /// The index in `LexedFile.docComments` of the first `///` comment directly before the
    /// token; `LexedFile.docComments(before:)` gives the range of them all.
    public var firstDocComment: Int { Int(docStart) }
}
