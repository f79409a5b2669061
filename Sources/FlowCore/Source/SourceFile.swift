/// The text of one `.flow` file, with a line table for turning byte offsets into lines and columns.
///
/// The text is held as UTF-8 bytes; every position in flowc is a byte offset into them.
/// Line breaks are `\n`, `\r\n` and a lone `\r`. A leading UTF-8 byte order mark is kept in
/// `bytes` but `contentStart` points past it, so the lexer starts there.
public final class SourceFile: Sendable {
    /// The path as the user gave it; used verbatim in diagnostics.
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// The byte offset at which the first line of each line starts.
    public let lineStarts: [Int]
    /// The offset of the first byte after a byte order mark, or 0.
    public let contentStart: Int

    /// The largest file the pipeline reads, 4 GiB - 1 bytes, far beyond any flow: flowc refuses
    /// a larger file before reading it into memory.
    public static let maximumSize = Int(UInt32.max)

    /// Creates a source file from raw bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.contentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // A line starts after each `\n`, and after each `\r` that is not the first half of `\r\n`.
        var starts = [0]
        for (index, byte) in bytes.enumerated()
        where byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// Creates a source file from text.
    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The offset of the first byte that is not valid UTF-8, or `nil` when the whole file is.
    public var firstInvalidUTF8Offset: Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The line and column (both 1-based; the column counts bytes) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(offset: clamped, line: low + 1, column: clamped - lineStarts[low] + 1)
    }

    /// The bytes of a 1-based line, without its line break.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// The text of a range of bytes, decoded leniently.
    public func text(_ range: SourceRange) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
