/// Builds generated source text line by line with scoped indentation.
///
/// Emitters never build strings with indentation in them: they call `line` and nest with
/// `block` or `indented`, so the output's layout is decided in one place.
public struct CodePrinter {
    /// UTF-8 bytes: appending to a byte array is several times faster than to a `String`.
    private var bytes: [UInt8] = []
    private var level = 0
    private let unit: [UInt8]

    public init(indentUnit: String = "    ") {
        self.unit = Array(indentUnit.utf8)
        bytes.reserveCapacity(1 << 16)
    }

    /// The text printed so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends one line at the current indentation (an empty line has no trailing spaces).
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            beginLine()
            write(content)
        }
        bytes.append(0x0A)
    }

    /// Appends one line made of several pieces, without building the line as a `String` first.
    public mutating func line(_ first: String, _ rest: String...) {
        beginLine()
        write(first)
        for part in rest { write(part) }
        endLine()
    }

    /// Starts a line at the current indentation, for `write` calls and an `endLine()`: the
    /// emitter's hottest lines are written this way, with no `String` made for the line.
    public mutating func beginLine() {
        for _ in 0..<level { bytes.append(contentsOf: unit) }
    }

    /// Appends text to the current line.
    public mutating func write(_ text: String) {
        // The bytes in one copy, never through the `utf8` view a byte at a time; a string that
        // is not stored as UTF-8 (bridged) is made so first.
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }
    }

    /// Appends a number, in decimal, to the current line.
    public mutating func write(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        var value = number.magnitude
        var digits = 1
        var probe = value
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var position = bytes.count + digits
        for _ in 0..<digits { bytes.append(0) }
        repeat {
            position -= 1
            bytes[position] = 0x30 + UInt8(value % 10)
            value /= 10
        } while value > 0
    }

    /// Appends UTF-8 bytes to the current line.
    public mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// Appends one byte (an ASCII character) to the current line.
    public mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// Ends the current line.
    public mutating func endLine() {
        bytes.append(0x0A)
    }

    /// Appends a line at column 1, whatever the indentation (for `#sourceLocation`).
    public mutating func unindentedLine(_ content: String) {
        write(content)
        bytes.append(0x0A)
    }

    /// The white space that `line` puts before content at the current level.
    public var indentation: String {
        String(decoding: Array(repeating: unit, count: level).joined(), as: UTF8.self)
    }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// `header {`, the body one level deeper, then `}`.
    public mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// `///` lines for a doc comment.
    public mutating func doc(_ lines: [String]) {
        for docLine in lines {
            beginLine()
            write(docLine.isEmpty ? "///" : "/// ")
            write(docLine)
            endLine()
        }
    }
}
