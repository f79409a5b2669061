import FlowCore

extension Parser {
    /// `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!'* primary`,
    /// `primary := name | true | false | '(' or ')'`.
    mutating func parseExpression() -> Expr {
        parseOr(depth: 0)
    }

    mutating func parseOr(depth: Int) -> Expr {
        parseChain(of: .pipePipe, combinedBy: Expr.or) { $0.parseAnd(depth: depth) }
    }

    mutating func parseAnd(depth: Int) -> Expr {
        parseChain(of: .ampAmp, combinedBy: Expr.and) { $0.parseUnary(depth: depth) }
    }

    /// `operand (separator operand)*`: the operand alone, or the operands `combine`d.
    private mutating func parseChain(
        of separator: TokenKind, combinedBy combine: ([Expr]) -> Expr, _ operand: (inout Parser) -> Expr
    ) -> Expr {
        // No array for the common single operand.
        let first = operand(&self)
        guard current.kind == separator else { return first }
        var operands = [first]
        while consume(separator) { operands.append(operand(&self)) }
        return combine(operands)
    }

    mutating func parseUnary(depth: Int) -> Expr {
        let start = current.range
        var count = 0
        while current.kind == .bang {
            count += 1
            advance()
        }
        let operand = parsePrimary(depth: depth)
        return count == 0 ? operand : .not(count: count, operand, start.union(operand.range))
    }

    mutating func parsePrimary(depth: Int) -> Expr {
        let token = current
        switch token.kind {
        case .identifier where !atStatementStart:
            advance()
            if token.keyword == .true { return .literal(true, token.range) }
            if token.keyword == .false { return .literal(false, token.range) }
            return .flag(identifier(token))
        case .leftParen:
            if depth >= Parser.maximumNesting {
                diagnostics.report(ParserMessages.expressionTooDeep(limit: Parser.maximumNesting), at: token.range)
                skipBalancedParentheses()
                return .invalid(token.range.union(previousRange))
            }
            advance()
            let inner = parseOr(depth: depth + 1)
            expect(.rightParen, "`)`")
            return .parenthesized(inner, token.range.union(previousRange))
        default:
            expected("flag name, `true`, `false`, `!` or `(`")
            // Consume the stray token unless it can start the next statement.
            if !token.isAtLineStart, token.kind != .rightBrace, token.kind != .leftBrace,
               token.kind != .arrow, token.kind != .endOfFile {
                advance()
            }
            return .invalid(token.range)
        }
    }

    /// Skips a parenthesised group iteratively, for input nested too deeply to parse.
    mutating func skipBalancedParentheses() {
        var depth = 0
        repeat {
            switch current.kind {
            case .leftParen: depth += 1
            case .rightParen: depth -= 1
            case .endOfFile, .leftBrace, .rightBrace: return
            default: break
            }
            advance()
        } while depth > 0
    }
}
