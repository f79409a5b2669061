import FlowCore

extension Parser {
    /// `link [name] "pattern", "pattern"... [also "pattern", ...] -> step, step(label: placeholder), ...`
    /// and its `example "url"` lines.
    mutating func parseLink() -> LinkDecl? {
        let keyword = current.range
        advance()
        var name: Identifier?
        if current.kind == .identifier, !atDeclarationStart {
            name = identifier(current)
            advance()
        }
        guard current.kind == .string else {
            expected(name == nil ? "a link name or a URL pattern in quotes" : "a URL pattern in quotes")
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        guard let patterns = parseLinkPatterns(), let legacy = parseLegacyPatterns() else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var wholeURL: Identifier?
        if at(.url), tokens[position + 1].kind == .arrow {
            wholeURL = identifier(current)
            advance()
        }
        let over = parseOver()
        guard over != nil || expect(.arrow, legacy.isEmpty ? "`->` after the URL pattern" : "`->` after the legacy URL patterns") != nil,
              let stack = over == nil ? parseLinkStack() : parseOverStep()
        else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var link = LinkDecl(keywordRange: keyword, name: name, patterns: patterns, stack: stack, examples: parseLinkExamples())
        link.legacyPatterns = legacy
        link.wholeURL = wholeURL
        link.over = over
        return link
    }

    /// `-> tab name over` or `-> over` before the step a link presents over the current stack,
    /// read with the arrow; `nil`, reading nothing, when the link's target is a stack. `over`
    /// is a keyword there only before a name on its line, so a step may be called `over`.
    private mutating func parseOver() -> LinkDecl.Over? {
        guard current.kind == .arrow else { return nil }
        let tokens = self.tokens, position = self.position
        let peek = { (offset: Int) in tokens[min(position + offset, tokens.count - 1)] }
        let next = peek(1), afterNext = peek(2)
        if next.keyword == .tab, afterNext.kind == .identifier, peek(3).keyword == .over, peek(4).kind == .identifier, !peek(4).isAtLineStart {
            advance()
            advance()
            let tab = identifier(current)
            advance()
            let keyword = current.range
            advance()
            return LinkDecl.Over(keywordRange: keyword, tab: tab)
        }
        if next.keyword == .over, afterNext.kind == .identifier, !afterNext.isAtLineStart {
            advance()
            let keyword = current.range
            advance()
            return LinkDecl.Over(keywordRange: keyword, tab: nil)
        }
        return nil
    }

    /// The one step an over-link presents, `as sheet` or `as cover`; `nil` after reporting
    /// what is missing.
    private mutating func parseOverStep() -> [LinkDecl.Item]? {
        guard let stack = parseLinkStack() else { return nil }
        guard stack.count == 1, stack[0].style != .push else {
            expected("`as sheet` or `as cover` after the one step a link presents over a stack")
            return nil
        }
        return stack
    }

    /// `also "pattern", "pattern"...` after a link's patterns, on its line or the next: its
    /// legacy forms, or none when `also` isn't written; `nil` after reporting what is missing.
    private mutating func parseLegacyPatterns() -> [LinkDecl.Pattern]? {
        guard at(.also), tokens[position + 1].kind == .string else { return [] }
        advance()
        return parseLinkPatterns()
    }

    /// `"pattern", "pattern"...`; `nil` after reporting what is missing.
    mutating func parseLinkPatterns() -> [LinkDecl.Pattern]? {
        var patterns: [LinkDecl.Pattern] = []
        repeat {
            guard current.kind == .string else {
                expected("a URL pattern in quotes")
                return nil
            }
            let pattern = current
            advance()
            // An unterminated string is already reported by the lexer; the rest of the line is in it.
            guard isTerminated(pattern) else { return nil }
            patterns.append(LinkDecl.Pattern(text: stringValue(pattern), range: pattern.range))
        } while consume(.comma)
        return patterns
    }

    /// `step, step(label: placeholder), use.childStep, ...`: the walk a link lands on; `nil` after reporting
    /// what is missing.
    mutating func parseLinkStack() -> [LinkDecl.Item]? {
        var stack: [LinkDecl.Item] = []
        repeat {
            guard let step = expectName("step name") else { return nil }
            var childStep: Identifier?
            if consume(.dot) {
                guard let name = expectName("step name of the child flow") else { return nil }
                childStep = name
            }
            var bindings: [LinkDecl.Binding] = []
            if consume(.leftParen) {
                repeat {
                    guard let label = expectName("payload label"), expect(.colon) != nil,
                          let placeholder = expectName("placeholder name")
                    else { return nil }
                    bindings.append(LinkDecl.Binding(label: label, placeholder: placeholder))
                } while consume(.comma)
                guard expect(.rightParen, "`,` or `)`") != nil else { return nil }
            }
            var item = LinkDecl.Item(step: step, childStep: childStep, bindings: bindings)
            if at(.as), !current.isAtLineStart {
                guard let entry = parseEntryStyle(of: step) else { return nil }
                item.style = entry.style
                item.styleRange = entry.styleRange
                stack.append(item)
                if current.kind == .comma {
                    expected("the end of the link's stack: only its last step may be entered `as sheet` or `as cover`")
                    return nil
                }
                return stack
            }
            stack.append(item)
        } while consume(.comma)
        return stack
    }

    /// The `example "url"` lines after a link; a malformed one is reported and stepped over.
    private mutating func parseLinkExamples() -> [LinkDecl.Example] {
        var examples: [LinkDecl.Example] = []
        var progress = LoopProgress()
        while at(.example), progress.allowsTurn(at: position) {
            advance()
            guard current.kind == .string else {
                expected("an example URL in quotes")
                recover(stoppingAt: [.rightBrace])
                continue
            }
            examples.append(LinkDecl.Example(url: stringValue(current), range: current.range))
            advance()
        }
        return examples
    }

    /// Whether a string token has its closing quote (the lexer reports one that doesn't).
    func isTerminated(_ token: Token) -> Bool {
        let text = lexed.text(token)
        return text.utf8.count >= 2 && text.hasSuffix("\"")
    }

    /// A string token's text without its quotes.
    func stringValue(_ token: Token) -> String {
        var text = Substring(lexed.text(token)).dropFirst()
        if text.last == "\"" { text = text.dropLast() }
        return String(text)
    }
}
