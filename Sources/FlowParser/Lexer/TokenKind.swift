/// The kinds of token in a `.flow` file.
///
/// Keywords (`flow`, `step`, `when`, ...) are contextual: the lexer reports them as
/// identifiers and the parser recognises them where a keyword can stand, so that a step
/// may be named `final` or `on`.
public enum TokenKind: UInt8, Sendable, Hashable {
    case identifier
    /// A run of letters and digits that starts with a digit; only payload types may hold one.
    case number
    case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
    case leftAngle, rightAngle, comma, colon, dot, question, bang, ampersand
    case ampAmp, pipePipe, arrow
    /// `=` and `-`: only a payload parameter's default value (`page: Int = 1`, `= -1`) uses them.
    case equals, minus
    /// `"text"` on one line: a deep link's URL pattern or example. The token's range includes the quotes.
    case string
    /// A character the language has no use for; the lexer reports it and drops the token.
    case unknown
    case endOfFile

    /// How the kind is named in "expected X, found Y" messages.
    public var spelling: String {
        switch self {
        case .identifier: "name"
        case .number: "number"
        case .leftBrace: "`{`"
        case .rightBrace: "`}`"
        case .leftParen: "`(`"
        case .rightParen: "`)`"
        case .leftBracket: "`[`"
        case .rightBracket: "`]`"
        case .leftAngle: "`<`"
        case .rightAngle: "`>`"
        case .comma: "`,`"
        case .colon: "`:`"
        case .dot: "`.`"
        case .question: "`?`"
        case .bang: "`!`"
        case .ampersand: "`&`"
        case .ampAmp: "`&&`"
        case .pipePipe: "`||`"
        case .arrow: "`->`"
        case .equals: "`=`"
        case .minus: "`-`"
        case .string: "string"
        case .unknown: "unexpected character"
        case .endOfFile: "end of file"
        }
    }
}
