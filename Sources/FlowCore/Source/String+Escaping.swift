extension String {
    /// The string with each Unicode scalar for which `replacement` returns text replaced by
    /// that text: the one mechanism behind every escaper (Swift and JSON string literals, DOT,
    /// Mermaid, GitHub workflow commands), each with its own table.
    public func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// The backslash escape that Swift, JSON and DOT string literals share for this scalar
    /// (`\"`, `\\`, `\n`, `\r`, `\t`), or `nil`.
    public var backslashEscape: String? {
        switch self {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: nil
        }
    }
}
