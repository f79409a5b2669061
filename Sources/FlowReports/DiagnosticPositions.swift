import FlowCore

/// Start and end positions of a range, for machine-readable reports: 1-based lines, and
/// columns counted in bytes (`byteColumn`) or in Unicode code points (`column`).
struct DiagnosticPositions {
    var line: Int
    var column: Int
    var byteColumn: Int
    var endLine: Int
    var endColumn: Int
    var endByteColumn: Int

    init(_ range: SourceRange, in file: SourceFile?) {
        guard let file else {
            self.init(line: 1, column: 1, byteColumn: 1, endLine: 1, endColumn: 1, endByteColumn: 1)
            return
        }
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        self.init(
            line: start.line, column: DiagnosticPositions.codePointColumn(start, in: file), byteColumn: start.column,
            endLine: end.line, endColumn: DiagnosticPositions.codePointColumn(end, in: file), endByteColumn: end.column
        )
    }

    private init(line: Int, column: Int, byteColumn: Int, endLine: Int, endColumn: Int, endByteColumn: Int) {
        self.line = line
        self.column = column
        self.byteColumn = byteColumn
        self.endLine = endLine
        self.endColumn = endColumn
        self.endByteColumn = endByteColumn
    }

    static func codePointColumn(_ location: SourceLocation, in file: SourceFile) -> Int {
        let line = file.lineBytes(location.line)
        let end = min(line.startIndex + location.column - 1, line.endIndex)
        return line[line.startIndex..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
    }
}
