import FlowCore

/// The declarations that say what became of what an earlier release had: `renamed from` on a
/// step, `removed step` and `removed link` (`also` forms are read with their link).
extension Parser {
    /// `renamed from [old] [(oldLabel: label, ...)]` after a step's payload and `uses Flow`;
    /// `nil` (reported) when neither an old name nor a label map follows `from`.
    mutating func parseFormerName() -> FormerName? {
        let keyword = current.range
        advance()
        guard at(.from), !current.isAtLineStart else {
            expected("`from` after `renamed`")
            return nil
        }
        advance()
        var name: Identifier?
        if current.kind == .identifier, !current.isAtLineStart {
            name = identifier(current)
            advance()
        }
        var labels: [LabelRename] = []
        if current.kind == .leftParen, !current.isAtLineStart {
            advance()
            repeat {
                guard let old = expectName("old payload label"), expect(.colon, "`:` after the old label") != nil,
                      let new = expectName("payload label")
                else { return nil }
                labels.append(LabelRename(old: old, new: new))
            } while consume(.comma)
            guard expect(.rightParen, "`,` or `)`") != nil else { return nil }
        } else if name == nil {
            expected("the old step name or `(` after `renamed from`")
            return nil
        }
        return FormerName(name: name, labels: labels, range: keyword.union(previousRange))
    }

    /// `removed step ...` or `removed link ...`, appended to `flow` when it parses.
    mutating func parseRemoved(into flow: inout FlowDecl) {
        let keyword = current.range
        advance()
        if at(.step), !current.isAtLineStart {
            advance()
            if let removed = parseRemovedStep(keyword) { flow.append(removed) }
        } else if at(.link), !current.isAtLineStart {
            advance()
            if let removed = parseRemovedLink(keyword) { flow.append(removed) }
        } else {
            expected("`step` or `link` after `removed`")
            recover(stoppingAt: [.rightBrace])
        }
    }

    /// `removed step name [(old shape)] [-> fallback]`, after `step`.
    private mutating func parseRemovedStep(_ keyword: SourceRange) -> RemovedStepDecl? {
        guard let name = expectName("the removed step's name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var shape: [PayloadParameter]?
        if current.kind == .leftParen, !current.isAtLineStart {
            if tokens[position + 1].kind == .rightParen {
                advance()
                advance()
                shape = []
            } else {
                shape = parseParameters()
            }
        }
        var fallback: Identifier?
        if current.kind == .arrow {
            advance()
            guard let step = expectName("the step its walks land on") else {
                recover(stoppingAt: [.rightBrace])
                return nil
            }
            fallback = step
        }
        guard endsLine(after: "removed step `\(name.name)`") else { return nil }
        return RemovedStepDecl(keywordRange: keyword, name: name, shape: shape, fallback: fallback, range: keyword.union(previousRange))
    }

    /// `removed link name "pattern", ... [-> walk | web | refused]`, after `link`.
    private mutating func parseRemovedLink(_ keyword: SourceRange) -> RemovedLinkDecl? {
        guard let name = expectName("the removed link's name") else {
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        guard current.kind == .string, let patterns = parseLinkPatterns() else {
            if current.kind != .string { expected("a URL pattern in quotes") }
            recover(stoppingAt: [.rightBrace])
            return nil
        }
        var destination = RemovedLinkDestination.refused(nil)
        if current.kind == .arrow {
            advance()
            let isAlone = tokens[position + 1].isAtLineStart || ![.comma, .dot, .leftParen].contains(tokens[position + 1].kind)
            if at(.web), isAlone {
                destination = .web(current.range)
                advance()
            } else if at(.refused), isAlone {
                destination = .refused(current.range)
                advance()
            } else if let stack = parseLinkStack() {
                destination = .walk(stack)
            } else {
                recover(stoppingAt: [.rightBrace])
                return nil
            }
        }
        guard endsLine(after: "removed link `\(name.name)`") else { return nil }
        return RemovedLinkDecl(keywordRange: keyword, name: name, patterns: patterns, destination: destination, range: keyword.union(previousRange))
    }

    /// Whether the declaration ends here (a new line, `}` or the end of the file); otherwise
    /// reports what follows and skips to the next member.
    private mutating func endsLine(after what: String) -> Bool {
        guard !(current.kind == .rightBrace || atEnd || current.isAtLineStart) else { return true }
        expected("a new line after \(what)")
        recover(stoppingAt: [.rightBrace])
        return false
    }
}
