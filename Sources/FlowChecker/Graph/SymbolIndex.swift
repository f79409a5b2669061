/// An index (of a step, of a flag) by the symbol of its name: an array as long as the file's
/// name table, so a lookup is one read, not a hash of the name.
///
/// One serves every flow of a file in turn: `clear()` resets only the entries that were set,
/// so a file of many flows does not pay for the whole table once per flow.
struct SymbolIndex {
    private var indexes: [Int32]
    private var setSymbols: [Int] = []

    init(symbolCount: Int = 0) {
        indexes = Array(repeating: -1, count: symbolCount)
    }

    subscript(symbol: Int) -> Int? {
        get {
            let index = indexes[symbol]
            return index < 0 ? nil : Int(index)
        }
        set {
            if indexes[symbol] < 0 { setSymbols.append(symbol) }
            indexes[symbol] = newValue.map { Int32($0) } ?? -1
        }
    }

    mutating func clear() {
        for symbol in setSymbols { indexes[symbol] = -1 }
        setSymbols.removeAll(keepingCapacity: true)
    }
}
