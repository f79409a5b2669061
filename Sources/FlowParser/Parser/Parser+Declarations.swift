import FlowCore

extension Parser {
    mutating func parseFile() -> FlowFileSyntax {
        var imports: [ImportDecl] = []
        var flows: [FlowDecl] = []
        while !atEnd {
            if at(.flow) || at(.router) {
                flows.append(parseFlow())
            } else if at(.import) {
                if let decl = parseImport(afterFlow: !flows.isEmpty) { add(decl, to: &imports) }
            } else {
                expected(flows.isEmpty ? "`import`, `flow` or `router`" : "`flow` or `router`")
                advance()
                while !atEnd, !(current.isAtLineStart && (at(.flow) || at(.router) || at(.import))) { advance() }
            }
        }
        if flows.isEmpty, !diagnostics.hasErrors {
            diagnostics.report(ParserMessages.noFlow, at: SourceRange(at: lexed.file.contentStart))
        }
        return FlowFileSyntax(imports: imports, flows: flows, names: names.names)
    }

    /// `import Module` or `import Module.Submodule`; reported when it follows a flow, which it
    /// can't (the generated file's imports come first, as in Swift).
    mutating func parseImport(afterFlow: Bool) -> ImportDecl? {
        let keyword = current
        advance()
        guard let first = expectName("module name") else {
            recover()
            return nil
        }
        var module = first.name
        var range = first.range
        while current.kind == .dot, !current.isAtLineStart {
            advance()
            guard let part = expectName("submodule name after `.`") else {
                recover()
                return nil
            }
            module += "." + part.name
            range = range.union(part.range)
        }
        if afterFlow {
            diagnostics.report(ParserMessages.importAfterFlow, at: keyword.range.union(range))
            return nil
        }
        return ImportDecl(module: module, moduleRange: range, keywordOffset: keyword.range.lowerBound)
    }

    /// Adds an import; a repeat, or `FlowRuntime` (which generated code always imports), is
    /// reported as a warning (the emitter writes each module once).
    mutating func add(_ decl: ImportDecl, to imports: inout [ImportDecl]) {
        if decl.module == "FlowRuntime" {
            diagnostics.report(ParserMessages.runtimeImport, at: decl.moduleRange)
        } else if let first = imports.first(where: { $0.module == decl.module }) {
            diagnostics.report(
                ParserMessages.duplicateImport(decl.module), at: decl.moduleRange,
                notes: [diagnostics.note("`\(decl.module)` is first imported here", at: first.moduleRange)]
            )
        }
        imports.append(decl)
    }

    /// `flow Name { member* }` or `router Name { member* }`
    mutating func parseFlow() -> FlowDecl {
        let keyword = current
        let kind: FlowKind = at(.router) ? .router : .wizard
        let doc = lexed.docLines(before: position)
        advance()
        let name = expectName("flow name") ?? identifier(Token(
            kind: .identifier, range: SourceRange(at: keyword.range.upperBound), isAtLineStart: false, firstDocComment: 0
        ))
        var flags: [FlagDecl] = []
        var starts: [StartDecl] = []
        var steps: [StepDecl] = []
        var links: [LinkDecl] = []
        guard expect(.leftBrace) != nil else {
            recover()
            return FlowDecl(kind: kind, doc: doc, name: name, range: keyword.range.union(previousRange), flags: [], starts: [], steps: [])
        }
        while true {
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd || (current.isAtLineStart && (at(.flow) || at(.router))) {
                diagnostics.report(
                    ParserMessages.unclosed("\(kind.keyword) `\(name.name)`", found: foundDescription), at: current.range,
                    notes: [diagnostics.note("\(kind.keyword) `\(name.name)` starts here", at: keyword.range)]
                )
                break
            }
            let member = current.keyword.flatMap { Self.memberKeywords.contains($0) ? $0 : nil } ?? misspeltMemberKeyword()
            if let member {
                switch member {
                case .flag: flags.append(contentsOf: parseFlags())
                case .start: if let start = parseStart() { starts.append(start) }
                case .link: if let link = parseLink() { links.append(link) }
                default: if let step = parseStep(final: member == .final) { steps.append(step) }
                }
            } else if at(.example) {
                // An `example` that follows no `link`: one error for the line.
                expected("`flag`, `start`, `step`, `link` or `}`")
                advance()
                if current.kind == .string { advance() }
            } else if at(.import), current.isAtLineStart {
                let keyword = current.range
                advance()
                recover(stoppingAt: [.rightBrace])
                diagnostics.report(ParserMessages.importAfterFlow, at: keyword.union(previousRange))
            } else {
                expected("`flag`, `start`, `step`, `link` or `}`")
                // Recovery stops at a token that starts a declaration: step over it if it is
                // this one, so that every turn makes progress.
                let before = position
                recover(stoppingAt: [.rightBrace])
                if position == before { advance() }
            }
        }
        var flow = FlowDecl(
            kind: kind, doc: doc, name: name, range: keyword.range.union(previousRange),
            flags: flags, starts: starts, steps: steps
        )
        flow.links = links
        return flow
    }

