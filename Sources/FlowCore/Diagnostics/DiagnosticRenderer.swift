/// Renders diagnostics as text for people and for tools that read compiler output.
///
/// A pure function of the diagnostics and the files: the first line of each diagnostic is
/// `path:line:col: severity: message [id]` (the form editors, SwiftPM and CI parse), then the
/// source line with a line-number gutter and a caret under the range, a `= fix-it: ...` line
/// per fix-it, then one `path:line:col: note: message` line per note.
public struct DiagnosticRenderer: Sendable {
    /// Whether to add ANSI colours.
    public var colors: Bool
    private let files: [String: SourceFile]

    public init(files: [SourceFile], colors: Bool = false) {
        self.files = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { $1 })
        self.colors = colors
    }

    /// The text of all diagnostics, each ending with a line break.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// The text of one diagnostic, ending with a line break.
    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        let file = files[diagnostic.path]
        let position = file.map { $0.location(of: diagnostic.range.lowerBound) }
        let colour = diagnostic.severity.terminalColour
        out += style("1", "\(diagnostic.path):\(position.map { "\($0.line):\($0.column): " } ?? "")")
        out += style("1;\(colour)", "\(diagnostic.severity.rawValue):") + style("1", " \(diagnostic.message)")
        out += " [\(diagnostic.id.rawValue)]\n"
        if let file, let position {
            out += snippet(file: file, at: position, range: diagnostic.range)
            // The fix, beside the caret it belongs to (editors apply it from the JSON report).
            let gutter = String(repeating: " ", count: String(position.line).count)
            for fixIt in diagnostic.fixIts {
                out += style("34", "\(gutter) = ") + style("1;32", "fix-it:") + " \(fixIt.message)\n"
            }
        }
        for note in diagnostic.notes {
            let where_ = files[note.path].map { file -> String in
                let location = file.location(of: note.range.lowerBound)
                return "\(note.path):\(location.line):\(location.column): "
            } ?? "\(note.path): "
            out += style("1", where_) + style("1;36", "note:") + " \(note.message)\n"
        }
        return out
    }

    /// The most bytes of a source line shown; a longer line is cut to a window around the caret.
    public static let maximumLineWidth = 160

    private func snippet(file: SourceFile, at position: SourceLocation, range: SourceRange) -> String {
        var line = file.lineBytes(position.line)
        let caret = min(line.startIndex + position.column - 1, line.endIndex)
        var prefixMark = ""
        var suffixMark = ""
        if line.count > Self.maximumLineWidth {
            var start = max(line.startIndex, caret - Self.maximumLineWidth / 2)
            var end = min(line.endIndex, start + Self.maximumLineWidth)
            // Cut on UTF-8 character boundaries.
            while start > line.startIndex, line[start] & 0xC0 == 0x80 { start -= 1 }
            while end < line.endIndex, line[end] & 0xC0 == 0x80 { end += 1 }
            if start > line.startIndex { prefixMark = "..." }
            if end < line.endIndex { suffixMark = "..." }
            line = line[start..<end]
        }
        let lineText = prefixMark + String(decoding: line, as: UTF8.self) + suffixMark
        let gutter = String(position.line)
        let blank = String(repeating: " ", count: gutter.count)
        let prefixEnd = min(max(caret, line.startIndex), line.endIndex)
        let prefix = prefixMark + String(decoding: line[line.startIndex..<prefixEnd], as: UTF8.self)
        let padding = String(prefix.map { $0 == "\t" ? "\t" : " " })
        let rangeEnd = min(range.upperBound, line.endIndex)
        let underlined = rangeEnd > prefixEnd ? String(decoding: line[prefixEnd..<rangeEnd], as: UTF8.self).count : 1
        let marker = "^" + String(repeating: "~", count: max(0, underlined - 1))
        return style("34", "\(gutter) | ") + lineText + "\n"
            + style("34", "\(blank) | ") + padding + style("1;32", marker) + "\n"
    }

    private func style(_ code: String, _ text: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
