import FlowCore
import FlowLinks

/// Reads one entry line of a lock (after its keyword) into its model.
enum LockEntryReader {
    /// `NAME[(payload)] [uses Flow] [final]  json SPELLING`; the spelling must be the step's.
    static func step(_ rest: Substring, _ line: LockLine) throws -> Lock.Step {
        let (headText, json) = LockText.split(String(rest), at: "  json ")
        guard let json else { throw line.fail("a step line ends with `  json` and its saved-walk spelling") }
        var head = Substring(headText)
        let name = LockLine.name(&head)
        guard !name.isEmpty else { throw line.fail("a step needs a name") }
        let parameters = try line.parameters(&head) ?? []
        var role = Lock.Step.Role.screen
        if let flow = head.hasPrefix(" uses ") ? head.dropFirst(6) : nil, !flow.isEmpty, !flow.contains(" ") {
            role = .use(flow: String(flow))
        } else if head == " final" {
            role = .final
        } else if !head.isEmpty {
            throw line.fail("after a step's payload: `uses Flow`, `final` or nothing")
        }
        let step = Lock.Step(name: name, parameters: parameters, role: role, range: line.range)
        guard step.json == json else { throw line.fail("the saved-walk spelling of `\(name)` is \(step.json)") }
        return step
    }

    /// `NAME[(payload)]`.
    static func outcome(_ rest: Substring, _ line: LockLine) throws -> Lock.Outcome {
        var text = rest
        let name = LockLine.name(&text)
        let parameters = try line.parameters(&text) ?? []
        guard !name.isEmpty, text.isEmpty else { throw line.fail("expected `outcome NAME[(payload)]`") }
        return Lock.Outcome(name: name, parameters: parameters, range: line.range)
    }

    /// `STEP: a, b as sheet`, or `STEP: -`.
    static func next(_ rest: Substring, _ line: LockLine) throws -> Lock.Next {
        var text = rest
        let step = LockLine.name(&text)
        try line.expect(": ", in: &text)
        let successors = try line.list(text).map { item -> Lock.Successor in
            let (name, style) = LockText.split(item, at: " as ")
            switch style {
            case nil: return Lock.Successor(step: name, style: .push)
            case "sheet": return Lock.Successor(step: name, style: .sheet)
            case "sheet modal": return Lock.Successor(step: name, style: .modalSheet)
            case "cover": return Lock.Successor(step: name, style: .cover)
            default: throw line.fail("a successor is entered `as sheet`, `as sheet modal` or `as cover`, or pushed")
            }
        }
        guard !step.isEmpty else { throw line.fail("expected `next STEP: successors`") }
        return Lock.Next(step: step, successors: successors, range: line.range)
    }

    /// `NAME[(shape)] last R -> renamed X | fallback F | cut`.
    static func retiredStep(_ rest: Substring, _ line: LockLine) throws -> Lock.RetiredStep {
        var text = rest
        let name = LockLine.name(&text)
        let shape = try line.parameters(&text)
        try line.expect(" last ", in: &text)
        let last = LockLine.name(&text)
        try line.expect(" -> ", in: &text)
        let fate: Lock.RetiredStep.Fate
        if text == "cut" {
            fate = .cut
        } else if text.hasPrefix("renamed "), let step = nonEmptyName(text.dropFirst(8)) {
            fate = .renamed(step)
        } else if text.hasPrefix("fallback "), let step = nonEmptyName(text.dropFirst(9)) {
            fate = .fallback(step)
        } else {
            throw line.fail("a retired step goes `-> renamed STEP`, `-> fallback STEP` or `-> cut`")
        }
        guard !name.isEmpty, !last.isEmpty else { throw line.fail("expected `retired step NAME last RELEASE -> …`") }
        return Lock.RetiredStep(name: name, shape: shape, last: last, fate: fate, range: line.range)
    }

    /// `Flow.case "pattern" {placeholder: Type, …} -> walk`.
    static func link(_ rest: Substring, _ line: LockLine) throws -> Lock.Link {
        var text = rest
        let (flow, name) = try qualifiedName(&text, line)
        try line.expect(" ", in: &text)
        let pattern = try self.pattern(text.prefix { $0 != " " }, line)
        text = text.drop { $0 != " " }
        try line.expect(" ", in: &text)
        let placeholders = try self.placeholders(&text, line)
        try line.expect(" -> ", in: &text)
        return Lock.Link(flow: flow, name: name, forms: [Lock.Form(pattern: pattern, kind: .built, range: line.range)],
                         placeholders: placeholders, walk: try line.list(text), examples: [])
    }

    /// `Flow.case "pattern", … {placeholder: Type, …} last R -> walk | web | refused`.
    static func retiredLink(_ rest: Substring, _ line: LockLine) throws -> Lock.RetiredLink {
        var text = rest
        let (flow, name) = try qualifiedName(&text, line)
        var patterns: [String] = []
        repeat {
            try line.expect(patterns.isEmpty ? " " : ", ", in: &text)
            patterns.append(try pattern(text.prefix { $0 != "," && $0 != " " }, line))
            text = text.drop { $0 != "," && $0 != " " }
        } while text.hasPrefix(", ")
        try line.expect(" ", in: &text)
        let placeholders = try self.placeholders(&text, line)
        try line.expect(" last ", in: &text)
        let last = LockLine.name(&text)
        try line.expect(" -> ", in: &text)
        let destination: Lock.RetiredLink.Destination = switch text {
        case "web": .web
        case "refused": .refused
        default: .walk(try line.list(text))
        }
        guard !last.isEmpty else { throw line.fail("a retired link needs `last RELEASE`") }
        return Lock.RetiredLink(flow: flow, name: name, patterns: patterns, placeholders: placeholders, last: last,
                                destination: destination, range: line.range)
    }

    /// A quoted pattern that flowc can read.
    static func pattern(_ text: Substring, _ line: LockLine) throws -> String {
        var text = text
        let pattern = try line.quoted(&text)
        guard text.isEmpty else { throw line.fail("expected one quoted pattern") }
        do {
            _ = try FlowLinkPattern(pattern)
        } catch {
            throw line.fail("`\(pattern)` is not a link pattern")
        }
        return pattern
    }

    private static func qualifiedName(_ text: inout Substring, _ line: LockLine) throws -> (String, String) {
        let qualified = text.prefix { $0 != " " }
        text = text.dropFirst(qualified.count)
        let parts = qualified.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw line.fail("a link is named `Flow.case`") }
        return (String(parts[0]), String(parts[1]))
    }

    private static func placeholders(_ text: inout Substring, _ line: LockLine) throws -> [Lock.Placeholder] {
        guard text.first == "{" else { throw line.fail("expected the placeholders, `{name: Type, …}`") }
        let inside = try line.balanced(&text, open: "{", close: "}")
        guard !inside.isEmpty else { return [] }
        guard let pieces = LockText.splitTopLevel(String(inside), on: ",") else { throw line.fail("unbalanced placeholders") }
        return try pieces.map { piece in
            let (name, type) = LockText.split(piece, at: ": ")
            guard !name.isEmpty, let type, !type.isEmpty else { throw line.fail("a placeholder is `name: Type`") }
            return Lock.Placeholder(name: name, type: type)
        }
    }

    private static func nonEmptyName(_ text: Substring) -> String? {
        text.isEmpty || text.contains(" ") ? nil : String(text)
    }
}
