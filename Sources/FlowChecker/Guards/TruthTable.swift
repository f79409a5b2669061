/// The value of a condition under every assignment of up to `GuardSpace.maximumFlags` flags,
/// one bit an assignment: bit `i` is the value when flag `k` of the space is `i >> k & 1`.
///
/// Guard facts (never holds, always holds, covers) are decided exactly on these tables.
struct TruthTable: Hashable {
    let variableCount: Int
    private(set) var words: [UInt64]

    private var assignmentCount: Int { 1 << variableCount }

    /// The mask of the bits in use in the last word.
    private var lastMask: UInt64 {
        assignmentCount >= 64 ? ~0 : (1 << UInt64(assignmentCount)) - 1
    }

    init(constant: Bool, variableCount: Int) {
        self.variableCount = variableCount
        let count = max(1, (1 << variableCount) / 64)
        self.words = Array(repeating: constant ? ~0 : 0, count: count)
        if constant { words[words.count - 1] &= lastMask }
    }

    /// The table of the `variable`-th flag of the space.
    init(variable: Int, variableCount: Int) {
        self.init(constant: false, variableCount: variableCount)
        if variable < 6 {
            var pattern: UInt64 = 0
            for bit in 0..<64 where (bit >> variable) & 1 == 1 { pattern |= 1 << UInt64(bit) }
            for index in words.indices { words[index] = pattern }
            words[words.count - 1] &= lastMask
        } else {
            for index in words.indices where (index >> (variable - 6)) & 1 == 1 { words[index] = ~0 }
        }
    }

    static prefix func ! (table: TruthTable) -> TruthTable {
        var result = table
        for index in result.words.indices { result.words[index] = ~result.words[index] }
        result.words[result.words.count - 1] &= table.lastMask
        return result
    }

    static func && (lhs: TruthTable, rhs: TruthTable) -> TruthTable {
        var result = lhs
        for index in result.words.indices { result.words[index] &= rhs.words[index] }
        return result
    }

    static func || (lhs: TruthTable, rhs: TruthTable) -> TruthTable {
        var result = lhs
        for index in result.words.indices { result.words[index] |= rhs.words[index] }
        return result
    }

    /// Whether no assignment makes the condition hold.
    var isNever: Bool { words.allSatisfy { $0 == 0 } }

    /// Whether every assignment makes the condition hold.
    var isAlways: Bool { (!self).isNever }

    /// The first assignment under which the condition holds, as a bit pattern.
    var firstTrueAssignment: Int? {
        for (index, word) in words.enumerated() where word != 0 {
            return index * 64 + word.trailingZeroBitCount
        }
        return nil
    }
}
