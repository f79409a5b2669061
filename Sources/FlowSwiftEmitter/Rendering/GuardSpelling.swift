import FlowChecker

/// How a guard is spelt in generated code, for flows and apps alike: a Swift condition over
/// the flags value `flags`, `!flags.isSignedIn`, `flags.a && (flags.b || flags.c)`.
enum GuardSpelling {
    /// `condition` over `flags`, each flag by its member name in `members`.
    static func swift(_ condition: Guard, members: [String]) -> String {
        switch condition {
        case .flag(let flag): "flags." + members[flag.index]
        case .constant(let value): value ? "true" : "false"
        case .not(let operand): "!" + operandText(operand, inside: condition, members: members)
        case .and(let operands): operands.map { operandText($0, inside: condition, members: members) }.joined(separator: " && ")
        case .or(let operands): operands.map { operandText($0, inside: condition, members: members) }.joined(separator: " || ")
        }
    }

    /// An operand of `!`, `&&` or `||`, in parentheses where Swift needs them: an `and`, `or`
    /// or `!` under `!` (Swift reads `!!` as one operator), an `or` under `and`.
    private static func operandText(_ operand: Guard, inside parent: Guard, members: [String]) -> String {
        let text = swift(operand, members: members)
        switch (parent, operand) {
        case (.not, .and), (.not, .or), (.not, .not), (.and, .or): return "(" + text + ")"
        default: return text
        }
    }
}
