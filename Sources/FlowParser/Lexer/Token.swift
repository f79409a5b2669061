import FlowCore

/// One token: its kind and where it is. Its text stays in the source file's bytes.
///
/// Stored in 16 bytes, four to a cache line, its offsets as 32-bit numbers
/// (`SourceFile.maximumSize`): a 100,000-step flow has about two million tokens, and with `Int`
/// offsets, 48 bytes a token, their array alone was 101 MB to fault in and stream through the
/// caches (20 bytes, 47 MB, before the doc comments' end was left to the next token).
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

    /// The lexer's: offsets already known to fit (it refuses larger files), so not checked again.
    @inline(__always)
    init(kind: TokenKind, start: Int, end: Int, isAtLineStart: Bool, docStart: Int, keyword: Keyword?) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.keyword = keyword
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.docStart = UInt32(truncatingIfNeeded: docStart)
    }

    /// Where the token is in the file.
    public var range: SourceRange {
        @inline(__always) get { SourceRange(Int(start), Int(end)) }
        set {
            start = UInt32(newValue.lowerBound)
            end = UInt32(newValue.upperBound)
        }
    }

    /// The index in `LexedFile.docComments` of the first `///` comment directly before the
    /// token; `LexedFile.docComments(before:)` gives the range of them all.
    public var firstDocComment: Int { Int(docStart) }
}
