/// The value of a condition under every assignment of up to `GuardSpace.maximumFlags` flags,
/// one bit an assignment: bit `i` is the value when flag `k` of the space is `i >> k & 1`.
///
/// Guard facts (never holds, always holds, covers) are decided exactly on these tables. Up to
/// six flags (64 assignments) a table is one machine word and allocates nothing.
struct TruthTable: Hashable {
    let variableCount: Int
    /// The table when it fits in one word (`variableCount <= 6`).
    private var word: UInt64 = 0
    /// The table when it does not, 64 assignments a word.
    private var words: [UInt64] = []

    private var isSmall: Bool { variableCount <= 6 }

    /// The mask of the bits in use in a one-word table.
    private var smallMask: UInt64 {
        variableCount == 6 ? ~0 : (1 << UInt64(1 << variableCount)) - 1
    }

    /// The one-word table of each of the first six variables: bit `i` set when `i >> k & 1`.
    private static let variablePatterns: [UInt64] = [
        0xAAAA_AAAA_AAAA_AAAA, 0xCCCC_CCCC_CCCC_CCCC, 0xF0F0_F0F0_F0F0_F0F0,
        0xFF00_FF00_FF00_FF00, 0xFFFF_0000_FFFF_0000, 0xFFFF_FFFF_0000_0000,
    ]

    init(constant: Bool, variableCount: Int) {
        self.variableCount = variableCount
        if variableCount <= 6 {
            word = constant ? smallMask : 0
        } else {
            words = Array(repeating: constant ? ~0 : 0, count: (1 << variableCount) / 64)
        }
    }

    /// The table of the `variable`-th flag of the space.
    init(variable: Int, variableCount: Int) {
        self.init(constant: false, variableCount: variableCount)
        if variable < 6 {
            let pattern = TruthTable.variablePatterns[variable]
            if isSmall {
                word = pattern & smallMask
            } else {
                for index in words.indices { words[index] = pattern }
            }
        } else {
            for index in words.indices where (index >> (variable - 6)) & 1 == 1 { words[index] = ~0 }
        }
    }

    /// Each bit flipped: exclusive or with the table that always holds.
    static prefix func ! (table: TruthTable) -> TruthTable {
        combine(table, TruthTable(constant: true, variableCount: table.variableCount)) { $0 ^ $1 }
    }

    static func && (lhs: TruthTable, rhs: TruthTable) -> TruthTable { combine(lhs, rhs) { $0 & $1 } }

    static func || (lhs: TruthTable, rhs: TruthTable) -> TruthTable { combine(lhs, rhs) { $0 | $1 } }

    /// Two tables of one space combined word by word.
    private static func combine(_ lhs: Self, _ rhs: Self, _ operation: (UInt64, UInt64) -> UInt64) -> Self {
        var result = lhs
        if lhs.isSmall {
            result.word = operation(lhs.word, rhs.word)
        } else {
            result.words = zip(lhs.words, rhs.words).map(operation)
        }
        return result
    }

    /// Whether no assignment makes the condition hold.
    var isNever: Bool { isSmall ? word == 0 : words.allSatisfy { $0 == 0 } }

    /// Whether every assignment makes the condition hold.
    var isAlways: Bool { isSmall ? word == smallMask : words.allSatisfy { $0 == ~0 } }

    /// Whether the condition holds under `assignment` (bit `k` is the value of flag `k` of the space).
    func holds(at assignment: Int) -> Bool {
        let word = isSmall ? word : words[assignment / 64]
        return (word >> UInt64(assignment % 64)) & 1 == 1
    }

    /// The first assignment under which the condition holds, as a bit pattern.
    var firstTrueAssignment: Int? {
        if isSmall { return word == 0 ? nil : word.trailingZeroBitCount }
        guard let index = words.firstIndex(where: { $0 != 0 }) else { return nil }
        return index * 64 + words[index].trailingZeroBitCount
    }
}