    /// The keywords that begin a member of a flow.
    static let memberKeywords: [Keyword] = [.flag, .start, .step, .final, .link]

    /// A name at the start of a line, where a flow's member begins, that is one or two edits
    /// from a member keyword (`stpe`): reported once with its fix, and parsed as that keyword,
    /// so the member it begins is not lost and nothing that names it is reported too.
    mutating func misspeltMemberKeyword() -> Keyword? {
        guard current.kind == .identifier, current.keyword == nil, current.isAtLineStart,
              [.identifier, .string].contains(tokens[position + 1].kind), !tokens[position + 1].isAtLineStart else { return nil }
        let text = lexed.text(current)
        guard let spelling = EditDistance.closest(to: text, in: Self.memberKeywords.map(\.spelling)),
              let keyword = Keyword(rawValue: spelling) else { return nil }
        diagnostics.report(
            ParserMessages.misspeltKeyword(text, keyword: spelling), at: current.range,
            fixIts: [.replace(current.range, with: spelling, "replace with `\(spelling)`")]
        )
        return keyword
    }

    mutating func parseFlags() -> [FlagDecl] {
        let doc = lexed.docLines(before: position)
        let keywordOffset = current.range.lowerBound
        advance()
        var flags: [FlagDecl] = []
        repeat {
            guard let name = expectName("flag name") else {
                recover(stoppingAt: [.rightBrace])
                return flags
            }
            flags.append(FlagDecl(doc: doc, name: name, keywordOffset: keywordOffset))
        } while current.kind == .comma && { advance(); return true }()
        return flags
    }

    /// `start step` or `start step, step, ...` (the checker allows a list in routers only).
    mutating func parseStart() -> StartDecl? {
        let keyword = current.range
        advance()
        var roots: [Identifier] = []
        repeat {
            guard let root = expectName("step name") else {
                recover(stoppingAt: [.rightBrace])
                return roots.isEmpty ? nil : StartDecl(keywordRange: keyword, roots: roots)
            }
            roots.append(root)
        } while current.kind == .comma && { advance(); return true }()
        return StartDecl(keywordRange: keyword, roots: roots)
    }

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
        while true {
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
        guard expect(.arrow) != nil, var target = expectName("step name or `back`") else {
            recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
            return
        }
        var move = TransitionMove.push
        if tokens[position - 1].keyword == .back {
            move = .back
            if at(.to), !current.isAtLineStart {
                advance()
                guard let returnedTo = expectName("step name after `back to`") else {
                    recover(stoppingAt: [.rightBrace], lineStarts: [.arrow], keywords: [.on, .skip])
                    return
                }
                move = .backTo
                target = returnedTo
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
            event: consume event, move: move, target: consume target, guardExpr: consume guardExpr,
            range: start.union(previousRange), guardRange: guardRange
        )
        transitions.append(consume transition)
    }

    /// `(label: Type, ...)`
    mutating func parseParameters() -> [PayloadParameter] {
        advance()
        var parameters: [PayloadParameter] = []
        while true {
            guard let label = expectName("parameter label") else { break }
            guard expect(.colon) != nil else { break }
            guard let (type, range) = parsePayloadType() else { break }
            parameters.append(PayloadParameter(label: label, type: type, typeRange: range))
            if current.kind == .comma {
                advance()
                continue
            }
            if current.kind == .rightParen {
                advance()
                return parameters
            }
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

    /// Swift type text up to a `,` or `)` outside brackets, kept verbatim but for white space
    /// and comments, which fold into one space.
    mutating func parsePayloadType() -> (String, SourceRange)? {
        let start = current.range
        var stack: [Token] = []
        var text = ""
        var previousEnd: Int?
        while true {
            let kind = current.kind
            if stack.isEmpty, kind == .comma || kind == .rightParen { break }
            if kind == .leftBrace || kind == .rightBrace || kind == .endOfFile
                || (current.isAtLineStart && !stack.isEmpty) {
                if let open = stack.last {
                    diagnostics.report(ParserMessages.unbalancedPayloadType(lexed.text(open)), at: open.range)
                } else {
                    expected(previousEnd == nil ? "payload type" : "`,` or `)`")
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
            expected("payload type")
            return nil
        }
        return (text, start.union(previousRange))
    }
}
