import FlowCore

extension Parser {
    /// `(label: Type, ...)`
    mutating func parseParameters() -> [PayloadParameter] {
        advance()
        var parameters: [PayloadParameter] = []
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            guard let label = expectName("parameter label"), expect(.colon) != nil else { break }
            guard let (type, range) = parseSwiftText("payload type", stopsAtEquals: true) else { break }
            var parameter = PayloadParameter(label: label, type: type, typeRange: range)
            if consume(.equals) {
                guard let (value, valueRange) = parseSwiftText("default value", stopsAtEquals: false) else { break }
                parameter.defaultValue = value
                parameter.defaultRange = valueRange
            }
            parameters.append(parameter)
            if consume(.comma) { continue }
            if consume(.rightParen) { return parameters }
            expected("`,` or `)`")
            break
        }
        // Resynchronise after the parameter list.
        while !atEnd, current.kind != .rightParen, current.kind != .leftBrace, current.kind != .rightBrace,
              current.kind != .arrow, !atDeclarationStart {
            advance()
        }
        if current.kind == .rightParen { advance() }
        return parameters
    }

    /// Swift text, a payload type or a default value, up to a `,` or `)` outside brackets (and,
    /// for a type, an `=`), kept verbatim but for white space and comments, which fold into one
    /// space; `what` names it in "expected" messages.
    mutating func parseSwiftText(_ what: String, stopsAtEquals: Bool) -> (String, SourceRange)? {
        let start = current.range
        var stack: [Token] = []
        var text = ""
        var previousEnd: Int?
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            let kind = current.kind
            if stack.isEmpty, kind == .comma || kind == .rightParen || (stopsAtEquals && kind == .equals) { break }
            if kind == .leftBrace || kind == .rightBrace || kind == .endOfFile
                || (current.isAtLineStart && !stack.isEmpty) {
                if let open = stack.last {
                    diagnostics.report(ParserMessages.unbalancedPayloadType(lexed.text(open)), at: open.range)
                } else {
                    expected(previousEnd == nil ? what : "`,` or `)`")
                }
                return nil
            }
            switch kind {
            case .leftParen, .leftBracket, .leftAngle:
                stack.append(current)
            case .rightParen, .rightBracket, .rightAngle:
                let opener: TokenKind = kind == .rightParen ? .leftParen : kind == .rightBracket ? .leftBracket : .leftAngle
                guard stack.last?.kind == opener else {
                    let culprit = stack.last ?? current
                    diagnostics.report(ParserMessages.unbalancedPayloadType(lexed.text(culprit)), at: culprit.range)
                    return nil
                }
                stack.removeLast()
            default:
                break
            }
            if let previousEnd, previousEnd != current.range.lowerBound { text += " " }
            text += lexed.text(current)
            previousEnd = current.range.upperBound
            advance()
        }
        guard previousEnd != nil else {
            expected(what)
            return nil
        }
        return (text, start.union(previousRange))
    }
}
