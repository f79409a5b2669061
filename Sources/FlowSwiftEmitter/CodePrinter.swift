/// Builds generated source text line by line with scoped indentation.
///
/// Emitters never build strings with indentation in them: they call `line` and nest with
/// `block` or `indented`, so the output's layout is decided in one place.
public struct CodePrinter {
    public private(set) var text = ""
    private var level = 0
    private let unit: String

    public init(indentUnit: String = "    ") {
        self.unit = indentUnit
    }

    /// Appends one line at the current indentation (an empty line has no trailing spaces).
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            for _ in 0..<level { text += unit }
            text += content
        }
        text += "\n"
    }

    /// Appends a line at column 1, whatever the indentation (for `#sourceLocation`).
    public mutating func unindentedLine(_ content: String) {
        text += content + "\n"
    }

    /// The white space that `line` puts before content at the current level.
    public var indentation: String {
        String(repeating: unit, count: level)
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
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }
}
