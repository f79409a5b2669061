import FlowCore

/// Turns a source file into tokens in one pass over its bytes.
///
/// Never fails: a character the language has no use for is reported and left out, so the
/// parser goes on as if it were not there. Names are ASCII letters, digits and `_`; a name with
/// other letters is read whole and reported.
public struct Lexer {
    private let file: SourceFile
    private let bytes: [UInt8]
    private var index: Int
    private var lexed: LexedFile
    private var atLineStart = true
    /// The index in `lexed.docComments` of the first doc comment since the last token.
    private var pendingDocStart = 0

    private init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.index = file.contentStart
        self.lexed = LexedFile(file: file, tokens: [], docComments: [], comments: [])
    }

    /// Lexes a file of at most `SourceFile.maximumSize` bytes.
    public static func lex(_ file: SourceFile, diagnostics: inout Diagnostics) -> LexedFile {
        precondition(file.bytes.count <= SourceFile.maximumSize, "a .flow file is at most 4 GiB: the caller must refuse larger ones")
        var lexer = Lexer(file: file)
        lexer.run(&diagnostics)
        return lexer.lexed
    }

    private mutating func run(_ diagnostics: inout Diagnostics) {
        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            switch byte {
            case 0x0A, 0x0D:
                atLineStart = true
                index += 1
            case 0x20, 0x09, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where next == UInt8(ascii: "/"):
                lexComment()
            case _ where Lexer.isNameStart(byte) || (byte >= 0xC0 && isLetter(at: index)):
                lexName(&diagnostics)
                add(.identifier, from: start, keyword: Keyword(spelledBy: bytes[start..<index]))
            case UInt8(ascii: "`") where index + 1 < bytes.count && Lexer.isNameStart(bytes[index + 1]):
                lexEscapedName(&diagnostics)
            case UInt8(ascii: "\""):
                lexString(&diagnostics)
            case UInt8(ascii: "=") where next == UInt8(ascii: ">"), 0xE2 where isRightArrow:
                // `=>` and `→` for `->`: one error with its fix, and the arrow they meant, so
                // the transition still parses and nothing else is reported about it.
                index += byte == 0xE2 ? 3 : 2
                let range = SourceRange(start, index)
                diagnostics.report(
                    ParserMessages.notAnArrow(file.text(range)), at: range,
                    fixIts: [.replace(range, with: "->", "replace with `->`")]
                )
                add(.arrow, from: start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while index < bytes.count, Lexer.isNameContinue(bytes[index]) { index += 1 }
                add(.number, from: start)
            default:
                let kind = lexPunctuation()
                if kind == .unknown {
                    let range = SourceRange(start, index)
                    diagnostics.report(ParserMessages.unexpectedCharacter(file.text(range)), at: range)
                } else {
                    add(kind, from: start)
                }
            }
        }
        // The end of the file is where its text ends, not after its last line break: an error
        // there ("expected `}`, found end of file") then points at a line the file has.
        var end = bytes.count
        while end > file.contentStart, [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[end - 1]) { end -= 1 }
        index = end
        add(.endOfFile, from: end)
    }

    /// Whether the bytes at the current one spell `→` (U+2192).
    private var isRightArrow: Bool {
        index + 2 < bytes.count && bytes[index + 1] == 0x86 && bytes[index + 2] == 0x92
    }

    /// The byte after the current one, or 0 at the end.
    private var next: UInt8 {
        index + 1 < bytes.count ? bytes[index + 1] : 0
    }

    private mutating func add(_ kind: TokenKind, from start: Int, keyword: Keyword? = nil) {
        add(kind, range: SourceRange(start, index), keyword: keyword)
    }

    private mutating func add(_ kind: TokenKind, range: SourceRange, keyword: Keyword?) {
        lexed.tokens.append(Token(
            kind: kind, range: range, isAtLineStart: atLineStart,
            firstDocComment: pendingDocStart, keyword: keyword
        ))
        pendingDocStart = lexed.docComments.count
        atLineStart = false
    }

    /// A `//` comment to the end of its line; `///` (but not `////`) is a doc comment.
    private mutating func lexComment() {
        let start = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        let leadingSlashes = bytes[start..<index].prefix { $0 == UInt8(ascii: "/") }.count
        if leadingSlashes == 3 {
            lexed.docComments.append(SourceRange(start, index))
        } else {
            lexed.comments.append(SourceRange(start, index))
        }
    }

    /// Reads a name from its first byte; reports it when it has letters beyond ASCII.
    private mutating func lexName(_ diagnostics: inout Diagnostics) {
        let start = index
        var isASCII = true
        while index < bytes.count {
            if Lexer.isNameContinue(bytes[index]) {
                index += 1
            } else if bytes[index] >= 0xC0, isLetter(at: index) {
                isASCII = false
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            } else {
                break
            }
        }
        if !isASCII {
            let range = SourceRange(start, index)
            diagnostics.report(ParserMessages.nonASCIIName(file.text(range)), at: range)
        }
    }

    /// A name in backticks, as in Swift: never a keyword, so `` -> `back` `` targets a step named
    /// `back`. The token is the name without its backticks; a missing closing backtick is reported.
    private mutating func lexEscapedName(_ diagnostics: inout Diagnostics) {
        index += 1
        let start = index
        lexName(&diagnostics)
        let end = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
            index += 1
        } else {
            diagnostics.report(ParserMessages.expected("closing backtick", found: "end of name"), at: SourceRange(at: index))
        }
        add(.identifier, range: SourceRange(start, end), keyword: nil)
    }

    /// `"text"`, ending at the next `"` on the same line; there are no escapes (URL text needs
    /// none). An unterminated string is reported and ends at the line's end.
    private mutating func lexString(_ diagnostics: inout Diagnostics) {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
        } else {
            diagnostics.report(ParserMessages.unterminatedString, at: SourceRange(start, index))
        }
        add(.string, from: start)
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether the UTF-8 sequence at `offset` encodes a letter (for names that are not ASCII).
    private func isLetter(at offset: Int) -> Bool {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar.properties.isAlphabetic
        }
        return false
    }

    /// Reads one punctuation token and moves past it; an unknown character is consumed whole
    /// (all bytes of its UTF-8 sequence).
    private mutating func lexPunctuation() -> TokenKind {
        let byte = bytes[index]
        let following = next
        index += 1
        switch byte {
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: "<"): return .leftAngle
        case UInt8(ascii: ">"): return .rightAngle
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: "?"): return .question
        case UInt8(ascii: "!"): return .bang
        case UInt8(ascii: "&"):
            if following == UInt8(ascii: "&") { index += 1; return .ampAmp }
            return .ampersand
        case UInt8(ascii: "|") where following == UInt8(ascii: "|"):
            index += 1
            return .pipePipe
        case UInt8(ascii: "-"):
            guard following == UInt8(ascii: ">") else { return .minus }
            index += 1
            return .arrow
        case UInt8(ascii: "="): return .equals
        default:
            if byte >= 0xC0 {
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            }
            return .unknown
        }
    }
}
