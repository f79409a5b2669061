/// The small pieces of text the lock's lines are made of, shared by the printer and the parser.
enum LockText {
    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `(a: Int, b: String = "x")`, or nothing for no parameters.
    static func parameterList(_ parameters: [Lock.Parameter]) -> String {
        parameters.isEmpty ? "" : "(" + parameters.map(\.text).joined(separator: ", ") + ")"
    }

    /// `{id: Int, slug: String}`.
    static func placeholderList(_ placeholders: [Lock.Placeholder]) -> String {
        "{" + placeholders.map { "\($0.name): \($0.type)" }.joined(separator: ", ") + "}"
    }

    /// `"a", "b"`: patterns or URLs as the lock quotes them (they hold no quote).
    static func quoted(_ texts: [String]) -> String {
        texts.map { "\"" + $0 + "\"" }.joined(separator: ", ")
    }

    /// `text` split at each `separator` outside brackets, parentheses, braces, angle brackets
    /// and string literals, each piece trimmed of spaces; `nil` when they don't balance.
    static func splitTopLevel(_ text: String, on separator: Character) -> [String]? {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth -= 1
            default: break
            }
            guard depth >= 0 else { return nil }
            if character == separator && depth == 0 {
                pieces.append(trimmed(current))
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0, !inString else { return nil }
        pieces.append(trimmed(current))
        return pieces
    }

    /// The text before the first `separator` and the text after it, or all of `text` and `nil`.
    static func split(_ text: String, at separator: String) -> (String, String?) {
        let characters = Array(text)
        let needle = Array(separator)
        guard characters.count >= needle.count else { return (text, nil) }
        for start in 0...(characters.count - needle.count) where Array(characters[start..<start + needle.count]) == needle {
            return (String(characters[..<start]), String(characters[(start + needle.count)...]))
        }
        return (text, nil)
    }

    /// `text` without leading and trailing spaces.
    static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
