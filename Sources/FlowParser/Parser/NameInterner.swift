import FlowCore

/// Gives every distinct name of a file one symbol (a number counting from 0) and one `String`,
/// made the first time the name is seen.
///
/// Later stages look names up by symbol, in arrays, and compare symbols instead of text.
struct NameInterner {
    /// The name of each symbol.
    private(set) var names: [String] = []
    private var symbols: [ArraySlice<UInt8>: Int] = [:]

    /// The symbol of the name at `range` of `file`, interned on first sight.
    mutating func intern(_ range: SourceRange, in file: SourceFile) -> Int {
        let spelling = file.bytes[range.lowerBound..<range.upperBound]
        if let symbol = symbols[spelling] { return symbol }
        let symbol = names.count
        names.append(file.text(range))
        symbols[spelling] = symbol
        return symbol
    }
}
