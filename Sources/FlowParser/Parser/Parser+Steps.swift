import FlowCore

extension Parser {
    /// `[final] step name [(params)] [-> target [when guard] | { member* }]`. `final`: the
    /// current token stands for `final` (itself, or a misspelling of it), not for `step`.
    mutating func parseStep(final: Bool) -> StepDecl? {
        let first = position
        let startRange = current.range
        var finalRange: SourceRange?
        if final {
            finalRange = current.range
            advance()
            guard at(.step) else {
                expected("`step`")
                recover(stoppingAt: [.rightBrace])
                return nil
            }
        }
        advance()
        guard let name = expectName("step name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var step = StepDecl(doc: lexed.docLines(before: first), name: name, finalRange: finalRange, parameters: [], skips: [], transitions: [])
        let errorsBefore = diagnostics.all.count
        if current.kind == .leftParen {
            step.parameters = parseParameters()
        }
        if current.kind == .arrow {
            parseTransition(into: &step.transitions)
        } else if current.kind == .leftBrace {
            parseStepBody(into: &step)
        } else if !(current.kind == .rightBrace || atEnd || current.isAtLineStart) {
            expected("`{`, `->` or a new line after step `\(name.name)`")
            recover(stoppingAt: [.rightBrace])
        }
        step.range = startRange.union(previousRange)
        step.isIncomplete = diagnostics.all.count > errorsBefore
        return step
    }

    /// The body of `step`: its skip rules and transitions.
    mutating func parseStepBody(into step: inout StepDecl) {
        advance()
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            if current.kind == .rightBrace {
                advance()
                return
            }
            if atEnd || atDeclarationStart {
                diagnostics.report(
                    ParserMessages.unclosed("step `\(step.name.name)`", found: foundDescription), at: current.range,
                    notes: [diagnostics.note("step `\(step.name.name)` starts here", at: step.name.range)]
                )
                return
            }
            if at(.skip) {
                let keyword = current.range
                advance()
                if at(.when) {
                    advance()
                    let condition = parseExpression()
                    step.skips.append(SkipRule(range: keyword.union(previousRange), condition: condition))
                } else {
                    expected("`when`")
                    recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
                }
            } else if at(.on) || current.kind == .arrow {
                parseTransition(into: &step.transitions)
            } else {
                expected("`->`, `on`, `skip` or `}`")
                recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
            }
        }
    }

    /// `[on event] -> target [when guard]`, appended to `transitions` when it parses; the target
    /// is a step, `back` or `back to step` (`` `back` `` names a step called `back`).
    mutating func parseTransition(into transitions: inout [TransitionDecl]) {
        let start = current.range
        var event: Identifier?
        if current.kind != .arrow {
            advance()
            guard let name = expectName("event name") else {
                recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
                return
            }
            event = name
        }
        guard expect(.arrow) != nil, let name = expectName("step name or `back`") else {
            recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
            return
        }
        var target = TransitionTarget.step(name)
        if tokens[position - 1].keyword == .back {
            target = .back(name)
            if at(.to), !current.isAtLineStart {
                advance()
                guard let returnedTo = expectName("step name after `back to`") else {
                    recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
                    return
                }
                target = .backTo(returnedTo)
            }
        }
        var guardExpr: Expr?
        var guardRange: SourceRange?
        if at(.when) {
            let keyword = current.range
            advance()
            let condition = parseExpression()
            guardExpr = condition
            guardRange = keyword.union(previousRange)
        }
        let transition = TransitionDecl(
            event: consume event, target: target, guardExpr: consume guardExpr,
            range: start.union(previousRange), guardRange: guardRange
        )
        transitions.append(consume transition)
    }
}
