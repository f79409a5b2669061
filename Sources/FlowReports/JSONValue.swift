import FlowCore

/// A JSON value that renders deterministically: object keys in the order given, two-space
/// indentation, strings escaped per RFC 8259.
public indirect enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])
    case null

    /// The JSON text, ending with a line break.
    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: "")
        return out + "\n"
    }

    private func write(into out: inout String, indent: String) {
        switch self {
        case .string(let text): out += JSONValue.quote(text)
        case .number(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.write(into: &out, indent: indent + "  ")
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + JSONValue.quote(member.0) + ": "
                member.1.write(into: &out, indent: indent + "  ")
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    static func quote(_ text: String) -> String {
        "\"" + text.escapingScalars { scalar in
            if let escape = scalar.backslashEscape { return escape }
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } + "\""
    }
}
