import FlowCore

extension Parser {
    /// `alert name [(params)] { button* }` or `dialog name [(params)] { button* }`.
    mutating func parseAlert() -> AlertDecl? {
        let first = position
        let keyword = current.range
        let style: AlertStyle = at(.dialog) ? .dialog : .alert
        advance()
        guard let name = expectName("\(style.keyword) name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var alert = AlertDecl(doc: lexed.docLines(before: first), style: style, name: name, buttons: [], keywordRange: keyword)
        let errorsBefore = diagnostics.all.count
        if current.kind == .leftParen {
            alert.parameters = parseParameters()
        }
        if current.kind == .leftBrace {
            parseButtons(into: &alert)
        } else {
            expected("`{` after \(style.keyword) `\(name.name)`")
            recover(stoppingAt: [.rightBrace])
        }
        alert.range = keyword.union(previousRange)
        alert.isIncomplete = diagnostics.all.count > errorsBefore
        return alert
    }

    /// The `{ ... }` of an alert: its button lines, up to the closing brace.
    private mutating func parseButtons(into alert: inout AlertDecl) {
        let owner = "\(alert.style.keyword) `\(alert.name.name)`"
        advance()
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            if current.kind == .rightBrace {
                advance()
                return
            }
            if atEnd || atDeclarationStart {
                diagnostics.report(
                    ParserMessages.unclosed(owner, found: foundDescription), at: current.range,
                    notes: [diagnostics.note("\(owner) starts here", at: alert.name.range)]
                )
                return
            }
            if at(.on) {
                if let button = parseButton() { alert.buttons.append(button) }
            } else {
                expected("`on` or `}`")
                recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
            }
        }
    }

    /// `on name [destructive | cancel] [-> target | -> close [[only] when guard]]`.
    private mutating func parseButton() -> AlertButtonDecl? {
        let start = current.range
        advance()
        guard let event = expectName("button name") else {
            recoverInStep()
            return nil
        }
        var role: ButtonRole?
        var roleRange: SourceRange?
        if !current.isAtLineStart, let written = current.keyword.flatMap(Self.role) {
            role = written
            roleRange = current.range
            advance()
        }
        var target = TransitionTarget.close(.unwritten(event.range))
        var written: (condition: Expr?, range: SourceRange?, kind: GuardKind) = (nil, nil, .chooses)
        if current.kind == .arrow, !current.isAtLineStart {
            advance()
            if at(.close) {
                target = .close(.written(identifier(current)))
                advance()
            } else {
                guard let entered = parseTarget() else {
                    recoverInStep()
                    return nil
                }
                target = entered
            }
            written = parseGuard()
        }
        let transition = TransitionDecl(
            event: event, target: target, guardExpr: written.condition,
            range: start.union(previousRange), guardRange: written.range, guardKind: written.kind
        )
        return AlertButtonDecl(transition: transition, role: role, roleRange: roleRange)
    }

    /// The role a keyword writes, if it writes one.
    private static func role(_ keyword: Keyword) -> ButtonRole? {
        switch keyword {
        case .destructive: .destructive
        case .cancel: .cancel
        default: nil
        }
    }
}
