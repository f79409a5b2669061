import FlowCore

extension SingleFlowChecker {
    /// The members every link enum has, which a link can't be named: its own, and `Hashable`'s.
    static let linkEnumMembers: Set<String> = ["walk", "url", "urlString", "placement", "Flow", "hashValue", "hash"]

    /// A link's name, its case in the link enum: the name written after `link`, or the name of
    /// the step it lands on, a child's step too (with `Link` after it where that is a member of the link enum, so a
    /// step named `url` gives `urlLink`). Position-independent: reordering links renames none.
    static func linkName(_ link: LinkDecl) -> String {
        if let name = link.name { return name.name }
        let last = link.stack[link.stack.count - 1]
        let step = (last.childStep ?? last.step).name
        return linkEnumMembers.contains(step) ? step + "Link" : step
    }

    /// Each link's name must be one generated Swift can use, and differ from every other link's
    /// of the flow: two links that land on one step need a name each but one.
    func checkLinkNames(_ diagnostics: inout Diagnostics) {
        var owners: [String: LinkDecl] = [:]
        for link in flow.links {
            if let name = link.name {
                checkName(name, as: "a link name", &diagnostics)
                if Self.linkEnumMembers.contains(name.name) {
                    diagnostics.report(CheckerMessages.invalidName(name.name, "a link name: every link enum has a member `\(name.name)`"), at: name.range)
                    continue
                }
            }
            let name = Self.linkName(link)
            guard let other = owners[name] else {
                owners[name] = link
                continue
            }
            let note = other.name == nil
                ? "the earlier link is named `\(name)` after the step it lands on"
                : "the earlier link named `\(name)` is here"
            diagnostics.report(
                CheckerMessages.duplicateLinkName(name, isNamed: link.name != nil), at: link.name?.range ?? link.patternRange,
                notes: [diagnostics.note(note, at: other.name?.range ?? other.patternRange)]
            )
        }
    }
}

extension SingleFlowChecker {
    /// Parses each form of a link, and checks that every form has the same placeholders, so any
    /// of them supplies every payload. `nil` (reported) when a form is invalid; `isValid` is
    /// false (reported) when a form repeats a placeholder or forms differ in their placeholders.
    func resolvePatterns(_ declared: LinkDecl, _ diagnostics: inout Diagnostics) -> (patterns: [FlowLinkPattern], isValid: Bool)? {
        var patterns: [FlowLinkPattern] = []
        var isValid = true
        for form in declared.patterns {
            guard let (pattern, formIsValid) = parseForm(form, of: declared, &diagnostics) else {
                isValid = false
                continue
            }
            patterns.append(pattern)
            if !formIsValid { isValid = false }
        }
        guard patterns.count == declared.patterns.count else { return nil }
        let first = patterns[0].placeholders
        for (index, pattern) in patterns.enumerated().dropFirst() where Set(pattern.placeholders) != Set(first) {
            diagnostics.report(
                CheckerMessages.linkFormsDiffer(declared.patterns[index].text, Self.placeholderList(pattern.placeholders), first: declared.pattern, Self.placeholderList(first)),
                at: declared.patterns[index].range,
                notes: [diagnostics.note("the first form is here", at: declared.patternRange)]
            )
            isValid = false
        }
        return (patterns, isValid)
    }

    /// One form of `declared` parsed; `nil` (reported) when it is invalid, and `isValid` false
    /// (reported) when it repeats a placeholder.
    func parseForm(_ form: LinkDecl.Pattern, of declared: LinkDecl, _ diagnostics: inout Diagnostics) -> (pattern: FlowLinkPattern, isValid: Bool)? {
        let pattern: FlowLinkPattern
        do {
            pattern = try FlowLinkPattern(form.text)
        } catch {
            let reason = (error as? FlowLinkPattern.Invalid)?.reason ?? "\(error)"
            diagnostics.report(
                CheckerMessages.linkPatternInvalid(form.text, reason), at: form.range,
                notes: [diagnostics.note("a pattern is `scheme://host/text/{placeholder}?name={placeholder}`", at: declared.keywordRange)]
            )
            return nil
        }
        var isValid = true
        let placeholders = pattern.placeholders
        for (position, name) in placeholders.enumerated() where placeholders[..<position].contains(name) {
            diagnostics.report(
                CheckerMessages.placeholderDeclaredTwice(name), at: form.range,
                notes: [diagnostics.note("one placeholder can supply several payloads: bind it by label, as `step(label: \(name))`", at: declared.keywordRange)]
            )
            isValid = false
        }
        return (pattern, isValid)
    }

    /// Why a payload type can't carry a placeholder's text, or `nil`: a placeholder converts
    /// through `FlowLinkValue`, which a named type can conform to, and a query parameter may be
    /// absent, so its type must be optional or its parameter have a default, which a URL
    /// without it gets.
    static func linkTypeProblem(_ type: String, isQuery: Bool, hasDefault: Bool) -> String? {
        var base = Substring(type)
        if base.hasSuffix("?") {
            base = base.dropLast()
        } else if isQuery, !hasDefault {
            return "a query parameter may be absent, so its payload type must be optional, such as `\(type)?`, or have a default"
        }
        let isName = base.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
        return isName ? nil : "only a named type that conforms to `FlowLinkValue` (`String`, `Int`, `UUID`, a `RawRepresentable` enum, ...) can be read from a URL"
    }

    private static func placeholderList(_ names: [String]) -> String {
        names.isEmpty ? "no placeholders" : Set(names).sorted().map { "`{\($0)}`" }.joined(separator: ", ")
    }
}
