import FlowCore

/// How `.flow` names become Swift identifiers.
package enum SwiftNames {
    /// Words that must be escaped with backticks to be used as identifiers.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
        "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "_",
    ]

    /// An identifier, escaped when it is a keyword.
    package static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// An argument label: escaped only where Swift requires it.
    package static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// A type name made from a step name: its first letter upper-cased (names are ASCII).
    static func typeName(_ name: String) -> String {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
              let upper = Unicode.Scalar(first.value - 0x20) else { return name }
        return String(Character(upper)) + name.dropFirst()
    }

    /// A Swift string literal.
    package static func stringLiteral(_ text: String) -> String {
        "\"" + text.escapingScalars { scalar in
            if let escape = scalar.backslashEscape { return escape }
            return scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        } + "\""
    }
}
