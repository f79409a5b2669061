import FlowCore

/// One token: its kind and where it is. Its text stays in the source file's bytes.
///
/// Stored in 20 bytes, its offsets as 32-bit numbers (`SourceFile.maximumSize`): a 10,000-step
/// flow has about 200,000 tokens, and with `Int` offsets, 48 bytes a token, their array alone
/// was 9.6 MB to fault in and stream through the caches.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    /// Whether only white space and comments precede the token on its line.
    public var isAtLineStart: Bool
    /// For a name that spells a keyword, which one (keywords are contextual: it is still a name).
    public var keyword: Keyword?
    private var start: UInt32
    private var end: UInt32
    private var docStart: UInt32
    private var docEnd: UInt32

    public init(kind: TokenKind, range: SourceRange, isAtLineStart: Bool, docComments: Range<Int>, keyword: Keyword? = nil) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.keyword = keyword
        start = UInt32(range.lowerBound)
        end = UInt32(range.upperBound)
        docStart = UInt32(docComments.lowerBound)
        docEnd = UInt32(docComments.upperBound)
    }

    /// The lexer's: offsets already known to fit (it refuses larger files), so not checked again.
    @inline(__always)
    init(kind: TokenKind, start: Int, end: Int, isAtLineStart: Bool, docStart: Int, docEnd: Int, keyword: Keyword?) {
        self.kind = kind
        self.isAtLineStart = isAtLineStart
        self.keyword = keyword
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.docStart = UInt32(truncatingIfNeeded: docStart)
        self.docEnd = UInt32(truncatingIfNeeded: docEnd)
    }

    /// Where the token is in the file.
    public var range: SourceRange {
        @inline(__always) get { SourceRange(Int(start), Int(end)) }
        set {
            start = UInt32(newValue.lowerBound)
            end = UInt32(newValue.upperBound)
        }
    }

    /// The `///` comments directly before this token, as indexes into `LexedFile.docComments`.
    public var docComments: Range<Int> {
        get { Range(uncheckedBounds: (Int(docStart), Int(docEnd))) }
        set {
            docStart = UInt32(newValue.lowerBound)
            docEnd = UInt32(newValue.upperBound)
        }
    }
}
