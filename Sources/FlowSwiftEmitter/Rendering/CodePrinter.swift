/// Builds generated source text line by line with scoped indentation.
///
/// Emitters never build strings with indentation in them: they call `line` and nest with
/// `block` or `indented`, so the output's layout is decided in one place. A line that is made
/// of pieces is written with `beginLine`, `write` calls and `endLine`.
///
/// The text is collected as UTF-8 bytes and made a `String` once, at the end: appending to a
/// `String` piece by piece costs several times more per piece, and the emitter writes many
/// small pieces (a 200-step flow's Swift is about 4,000 of them).
public struct CodePrinter {
    private var bytes: [UInt8] = []
    private let unit: [UInt8]
    /// `unit` once a level of nesting: what `beginLine` writes.
    private var indentation: [UInt8] = []

    public init(indentUnit: String = "    ") {
        self.unit = Array(indentUnit.utf8)
    }

    /// The text printed so far.
    public var text: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one line at the current indentation (an empty line has no trailing spaces).
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            beginLine()
            write(content)
        }
        endLine()
    }

    /// Appends one line made of several pieces.
    public mutating func line(_ first: String, _ rest: String...) {
        beginLine()
        write(first)
        for part in rest { write(part) }
        endLine()
    }

    /// Starts a line at the current indentation, for `write` calls and an `endLine()`.
    public mutating func beginLine() {
        bytes += indentation
    }

    /// Appends text to the current line.
    public mutating func write(_ content: String) {
        // The bytes in one piece, through `withUTF8`: appending the `utf8` view of a short
        // string, the common piece, goes through its iterator.
        var content = content
        content.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII character to the current line: cheaper than a one-character `String`,
    /// for text made of many small pieces such as the graph table.
    public mutating func write(ascii character: Unicode.Scalar) {
        bytes.append(UInt8(ascii: character))
    }

    /// Appends a number, in decimal, to the current line.
    public mutating func write(_ number: Int) {
        // Digit by digit: the table writes several numbers a step, and a `String` for each
        // costs several times what its digits do.
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        writeDigits(number.magnitude)
    }

    private mutating func writeDigits(_ value: UInt) {
        if value >= 10 { writeDigits(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Ends the current line.
    public mutating func endLine() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends a line at column 1, whatever the indentation (for `#sourceLocation`).
    public mutating func unindentedLine(_ content: String) {
        write(content)
        endLine()
    }

    /// The width in bytes of the white space that `line` puts before content at the current level.
    public var indentationWidth: Int { indentation.count }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indentation += unit
        body(&self)
        indentation.removeLast(unit.count)
    }

    /// `header {`, the body one level deeper, then `}`.
    public mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indented(body)
        line("}")
    }

    /// `///` lines for a doc comment.
    public mutating func doc(_ lines: some Collection<String>) {
        for docLine in lines {
            beginLine()
            write(docLine.isEmpty ? "///" : "/// ")
            write(docLine)
            endLine()
        }
    }
}
