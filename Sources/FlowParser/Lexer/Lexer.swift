import FlowCore

/// Turns a source file into tokens in one pass over its bytes.
///
/// Never fails: a character the language has no use for becomes an `unknown` token and
/// a diagnostic. Names are ASCII letters, digits and `_`.
public enum Lexer {
    /// Lexes a file of at most `SourceFile.maximumSize` bytes.
    public static func lex(_ file: SourceFile, diagnostics: inout Diagnostics) -> LexedFile {
        precondition(file.bytes.count <= SourceFile.maximumSize, "a .flow file is at most 4 GiB: the caller must refuse larger ones")
        // One pass over a buffer of the bytes: no bounds check or retain per byte. Everything
        // the pass writes is local to the closure, so nothing is captured by reference.
        return file.bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var output = Output(lexed: LexedFile(file: file, tokens: [], docComments: [], comments: []))
            output.lexed.tokens.reserveCapacity(count / 4)
            let tokenBytes = output.lexed.tokens.capacity * MemoryLayout<Token>.stride
            output.lexed.tokens.withUnsafeMutableBufferPointer { tokens in
                // The array is empty: its storage starts at the base address, `capacity` long.
                if let base = tokens.baseAddress { LargePages.advise(UnsafeMutableRawPointer(base), byteCount: tokenBytes) }
            }
            let bytes = buffer.baseAddress!
            let classes = ByteClass.table
            var index = file.contentStart

            while index < count {
                let byte = bytes[index]
                let byteClass = classes[Int(byte)]
                if byteClass & ByteClass.nameStart != 0 {
                    // The commonest token first: an ASCII name, read without the checks below.
                    let start = index
                    index += 1
                    while index < count, classes[Int(bytes[index])] & ByteClass.nameContinue != 0 { index += 1 }
                    if index < count, bytes[index] >= 0xC0 {
                        index = lexName(buffer, from: start, file: file, diagnostics: &diagnostics)
                        output.add(.identifier, start, index)
                        continue
                    }
                    let keyword = index - start <= 5 ? Keyword.spelled(by: bytes + start, count: index - start) : nil
                    output.add(.identifier, start, index, keyword: keyword)
                    continue
                }
                if byteClass & ByteClass.space != 0 {
                    // A run at once: indentation is most of a flow file's white space.
                    index += 1
                    while index < count, classes[Int(bytes[index])] & ByteClass.space != 0 { index += 1 }
                    continue
                }
                switch byte {
                case 0x0A, 0x0D:
                    output.atLineStart = true
                    index += 1
                case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                    let start = index
                    while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                    let isDoc = index - start >= 3 && bytes[start + 2] == UInt8(ascii: "/")
                        && !(index - start >= 4 && bytes[start + 3] == UInt8(ascii: "/"))
                    if isDoc {
                        output.lexed.docComments.append(SourceRange(start, index))
                    } else {
                        output.lexed.comments.append(SourceRange(start, index))
                    }
                case _ where byte >= 0xC0 && isLetter(buffer, at: index):
                    let start = index
                    index = lexName(buffer, from: start, file: file, diagnostics: &diagnostics)
                    output.add(.identifier, start, index)
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let start = index
                    while index < count, isNameContinue(bytes[index]) { index += 1 }
                    output.add(.number, start, index)
                default:
                    let start = index
                    let kind = punctuation(buffer, &index)
                    if kind == .unknown {
                        // Reported here and left out, so the parser goes on as if it were not there.
                        let text = file.text(SourceRange(start, index))
                        diagnostics.report(ParserMessages.unexpectedCharacter(text), at: SourceRange(start, index))
                    } else {
                        if kind == .arrow { output.lexed.arrowCount += 1 }
                        output.add(kind, start, index)
                    }
                }
            }
            output.add(.endOfFile, count, count)
            output.finish()
            return output.lexed
        }
    }

    /// What the pass writes, with the state that each token records.
    private struct Output {
        var lexed: LexedFile
        var atLineStart = true
        var pendingDocStart = 0
        /// Tokens are written here, a store each, and moved to `lexed.tokens` a batch at a
        /// time: appending them one by one checked the array's uniqueness and capacity per token.
        let batch = UnsafeMutablePointer<Token>.allocate(capacity: Output.batchSize)
        var batched = 0
        static let batchSize = 512

        @inline(__always)
        mutating func add(_ kind: TokenKind, _ start: Int, _ end: Int, keyword: Keyword? = nil) {
            (batch + batched).initialize(to: Token(
                kind: kind, start: start, end: end,
                isAtLineStart: atLineStart, docStart: pendingDocStart, keyword: keyword
            ))
            batched += 1
            if batched == Output.batchSize { flush() }
            pendingDocStart = lexed.docComments.count
            atLineStart = false
        }

        /// Moves the batched tokens to the end of `lexed.tokens`.
        mutating func flush() {
            lexed.tokens.append(contentsOf: UnsafeBufferPointer(start: batch, count: batched))
            batched = 0
        }

        /// Moves the last batch to `lexed.tokens` and frees the batch's memory.
        mutating func finish() {
            flush()
            batch.deallocate()
        }
    }

    /// Reads a name that has letters beyond ASCII, from its start; reports it (names are
    /// ASCII) and returns the offset after it.
    private static func lexName(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, file: SourceFile, diagnostics: inout Diagnostics) -> Int {
        var index = start
        var isASCII = true
        while index < bytes.count {
            if isNameContinue(bytes[index]) {
                index += 1
            } else if bytes[index] >= 0xC0, isLetter(bytes, at: index) {
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
        return index
    }

    /// What each byte can be, as bits, looked up once a byte instead of compared range by range.
    private enum ByteClass {
        static let nameStart: UInt8 = 1
        static let nameContinue: UInt8 = 2
        /// Horizontal white space: space, tab, vertical tab, form feed.
        static let space: UInt8 = 4

        /// Read through a pointer made once, so that a lookup is one load (a global array
        /// would be checked for initialisation and bounds on each).
        nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
            let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
            for byte in 0..<256 {
                let value = UInt8(byte)
                var bits: UInt8 = 0
                if isNameStart(value) { bits |= nameStart | nameContinue }
                if isNameContinue(value) { bits |= nameContinue }
                if value == 0x20 || value == 0x09 || value == 0x0B || value == 0x0C { bits |= space }
                table[byte] = bits
            }
            return UnsafePointer(table)
        }()
    }

    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
    }

    @inline(__always)
    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether the UTF-8 sequence at `index` encodes a letter (for names that are not ASCII).
    static func isLetter(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar.properties.isAlphabetic
        }
        return false
    }

    /// Reads one punctuation token at `index` and moves past it; an unknown character is
    /// consumed whole (all bytes of its UTF-8 sequence).
    private static func punctuation(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> TokenKind {
        let byte = bytes[index]
        let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
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
            if next == UInt8(ascii: "&") { index += 1; return .ampAmp }
            return .ampersand
        case UInt8(ascii: "|") where next == UInt8(ascii: "|"):
            index += 1
            return .pipePipe
        case UInt8(ascii: "-") where next == UInt8(ascii: ">"):
            index += 1
            return .arrow
        default:
            if byte >= 0xC0 {
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            }
            return .unknown
        }
    }
}
