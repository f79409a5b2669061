/// A condition with its flag names resolved to the flow's flags.
///
/// `and` and `or` are n-ary and a run of `!` is folded, so the depth of a guard is bounded
/// by the parser's nesting limit.
///
/// Only `not` is boxed: a flag or a constant is stored inline and `and`/`or` hold an array,
/// so a guard costs one allocation fewer a node than a wholly `indirect` enum.
public enum Guard: Hashable, Sendable {
    case flag(FlagID)
    case constant(Bool)
    indirect case not(Guard)
    case and([Guard])
    case or([Guard])

    /// Adds every flag the guard reads to `flags`.
    public func collectFlags(into flags: inout Set<FlagID>) {
        forEachFlag { flags.insert($0) }
    }

    /// Calls `body` with each flag the guard reads, in written order, as often as it is read.
    func forEachFlag(_ body: (FlagID) -> Void) {
        switch self {
        case .flag(let flag): body(flag)
        case .constant: break
        case .not(let operand): operand.forEachFlag(body)
        case .and(let operands), .or(let operands):
            for operand in operands { operand.forEachFlag(body) }
        }
    }

    /// Evaluates the guard for given flag values.
    public func evaluate(_ value: (FlagID) -> Bool) -> Bool {
        switch self {
        case .flag(let flag): value(flag)
        case .constant(let constant): constant
        case .not(let operand): !operand.evaluate(value)
        case .and(let operands): operands.allSatisfy { $0.evaluate(value) }
        case .or(let operands): operands.contains { $0.evaluate(value) }
        }
    }

    /// The guard as `.flow` source, with minimal parentheses; `flagNames` in the order of
    /// `FlowGraph.flags`.
    public func description(flagNames: [String]) -> String {
        render(flagNames: flagNames, precedence: 0)
    }

    private func render(flagNames: [String], precedence: Int) -> String {
        switch self {
        case .flag(let flag): return flagNames[flag.index]
        case .constant(let value): return value ? "true" : "false"
        case .not(let operand): return "!" + operand.render(flagNames: flagNames, precedence: 3)
        case .and(let operands):
            let text = operands.map { $0.render(flagNames: flagNames, precedence: 2) }.joined(separator: " && ")
            return precedence > 2 ? "(\(text))" : text
        case .or(let operands):
            let text = operands.map { $0.render(flagNames: flagNames, precedence: 1) }.joined(separator: " || ")
            return precedence > 1 ? "(\(text))" : text
        }
    }
}
