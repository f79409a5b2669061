import FlowCore

/// Finds the `// flowc:ignore id, id -- why` comments among a file's comments. What they name
/// is judged once every diagnostic of the file is known (an unknown id, one that silences
/// nothing), so reading them reports nothing.
enum SuppressionReader {
    static func read(_ lexed: LexedFile) -> [SuppressionComment] {
        lexed.comments.compactMap { read($0, in: lexed.file) }
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), comma = UInt8(ascii: ",")

    private static func read(_ range: SourceRange, in file: SourceFile) -> SuppressionComment? {
        let bytes = file.bytes
        var index = range.lowerBound + 2
        while index < range.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
        let marker = Array(SuppressionComment.marker.utf8)
        guard range.upperBound - index >= marker.count, bytes[index..<(index + marker.count)].elementsEqual(marker) else { return nil }
        index += marker.count
        // `flowc:ignored` is not the marker.
        guard index == range.upperBound || bytes[index] == space || bytes[index] == tab else { return nil }
        var ids: [Identifier] = []
        var justification: String?
        while index < range.upperBound {
            if bytes[index] == space || bytes[index] == tab || bytes[index] == comma {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "-"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "-") {
                let why = file.text(SourceRange(index + 2, range.upperBound)).trimmingSpaces
                justification = why.isEmpty ? nil : why
                break
            }
            let start = index
            while index < range.upperBound, ![space, tab, comma].contains(bytes[index]) { index += 1 }
            ids.append(Identifier(file.text(SourceRange(start, index)), range: SourceRange(start, index)))
        }
        let location = file.location(of: range.lowerBound)
        let line = file.lineBytes(location.line)
        let isAfterCode = line[line.startIndex..<(line.startIndex + location.column - 1)].contains { $0 != space && $0 != tab }
        return SuppressionComment(
            range: range, ids: ids, justification: justification,
            placement: isAfterCode ? .endOfLine(line: location.line) : .ownLine
        )
    }
}

private extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: blank).reversed().drop(while: blank).reversed())
    }
}
