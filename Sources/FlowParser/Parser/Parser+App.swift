import FlowCore

extension Parser {
    /// The keywords that begin a member of an app.
    static let appMemberKeywords: [Keyword] = [.flag, .start, .root, .event, .step, .final]

    /// `app Name { member* }`: flags, a `start` line, roots, events and app-level steps.
    mutating func parseApp() -> AppDecl {
        let keyword = current
        let doc = lexed.docLines(before: position)
        advance()
        let name = expectName("app name") ?? Identifier("", range: SourceRange(at: keyword.range.upperBound))
        var app = AppDecl(doc: doc, name: name, range: keyword.range)
        guard expect(.leftBrace) != nil else {
            recover()
            app.range = keyword.range.union(previousRange)
            return app
        }
        isInApp = true
        defer { isInApp = false }
        var progress = LoopProgress()
        while progress.allowsTurn(at: position) {
            if current.kind == .rightBrace {
                advance()
                break
            }
            if atEnd || (current.isAtLineStart && (at(.flow) || at(.router) || at(.app) || at(.import))) {
                diagnostics.report(
                    ParserMessages.unclosed("app `\(name.name)`", found: foundDescription), at: current.range,
                    notes: [diagnostics.note("app `\(name.name)` starts here", at: keyword.range)]
                )
                break
            }
            switch current.keyword.flatMap({ Self.appMemberKeywords.contains($0) ? $0 : nil }) {
            case .flag?: app.append(parseFlags())
            case .start?: if let start = parseAppStart() { app.append(start) }
            case .root?: if let root = parseRoot() { app.append(root) }
            case .event?: if let event = parseAppEvent() { app.append(event) }
            // `final step` is read so that the checker can say why an app-level step can't be final.
            case .step?, .final?: if let step = parseStep(final: at(.final)) { app.append(step) }
            default:
                expected("`flag`, `start`, `root`, `event`, `step` or `}`")
                advance()
                recoverInApp()
            }
        }
        app.range = keyword.range.union(previousRange)
        return app
    }

    /// `start a when g, b`: each root with the guard under which the app begins there.
    mutating func parseAppStart() -> AppStartDecl? {
        let keyword = current.range
        advance()
        var entries: [AppStartEntry] = []
        repeat {
            guard let root = expectName("root name") else {
                recover(stoppingAt: [.rightBrace])
                return entries.isEmpty ? nil : AppStartDecl(keywordRange: keyword, entries: entries)
            }
            var entry = AppStartEntry(root: root)
            if at(.when), !current.isAtLineStart {
                let when = current.range
                advance()
                entry.guardExpr = parseExpression()
                entry.guardRange = when.union(previousRange)
            }
            entries.append(entry)
        } while consume(.comma)
        return AppStartDecl(keywordRange: keyword, entries: entries)
    }

    /// `root name uses Flow [kept] [{ on outcome -> root [when g] ... }]`
    mutating func parseRoot() -> RootDecl? {
        let first = position
        let keyword = current.range
        advance()
        guard let name = expectName("root name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var flow: Identifier?
        if at(.uses), !current.isAtLineStart {
            advance()
            flow = expectName("flow name after `uses`")
        } else {
            expected("`uses` after root `\(name.name)`")
            recoverInApp()
            return RootDecl(doc: lexed.docLines(before: first), name: name, flow: nil, keptRange: nil, outcomes: [], hasBody: false, range: keyword.union(previousRange))
        }
        var kept: SourceRange?
        if at(.kept), !current.isAtLineStart {
            kept = current.range
            advance()
        }
        var outcomes: [TransitionDecl] = []
        var skips: [SkipRule]?
        let hasBody = current.kind == .leftBrace && !current.isAtLineStart
        if hasBody {
            parseBody(of: "root `\(name.name)`", named: name, skips: &skips, transitions: &outcomes, skipMessage: ParserMessages.skipInRoot)
        } else if !(current.kind == .rightBrace || atEnd || current.isAtLineStart) {
            expected("`{`, `kept` or a new line after root `\(name.name)`")
            recoverInApp()
        }
        return RootDecl(
            doc: lexed.docLines(before: first), name: name, flow: flow, keptRange: kept, outcomes: outcomes,
            hasBody: hasBody, range: keyword.union(previousRange)
        )
    }

    /// `event name[(payload)] -> target [as sheet|cover] [over top] [only when g]`
    mutating func parseAppEvent() -> AppEventDecl? {
        let first = position
        let keyword = current.range
        advance()
        guard let name = expectName("event name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        let parameters = current.kind == .leftParen ? parseParameters() : []
        guard expect(.arrow) != nil, let targetName = expectName("root or app-level step name"),
              let target = parseEntryStyle(of: targetName) else {
            recoverInApp()
            return nil
        }
        var overTop: SourceRange?
        if at(.over), !current.isAtLineStart {
            let over = current.range
            advance()
            guard at(.top), !current.isAtLineStart else {
                expected("`top` after `over`")
                recoverInApp()
                return nil
            }
            advance()
            overTop = over.union(previousRange)
        }
        let written = parseGuard()
        if written.condition != nil, written.kind == .chooses, let range = written.range {
            // An event has one move: its guard says when the event exists, never chooses a move.
            diagnostics.report(ParserMessages.expected("`only when` before an app event's guard", found: "`when`"), at: range)
        }
        return AppEventDecl(
            doc: lexed.docLines(before: first), name: name, parameters: parameters, target: target, overTopRange: overTop,
            guardExpr: written.condition, guardRange: written.range, range: keyword.union(previousRange)
        )
    }

    /// Skips the rest of an app member that did not parse: each member of an app starts a
    /// line, so the next line's first token (or the app's closing brace) begins the next.
    mutating func recoverInApp() {
        while !atEnd, !current.isAtLineStart, current.kind != .rightBrace { advance() }
    }
}
