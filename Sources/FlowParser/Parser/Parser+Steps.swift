import FlowCore

extension Parser {
    /// `[final] step name [(params)] [uses Flow] [renamed from ...] [with sets] [-> target [when guard] | { member* }]`. `final`: the
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
        if at(.uses), !current.isAtLineStart {
            advance()
            // Without the flow's name the body still parses; the step is incomplete.
            if let child = expectName("flow name after `uses`") { step.role = .use(child) }
        }
        if at(.renamed), !current.isAtLineStart {
            step.formerName = parseFormerName()
            // After a reported mistake, the step's body still parses.
            while step.formerName == nil, !(atEnd || current.isAtLineStart || [.arrow, .leftBrace, .rightBrace].contains(current.kind)) {
                advance()
            }
        }
        if at(.with), !current.isAtLineStart {
            step.sharedActions = parseActionsList()
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

    /// `outcome name [(params)]`: an exit of the flow, entered like a step, with the payload
    /// that it hands to the parent flow.
    mutating func parseOutcome() -> StepDecl? {
        let first = position
        let keyword = current.range
        advance()
        guard let name = expectName("outcome name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var outcome = StepDecl(doc: lexed.docLines(before: first), name: name, finalRange: nil, parameters: [], skips: [], transitions: [])
        outcome.role = .outcome(keyword)
        if current.kind == .leftParen {
            outcome.parameters = parseParameters()
        }
        outcome.range = keyword.union(previousRange)
        return outcome
    }

    /// `with a, b`: the names of the shared sets a step takes.
    private mutating func parseActionsList() -> [Identifier] {
        var names: [Identifier] = []
        repeat {
            advance()
            guard let name = expectName("name of an `actions` set after `with`") else { break }
            names.append(name)
        } while current.kind == .comma
        return names
    }

    /// The body of `step`: its skip rules and transitions.
    mutating func parseStepBody(into step: inout StepDecl) {
        var skips: [SkipRule]? = step.skips
        parseBody(of: "step `\(step.name.name)`", named: step.name, skips: &skips, transitions: &step.transitions)
        step.skips = skips ?? []
    }

    /// A `{ ... }` body of skip rules and transitions, up to its closing brace; `skips` is
    /// `nil` for a body that can't have them (`actions`), where `skip` is an error.
    mutating func parseBody(
        of owner: String, named name: Identifier, skips: inout [SkipRule]?, transitions: inout [TransitionDecl],
        skipMessage: DiagnosticMessage = ParserMessages.skipInActions
    ) {
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
                    notes: [diagnostics.note("\(owner) starts here", at: name.range)]
                )
                return
            }
            if at(.skip) {
                let keyword = current.range
                advance()
                if at(.when) {
                    advance()
                    let condition = parseExpression()
                    let rule = SkipRule(range: keyword.union(previousRange), condition: condition)
                    if skips == nil {
                        diagnostics.report(skipMessage, at: rule.range)
                    }
                    skips?.append(rule)
                } else {
                    expected("`when`")
                    recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
                }
            } else if at(.on) || current.kind == .arrow {
                parseTransition(into: &transitions)
            } else {
                expected(skips == nil ? "`->`, `on` or `}`" : "`->`, `on`, `skip` or `}`")
                recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
            }
        }
    }

    /// `[on event] -> target [[only] when guard]`, appended to `transitions` when it parses; the target
    /// is an entry (`step [as sheet|cover]`), an unwinding (`back`, `back to step`, `dismiss`),
    /// or an unwinding `then` an entry. A name in backticks is never a keyword: `` `back` ``
    /// names a step called `back`.
    mutating func parseTransition(into transitions: inout [TransitionDecl]) {
        let start = current.range
        var event: Identifier?
        if current.kind != .arrow {
            advance()
            guard let name = expectName("event name") else {
                recoverInStep()
                return
            }
            event = name
        }
        guard expect(.arrow) != nil, let target = parseTarget() else {
            recoverInStep()
            return
        }
        let written = parseGuard()
        let transition = TransitionDecl(
            event: consume event, target: target, guardExpr: written.condition,
            range: start.union(previousRange), guardRange: written.range, guardKind: written.kind
        )
        transitions.append(consume transition)
    }

    /// `[[only] when guard]` after a transition's target: the condition, its range from `only`
    /// or `when`, and whether it limits the event.
    mutating func parseGuard() -> (condition: Expr?, range: SourceRange?, kind: GuardKind) {
        var guardRange: SourceRange?
        var guardKind = GuardKind.chooses
        // `only` is a keyword only before `when`: a step may be named `only`.
        if at(.only), !current.isAtLineStart, tokens[position + 1].keyword == .when {
            guardKind = .limitsEvent
            guardRange = current.range
            advance()
        }
        guard at(.when) else { return (nil, guardRange, guardKind) }
        let keyword = guardRange ?? current.range
        advance()
        let condition = parseExpression()
        return (condition, keyword.union(previousRange), guardKind)
    }

    /// Skips the rest of a transition that did not parse, to the next member of the step.
    mutating func recoverInStep() {
        recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
    }

    /// What follows `->`: `unwind [then entry]` or `entry`; `nil` after reporting an error.
    mutating func parseTarget() -> TransitionTarget? {
        guard let name = expectName("step name, `back` or `dismiss`") else { return nil }
        if readsTabMove { return parseTabTarget() }
        let unwind: UnwindTarget
        switch tokens[position - 1].keyword {
        case .back? where at(.to) && !current.isAtLineStart:
            advance()
            guard let returnedTo = expectName("step name after `back to`") else { return nil }
            unwind = .backTo(returnedTo)
        case .back?:
            unwind = .back(name)
        case .dismiss? where at(.all) && !current.isAtLineStart:
            // `dismiss all`: `all` on the same line; on the next, it begins the next transition.
            let all = identifier(current)
            advance()
            unwind = .dismissAll(name, all: all)
        case .dismiss?:
            unwind = .dismiss(name)
        default:
            return parseEntryStyle(of: name).map(TransitionTarget.enter)
        }
        guard !current.isAtLineStart, at(.then) || misspelt(.then) else { return .unwind(unwind) }
        advance()
        // The next line's first word begins the next transition, never this one's step.
        guard !current.isAtLineStart else {
            expected("step name after `then`")
            return nil
        }
        guard let entered = expectName("step name after `then`"), let entry = parseEntryStyle(of: entered) else { return nil }
        return .unwindThenEnter(unwind, entry)
    }

    /// The entry of the step `step` just read, with `as sheet` or `as cover` when written.
    mutating func parseEntryStyle(of step: Identifier) -> EntryTarget? {
        guard at(.as), !current.isAtLineStart else { return EntryTarget(step: step) }
        let keyword = current.range
        advance()
        let style: FlowPresentation
        if at(.sheet) || misspelt(.sheet) {
            advance()
            // `modal` only on the same line, after `sheet`: the next line's first word begins
            // the next transition (`-> edit as sheet` then `modal -> ...` is the event `modal`).
            guard at(.modal), !current.isAtLineStart else {
                return EntryTarget(step: step, style: .sheet, styleRange: keyword.union(previousRange))
            }
            style = .modalSheet
        } else if at(.cover) || misspelt(.cover) {
            style = .cover
        } else {
            expected("`sheet` or `cover` after `as`")
            return nil
        }
        advance()
        return EntryTarget(step: step, style: style, styleRange: keyword.union(previousRange))
    }

    /// Whether the current token, a name on the line, is one or two edits from `keyword`
    /// (`sheeet`): reported once with its fix, and then read as that keyword.
    private mutating func misspelt(_ keyword: Keyword) -> Bool {
        guard current.kind == .identifier, current.keyword == nil, !current.isAtLineStart else { return false }
        let text = lexed.text(current)
        // The keyword itself here was written in backticks: a name, never a misspelling.
        guard text != keyword.spelling, EditDistance.closest(to: text, in: [keyword.spelling]) != nil else { return false }
        diagnostics.report(
            ParserMessages.misspeltKeyword(text, keyword: keyword.spelling), at: current.range,
            fixIts: [.replace(current.range, with: keyword.spelling, "replace with `\(keyword.spelling)`")]
        )
        return true
    }
}
