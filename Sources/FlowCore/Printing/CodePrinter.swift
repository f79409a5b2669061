/// Builds generated text line by line with scoped indentation: the Swift that FlowSwiftEmitter
/// prints, and the DOT and Mermaid that FlowGraphEmitter prints.
///
/// Emitters and printers never build strings with indentation in them: they call `line` and
/// nest with `block` or `indented`, so the output's layout is decided in one place. A line that
/// is made of pieces is written with `beginLine`, `write` calls and `endLine`.
public struct CodePrinter {
    /// The text printed so far.
    public private(set) var text = ""
    private let unit: String
    /// `unit` once a level of nesting: what `beginLine` writes.
    private var indentation = ""
    /// Where the current line starts, in bytes of `text`.
    private var lineStart = 0

    public init(indentUnit: String = "    ") {
        self.unit = indentUnit
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
        text += indentation
    }

    /// Appends text to the current line.
    public mutating func write(_ content: String) {
        text += content
    }

    /// Appends one ASCII character to the current line.
    public mutating func write(ascii character: Unicode.Scalar) {
        text.unicodeScalars.append(character)
    }

    /// Appends a number, in decimal, to the current line.
    public mutating func write(_ number: Int) {
        text += String(number)
    }

    /// Appends spaces until the current line's text reaches `column` (in bytes, from 1), if it
    /// is short of it.
    public mutating func pad(toColumn column: Int) {
        let width = text.utf8.count - lineStart
        if width < column - 1 { text += String(repeating: " ", count: column - 1 - width) }
    }

    /// Ends the current line.
    public mutating func endLine() {
        text += "\n"
        lineStart = text.utf8.count
    }

    /// Appends a line at column 1, whatever the indentation (for `#sourceLocation`).
    public mutating func unindentedLine(_ content: String) {
        write(content)
        endLine()
    }

    /// The width in bytes of the white space that `line` puts before content at the current level.
    public var indentationWidth: Int { indentation.utf8.count }

    /// Runs `body` one level deeper.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        let outer = indentation
        indentation += unit
        body(&self)
        indentation = outer
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
