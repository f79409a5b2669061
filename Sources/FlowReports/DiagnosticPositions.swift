import FlowCore

/// Start and end positions of a range, for machine-readable reports: 1-based lines, and
/// columns counted in bytes (`byteColumn`) or in Unicode code points (`column`).
/// Without the file, every position is 1.
struct DiagnosticPositions {
    var line = 1
    var column = 1
    var byteColumn = 1
    var endLine = 1
    var endColumn = 1
    var endByteColumn = 1

    init(_ range: SourceRange, in file: SourceFile?) {
        guard let file else { return }
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        line = start.line
        column = Self.codePointColumn(start, in: file)
        byteColumn = start.column
        endLine = end.line
        endColumn = Self.codePointColumn(end, in: file)
        endByteColumn = end.column
    }

    static func codePointColumn(_ location: SourceLocation, in file: SourceFile) -> Int {
        let line = file.lineBytes(location.line)
        let end = min(line.startIndex + location.column - 1, line.endIndex)
        return line[line.startIndex..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
}
