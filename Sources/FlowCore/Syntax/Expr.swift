/// A Boolean expression over flags, as in `when !isSignedIn && (a || b)`.
///
/// `&&` and `||` chains are kept flat (n-ary), and a run of `!` is one node with a count,
/// so the tree's depth grows only with parentheses, which the parser caps.
///
/// `&&` and `||` hold just their array, not a box around it too; the other cases are boxed,
/// which keeps an `Expr` one word wide.
public enum Expr: Hashable, Sendable {
    indirect case flag(Identifier)
    indirect case literal(Bool, SourceRange)
    /// `!` written `count` times before the operand.
    indirect case not(count: Int, Expr, SourceRange)
    case and([Expr])
    case or([Expr])
    indirect case parenthesized(Expr, SourceRange)
    /// A placeholder for an expression that failed to parse; already diagnosed.
    indirect case invalid(SourceRange)

    /// The source range the expression covers.
    public var range: SourceRange {
        switch self {
        case .flag(let identifier): identifier.range
        case .literal(_, let range), .not(_, _, let range), .parenthesized(_, let range), .invalid(let range): range
        case .and(let operands), .or(let operands):
            operands.first!.range.union(operands.last!.range)
        }
    }
}
