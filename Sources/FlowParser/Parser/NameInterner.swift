import FlowCore

/// Gives every distinct name of a file one symbol (a number counting from 0) and one `String`,
/// made the first time the name is seen.
///
/// Later stages look names up by symbol, in arrays, and compare symbols instead of text.
struct NameInterner {
    /// The name of each symbol.
    private(set) var names: [String] = []
    private var symbols: [String: Int] = [:]

    /// The symbol of the name at `range` of `file`, interned on first sight.
    mutating func intern(_ range: SourceRange, in file: SourceFile) -> Int {
        intern(file.text(range))
    }

    /// The symbol of `name`, interned on first sight.
    mutating func intern(_ name: String) -> Int {
        if let symbol = symbols[name] { return symbol }
        let symbol = names.count
        names.append(name)
        symbols[name] = symbol
        return symbol
    }
}
