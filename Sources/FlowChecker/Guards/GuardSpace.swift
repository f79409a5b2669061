/// The flags that a group of guards reads, for deciding facts about those guards exactly.
///
/// Above `maximumFlags` distinct flags the tables would grow too large (2^n bits), and the
/// checker says so instead of guessing: see `CheckerMessages.tooManyFlags`.
struct GuardSpace {
    /// The most flags one analysis may involve: 2^16 assignments, 8 KiB a table.
    static let maximumFlags = 16

    /// The flags read, in declared order; position = variable number.
    let flags: [FlagID]

    /// A space over every flag `guards` and `last` read, or `nil` when they read too many;
    /// takes a lazy sequence, so the guards need not be gathered into an array first.
    init?<Guards: Sequence>(_ guards: Guards, and last: Guard? = nil) where Guards.Element == Guard? {
        var flags: [FlagID] = []
        // Each flag once; the list stops growing past the analysable limit, which is all the
        // caller needs to know then.
        func add(_ flag: FlagID) {
            if !flags.contains(flag), flags.count <= GuardSpace.maximumFlags { flags.append(flag) }
        }
        for case let item? in guards { item.forEachFlag(add) }
        last?.forEachFlag(add)
        guard flags.count <= GuardSpace.maximumFlags else { return nil }
        flags.sort()
        self.flags = flags
    }

    /// The table of a guard; a missing guard always holds.
    func table(_ item: Guard?) -> TruthTable {
        guard let item else { return TruthTable(constant: true, variableCount: flags.count) }
        switch item {
        case .flag(let flag):
            return TruthTable(variable: flags.firstIndex(of: flag)!, variableCount: flags.count)
        case .constant(let value):
            return TruthTable(constant: value, variableCount: flags.count)
        case .not(let operand):
            return !table(operand)
        case .and(let operands):
            return operands.dropFirst().reduce(table(operands[0])) { $0 && table($1) }
        case .or(let operands):
            return operands.dropFirst().reduce(table(operands[0])) { $0 || table($1) }
        }
    }

    /// The flag values of an assignment, in the flow's flag order.
    func values(of assignment: Int) -> [(flag: FlagID, value: Bool)] {
        flags.enumerated().map { position, flag in (flag, (assignment >> position) & 1 == 1) }
    }
}
