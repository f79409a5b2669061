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
        guard let patterns = parseLinkPatterns(), let legacy = parseLegacyPatterns(),
              expect(.arrow, legacy.isEmpty ? "`->` after the URL pattern" : "`->` after the legacy URL patterns") != nil,
              let stack = parseLinkStack()
        else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var link = LinkDecl(keywordRange: keyword, name: name, patterns: patterns, stack: stack, examples: parseLinkExamples())
        link.legacyPatterns = legacy
        return link
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
            stack.append(LinkDecl.Item(step: step, childStep: childStep, bindings: bindings))
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
