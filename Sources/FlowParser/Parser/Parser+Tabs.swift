import FlowCore

extension Parser {
    /// `tabs root [when condition], root [when condition], ...` (the checker allows it in
    /// routers only, in place of `start`).
    mutating func parseTabs() -> TabsDecl? {
        let keyword = current.range
        advance()
        var entries: [TabsDecl.Tab] = []
        repeat {
            guard let root = expectName("step name of a tab's root") else {
                recover(stoppingAt: [.rightBrace])
                return entries.isEmpty ? nil : TabsDecl(keywordRange: keyword, tabs: entries)
            }
            var tab = TabsDecl.Tab(root: root)
            if at(.when), !current.isAtLineStart {
                let start = current.range
                advance()
                tab.condition = parseExpression()
                tab.conditionRange = start.union(previousRange)
            }
            entries.append(tab)
        } while consume(.comma)
        return TabsDecl(keywordRange: keyword, tabs: entries)
    }

    /// `shell { on event -> step as sheet [when guard] ... }`: the tab bar's own actions.
    mutating func parseShell() -> ShellDecl? {
        let keyword = current.range
        let word = identifier(current)
        advance()
        var shell = ShellDecl(transitions: [], range: keyword, keywordRange: keyword)
        let errorsBefore = diagnostics.all.count
        if current.kind == .leftBrace {
            var noSkips: [SkipRule]?
            parseBody(of: "`shell`", named: word, skips: &noSkips, transitions: &shell.transitions, skipMessage: ParserMessages.skipInShell)
        } else {
            expected("`{` after `shell`")
            recover(stoppingAt: [.rightBrace])
        }
        shell.range = keyword.union(previousRange)
        shell.isIncomplete = diagnostics.all.count > errorsBefore
        return shell
    }

    /// After `-> tab`: whether the word `tab` just read begins a tab move (`tab name`), rather
    /// than naming a step called `tab` (`-> tab`, `-> tab when f`, `-> tab as sheet`).
    var readsTabMove: Bool {
        guard tokens[position - 1].keyword == .tab, current.kind == .identifier, !current.isAtLineStart else { return false }
        switch current.keyword {
        case .when?, .as?, .then?: return false
        case .only?: return tokens[position + 1].keyword != .when
        default: return true
        }
    }

    /// `tab name [then step [as style]]`, the word `tab` just read.
    mutating func parseTabTarget() -> TransitionTarget? {
        let keyword = previousRange
        guard let tab = expectName("tab name after `tab`") else { return nil }
        var target = TabTarget(keywordRange: keyword, tab: tab)
        guard !current.isAtLineStart, at(.then) else { return .tab(target) }
        advance()
        // The next line's first word begins the next transition, never this one's step.
        guard !current.isAtLineStart else {
            expected("step name after `then`")
            return nil
        }
        guard let entered = expectName("step name after `then`"), let entry = parseEntryStyle(of: entered) else { return nil }
        target.then = entry
        return .tab(target)
    }
}
