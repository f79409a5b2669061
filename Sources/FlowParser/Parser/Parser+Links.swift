import FlowCore

extension Parser {
    /// `link [name] "pattern", "pattern"... -> step, step(label: placeholder), ...` and its
    /// `example "url"` lines.
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
        var patterns: [LinkDecl.Pattern] = []
        repeat {
            guard current.kind == .string else {
                expected("a URL pattern in quotes")
                recover(stoppingAt: [.rightBrace])
                return nil
            }
            let pattern = current
            advance()
            guard isTerminated(pattern) else {
                // Already reported by the lexer; the rest of the line is in the string.
                recover(stoppingAt: [.rightBrace])
                return nil
            }
            patterns.append(LinkDecl.Pattern(text: stringValue(pattern), range: pattern.range))
        } while consume(.comma)
        guard expect(.arrow, "`->` after the URL pattern") != nil else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var stack: [LinkDecl.Item] = []
        repeat {
            guard let step = expectName("step name") else {
                recover(stoppingAt: [.rightBrace])
                return nil
            }
            var bindings: [LinkDecl.Binding] = []
            if current.kind == .leftParen {
                advance()
                repeat {
                    guard let label = expectName("payload label"), expect(.colon) != nil,
                          let placeholder = expectName("placeholder name")
                    else {
                        recover(stoppingAt: [.rightBrace])
                        return nil
                    }
                    bindings.append(LinkDecl.Binding(label: label, placeholder: placeholder))
                } while consume(.comma)
                guard expect(.rightParen, "`,` or `)`") != nil else {
                    recover(stoppingAt: [.rightBrace])
                    return nil
                }
            }
            stack.append(LinkDecl.Item(step: step, bindings: bindings))
        } while consume(.comma)
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
        return LinkDecl(keywordRange: keyword, name: name, patterns: patterns, stack: stack, examples: examples)
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

    /// `flag a, b, c`
}
