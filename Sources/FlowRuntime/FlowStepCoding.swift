/// Encodes and decodes generated route enums by step name, from one table, so that generated
/// code needs no per-case switch of string literals (slow to compile in big flows).
///
/// A flow without payload steps encodes each step as its name (`"cart"`); one with payload
/// steps as `{"step": "cardDetails", "payload": {"cardID": "..."}}`, and `{"step": "cart"}`
/// for the steps without.
public struct FlowStepCoding: Sendable {
    private let names: [String]
    private let indexes: [String: Int]

    /// - Parameter names: the step names, in step order, separated by single spaces.
    public init(_ names: String) {
        self.names = names.split(separator: " ").map(String.init)
        var indexes: [String: Int] = [:]
        for (index, name) in self.names.enumerated() { indexes[name] = index }
        self.indexes = indexes
    }

    /// The name of step `index`.
    public func name(_ index: Int) -> String { names[index] }

    /// The index of a step name.
    public func index(of name: String) -> Int? { indexes[name] }

    public func decodeName(from decoder: any Decoder) throws -> Int {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let index = indexes[name] else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no step named '\(name)'")
        }
        return index
    }

    public func encodeName(_ index: Int, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names[index])
    }

    /// Decodes `{"step": name, "payload": {...}}`: the step index and the payload container.
    public func decodeKeyed(from decoder: any Decoder) throws -> (index: Int, payload: () throws -> KeyedDecodingContainer<FlowCodingKey>) {
        let container = try decoder.container(keyedBy: FlowCodingKey.self)
        let name = try container.decode(String.self, forKey: FlowCodingKey("step"))
        guard let index = indexes[name] else {
            throw DecodingError.dataCorruptedError(forKey: FlowCodingKey("step"), in: container, debugDescription: "no step named '\(name)'")
        }
        return (index, { try container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("payload")) })
    }

    /// Encodes `{"step": name}`, and `"payload": {label: value, ...}` for a payload step.
    public func encodeKeyed(_ index: Int, payload: _FlowPayload?, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FlowCodingKey.self)
        try container.encode(names[index], forKey: FlowCodingKey("step"))
        guard let payload else { return }
        var values = container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("payload"))
        for (label, value) in zip(payload.labels.split(separator: " "), payload.values) {
            try values.encode(value, forKey: FlowCodingKey(String(label)))
        }
    }

    /// The error for a step that can't be made without its payload.
    public func missingPayload(_ index: Int, decoder: any Decoder) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "step '\(names[index])' needs a payload"))
    }
}

/// A coding key made from any string: payload labels and `step`/`payload`.
public struct FlowCodingKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ stringValue: String) { self.stringValue = stringValue }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == FlowCodingKey {
    /// Decodes a payload value whose type the call site infers, so generated code need not
    /// repeat the payload type.
    public func _decode<Value: Decodable>(_ key: String) throws -> Value {
        try decode(Value.self, forKey: FlowCodingKey(key))
    }
}
