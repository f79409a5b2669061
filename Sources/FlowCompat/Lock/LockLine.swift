import FlowCore

/// One line of a lock being read: its text after the indentation, its indentation, and where
/// it is, with the small readers that its kinds of line share.
struct LockLine {
    /// The text after the indentation, without the line break.
    var text: Substring
    var indent: Int
    /// The text's range in the file.
    var range: SourceRange

    /// Why a line can't be read: `lock-malformed` at it.
    struct Malformed: Error {
        var message: String
        var range: SourceRange
    }

    func fail(_ message: String) -> Malformed {
        Malformed(message: message, range: range)
    }

    /// The lock's lines, with their byte ranges; a `\r` before a line's `\n` is not part of it.
    static func lines(of text: String) -> [LockLine] {
        var lines: [LockLine] = []
        var offset = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            let start = offset + indent
            lines.append(LockLine(text: content, indent: indent, range: SourceRange(start, start + content.utf8.count)))
            offset += raw.utf8.count + 1
        }
        return lines
    }

    /// The rest of the line after `keyword` and a space, when it starts so.
    func after(_ keyword: String) -> Substring? {
        guard text.hasPrefix(keyword + " ") else { return nil }
        return text.dropFirst(keyword.count + 1)
    }

    /// A name: the text up to a space, `(`, `:` or the end.
    static func name(_ text: inout Substring) -> String {
        let name = text.prefix { $0 != " " && $0 != "(" && $0 != ":" && $0 != "{" }
        text = text.dropFirst(name.count)
        return String(name)
    }

    /// `(label: Type = default, …)` at the start of `text`, when it starts with `(`; `nil` when
    /// it doesn't, and a failure when it doesn't read.
    func parameters(_ text: inout Substring) throws -> [Lock.Parameter]? {
        guard text.first == "(" else { return nil }
        let inside = try balanced(&text, open: "(", close: ")")
        guard !inside.isEmpty else { return [] }
        guard let pieces = LockText.splitTopLevel(String(inside), on: ",") else { throw fail("unbalanced payload") }
        return try pieces.map { piece in
            guard let colon = piece.firstIndex(of: ":") else { throw fail("a payload parameter needs `label: Type`") }
            let label = LockText.trimmed(String(piece[..<colon]))
            let rest = LockText.trimmed(String(piece[piece.index(after: colon)...]))
            let (type, defaultValue) = LockText.split(rest, at: " = ")
            guard !label.isEmpty, !type.isEmpty else { throw fail("a payload parameter needs `label: Type`") }
            return Lock.Parameter(label: label, type: type, defaultValue: defaultValue)
        }
    }

    /// The text between `open` at the start of `text` and its matching `close`, which `text`
    /// then starts after.
    func balanced(_ text: inout Substring, open: Character, close: Character) throws -> Substring {
        var depth = 0
        var inString = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            if character == open { depth += 1 }
            if character == close {
                depth -= 1
                if depth == 0 {
                    let inside = text[text.index(after: text.startIndex)..<index]
                    text = text[text.index(after: index)...]
                    return inside
                }
            }
        }
        throw fail("`\(open)` without its `\(close)`")
    }

    /// `"text"` at the start of `text` (a pattern or URL, which holds no quote).
    func quoted(_ text: inout Substring) throws -> String {
        guard text.first == "\"", let end = text.dropFirst().firstIndex(of: "\"") else { throw fail("expected a quoted pattern or URL") }
        let inside = text[text.index(after: text.startIndex)..<end]
        text = text[text.index(after: end)...]
        return String(inside)
    }

    /// `text` without the leading `prefix`, or a failure naming what was expected.
    func expect(_ prefix: String, in text: inout Substring) throws {
        guard text.hasPrefix(prefix) else { throw fail("expected `\(prefix.trimmingSpaces)`") }
        text = text.dropFirst(prefix.count)
    }

    /// `a, b(x: y), c`, or none for `-`.
    func list(_ text: Substring) throws -> [String] {
        let text = LockText.trimmed(String(text))
        guard text != "-" else { return [] }
        guard let items = LockText.splitTopLevel(text, on: ","), !items.contains(where: \.isEmpty) else { throw fail("expected a list, or `-`") }
        return items
    }
}

private extension String {
    var trimmingSpaces: String { LockText.trimmed(self) }
}
