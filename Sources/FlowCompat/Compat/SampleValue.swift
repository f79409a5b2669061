/// A value an older release saved in a walk's payload, made from its parameter's type: a
/// small pool a type, enough to tell whether the new parameter still reads it.
indirect enum SampleValue: Hashable {
    /// A JSON integer, as written.
    case integer(String)
    /// A JSON number with a fraction or exponent, as written.
    case number(String)
    case bool
    case string
    case null
    case array([SampleValue])
    /// A JSON object: a dictionary with `String` keys, empty or with one entry `"k"`.
    case object(SampleValue?)
    /// A value of a type flowc can't see, which only that type reads.
    case custom(String)
    /// A use-step's `child`: the child flow's step, in that flow's own format.
    case child(flow: String, json: String)

    /// The JSON text, with `<Type>` for a value of a type flowc can't see.
    var json: String {
        switch self {
        case .integer(let text), .number(let text): text
        case .bool: "true"
        case .string: "\"a\""
        case .null: "null"
        case .array(let elements): "[" + elements.map(\.json).joined(separator: ",") + "]"
        case .object(let value): value.map { "{\"k\":\($0.json)}" } ?? "{}"
        case .custom(let type): "<\(type)>"
        case .child(_, let json): json
        }
    }

    /// The values an entry of a parameter of `type` may hold, a plain one first.
    static func pool(for type: String) -> [SampleValue] {
        let type = SwiftType(type)
        switch type {
        case .optional(let wrapped): return pool(for: wrapped.text) + [.null]
        case .array(let element): return [.array([pool(for: element.text)[0]])]
        // JSONEncoder writes a dictionary with `String` keys as an object; with other keys
        // its layout depends on the key type, so only the same type reads it.
        case .dictionary(let key, let value):
            guard key == .named("String") else { return [.custom(type.text)] }
            return [.object(nil), .object(pool(for: value.text)[0])]
        case .named(let name):
            if SwiftType.wideIntegers.contains(name) { return [.integer("7"), .integer("4294967296")] }
            if SwiftType.integers.contains(name) { return [.integer("7")] }
            if name == "Double" || name == "CGFloat" { return [.number("1.5"), .number("1e300")] }
            if name == "Float" { return [.number("1.5")] }
            if name == "Bool" { return [.bool] }
            if name == "String" { return [.string] }
            return [.custom(name)]
        }
    }

    /// Whether `JSONDecoder` reads this value as a `type`, as far as flowc can tell.
    func decodes(as type: String) -> Bool {
        let type = SwiftType(type)
        if case .optional(let wrapped) = type { return self == .null || decodes(as: wrapped.text) }
        switch (self, type) {
        case (.integer(let text), .named(let name)):
            if SwiftType.floats.contains(name) || SwiftType.wideIntegers.contains(name) { return true }
            return SwiftType.integers.contains(name) && text.count < 10
        case (.number(let text), .named(let name)):
            return name == "Double" || name == "CGFloat" || (name == "Float" && !text.contains("e"))
        case (.bool, .named(let name)): return name == "Bool"
        case (.string, .named(let name)): return name == "String"
        case (.array(let elements), .array(let element)): return elements.allSatisfy { $0.decodes(as: element.text) }
        case (.object(let value), .dictionary(let key, let valueType)):
            return key == .named("String") && (value?.decodes(as: valueType.text) ?? true)
        case (.custom(let old), _): return old == type.text
        default: return false
        }
    }
}

/// A payload type as far as decoding tells: Optional, array (or set), dictionary, or named.
indirect enum SwiftType: Hashable {
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    case named(String)

    static let wideIntegers: Set<String> = ["Int", "Int64", "UInt", "UInt64"]
    static let integers: Set<String> = ["Int", "Int64", "UInt", "UInt64", "Int32", "UInt32", "Int16", "UInt16", "Int8", "UInt8"]
    static let floats: Set<String> = ["Double", "Float", "CGFloat"]

    init(_ text: String) {
        let text = LockText.trimmed(text)
        if text.hasSuffix("?") || text.hasSuffix("!") {
            self = .optional(SwiftType(String(text.dropLast())))
        } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
            self = .optional(SwiftType(String(text.dropFirst(9).dropLast())))
        } else if text.hasPrefix("Set<"), text.hasSuffix(">") {
            self = .array(SwiftType(String(text.dropFirst(4).dropLast())))
        } else if text.hasPrefix("["), text.hasSuffix("]") {
            let inside = String(text.dropFirst().dropLast())
            let pieces = LockText.splitTopLevel(inside, on: ":") ?? [inside]
            self = pieces.count == 2 ? .dictionary(key: SwiftType(pieces[0]), value: SwiftType(pieces[1])) : .array(SwiftType(inside))
        } else {
            self = .named(text)
        }
    }

    /// The type as Swift writes it.
    var text: String {
        switch self {
        case .optional(let wrapped): wrapped.text + "?"
        case .array(let element): "[" + element.text + "]"
        case .dictionary(let key, let value): "[" + key.text + ": " + value.text + "]"
        case .named(let name): name
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}
