internal import FlowRestore

/// Encodes and decodes generated route enums by step name: the `name` of the step's kind.
/// For generated code.
///
/// The saved-walk format, version `FlowSavedWalk.formatVersion` (docs/Generated-Code.md, "Saved walks"): a
/// step without a payload is its name (`"cart"`), a payload step
/// `{"step": "cardDetails", "payload": {"cardID": "..."}}`. Decoding also reads a step without a
/// payload written `{"step": "cart"}`, as version 1 wrote every step of a flow with payload
/// steps. A step saved without a payload reads as one with no values, and an absent value as
/// its `.flow` default, else `nil` when Optional: a walk saved before a step gained such
/// parameters still decodes.
///
/// Generated code imports it as SPI (`@_spi(FlowGeneratedCode) import FlowRuntime`): it is not
/// part of the API apps see.
@_spi(FlowGeneratedCode)
public enum _FlowStepCoding {
    /// Decodes a step: its name alone, or `{"step": name, "payload": {...}}` (where the payload
    /// may be absent). Returns the step's kind and the payload container, which holds no value
    /// when the step was written without a payload.
    public static func decode<Kind: FlowStepKind>(_ kind: Kind.Type, from decoder: any Decoder) throws
        -> (kind: Kind, payload: () throws -> KeyedDecodingContainer<FlowCodingKey>) {
        try decode(kind, from: decoder, removed: { _ in nil })
    }

    /// Decodes a step as `decode(_:from:)` does. The name is looked up among the steps, then
    /// their former names (`FlowStepKind._formerNames`), then `removed`: the error it returns
    /// for a removed step's name (a `_FlowFallback`) is thrown.
    public static func decode<Kind: FlowStepKind>(_ kind: Kind.Type, from decoder: any Decoder, removed: (String) -> (any Error)?) throws
        -> (kind: Kind, payload: () throws -> KeyedDecodingContainer<FlowCodingKey>) {
        let empty = { KeyedDecodingContainer(_FlowEmptyPayload(codingPath: decoder.codingPath)) }
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            let kind = try Self.kind(Kind.self, savedAs: name, removed: removed) {
                DecodingError.dataCorruptedError(in: single, debugDescription: "no step named '\(name)'")
            }
            return (kind, empty)
        }
        let container = try decoder.container(keyedBy: FlowCodingKey.self)
        let name = try container.decode(String.self, forKey: FlowCodingKey("step"))
        let kind = try Self.kind(Kind.self, savedAs: name, removed: removed) {
            DecodingError.dataCorruptedError(forKey: FlowCodingKey("step"), in: container, debugDescription: "no step named '\(name)'")
        }
        let payload = FlowCodingKey("payload")
        guard container.contains(payload) else { return (kind, empty) }
        return (kind, { try container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: payload) })
    }

    /// The kind of step a saved entry names `name`, by the restore rule (`FlowRestore.savedName`):
    /// a step's name, else a former name; for a removed step's name, its `removed` error is
    /// thrown, for any other `unknown()`.
    private static func kind<Kind: FlowStepKind>(
        _: Kind.Type, savedAs name: String, removed: (String) -> (any Error)?, unknown: () -> DecodingError
    ) throws -> Kind {
        switch FlowRestore.savedName(name, current: Kind.init(named:), former: { Kind._formerNames[$0] }, removed: removed) {
        case .step(let kind): return kind
        case .removed(let error): throw error
        case .unknown: throw unknown()
        }
    }

    /// Decodes a step of a flow without payloads: its name, or `{"step": name}`.
    public static func decodeKind<Kind: FlowStepKind>(from decoder: any Decoder) throws -> Kind {
        try decode(Kind.self, from: decoder).kind
    }

    /// Encodes a step: its name alone for a step without a payload, `{"step": name, "payload":
    /// {label: value, ...}}` for a payload step.
    public static func encode<Kind: FlowStepKind>(_ kind: Kind, payload: _FlowPayload? = nil, to encoder: any Encoder) throws {
        guard let payload else {
            var container = encoder.singleValueContainer()
            return try container.encode(kind.name)
        }
        var container = encoder.container(keyedBy: FlowCodingKey.self)
        try container.encode(kind.name, forKey: FlowCodingKey("step"))
        var values = container.nestedContainer(keyedBy: FlowCodingKey.self, forKey: FlowCodingKey("payload"))
        for (label, value) in zip(payload.labels.split(separator: " "), payload.values) {
            try values.encode(value, forKey: FlowCodingKey(String(label)))
        }
    }

    /// The error for a step that can't be made without its payload.
    public static func missingPayload(_ name: String, decoder: any Decoder) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "step '\(name)' needs a payload"))
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
    /// Decodes the payload value `key` of a saved step, of the type the call site asks for.
    /// An Optional value whose key is absent (a walk saved before the parameter was added)
    /// decodes as `nil`. Generated code decodes with it, so a payload type that isn't
    /// `Decodable` is reported as "instance method 'payloadValue' requires that 'Card' conform
    /// to 'Decodable'", at the `.flow` line that names the type.
    public func payloadValue<Value: Decodable>(_ key: String) throws -> Value {
        try valueWithoutDefault(key, formerly: nil)
    }

    /// Decodes the payload value `key` of a saved step, or `defaultValue`, the parameter's
    /// `.flow` default, when the key is absent (a walk saved before the parameter was added).
    /// A value that is present but doesn't decode as `Value` throws.
    public func payloadValue<Value: Decodable>(_ key: String, default defaultValue: @autoclosure () -> Value) throws -> Value {
        try payloadValue(key, formerly: nil, default: defaultValue())
    }

    /// Decodes the payload value `key` of a saved step, else the one under its former label
    /// (`renamed from (card: cardID)`, a walk saved before the label changed); when neither is
    /// present, an Optional decodes as `nil`, and anything else throws.
    public func payloadValue<Value: Decodable>(_ key: String, formerly formerKey: String) throws -> Value {
        try valueWithoutDefault(key, formerly: formerKey)
    }

    /// Decodes the payload value `key` of a saved step, else the one under its former label
    /// `formerKey`, else `defaultValue`, the parameter's `.flow` default.
    public func payloadValue<Value: Decodable>(_ key: String, formerly formerKey: String?, default defaultValue: @autoclosure () -> Value)
        throws -> Value {
        try savedValue(key, formerly: formerKey, absent: .defaulted) ?? defaultValue()
    }

    /// A value without a default: `nil` for an absent Optional, else it must be saved.
    private func valueWithoutDefault<Value: Decodable>(_ key: String, formerly formerKey: String?) throws -> Value {
        let absent: FlowAbsentValue = Value.self is any _FlowOptionalValue.Type ? .optional : .required
        // `savedValue` returns nil only for `.defaulted`.
        return try savedValue(key, formerly: formerKey, absent: absent) ?? decode(Value.self, forKey: FlowCodingKey(key))
    }

    /// The value the restore rule reads (`FlowRestore.value`): the one saved under `key`, else
    /// under `formerKey`, else `nil` for an absent Optional; `nil` (no value) for an absent one
    /// with a default, which the caller supplies. A required value that is absent throws
    /// `keyNotFound`.
    private func savedValue<Value: Decodable>(_ key: String, formerly formerKey: String?, absent: FlowAbsentValue) throws -> Value? {
        switch FlowRestore.value(key, formerly: formerKey, isSaved: { contains(FlowCodingKey($0)) }, absent: absent) {
        case .saved(let label): try decode(Value.self, forKey: FlowCodingKey(label))
        case .defaultValue: nil
        case .nilValue: (Value.self as? any _FlowOptionalValue.Type)?._absent as? Value
        case .missing: try decode(Value.self, forKey: FlowCodingKey(key))
        }
    }
}

/// An Optional, seen without its wrapped type: what an absent payload value decodes to.
public protocol _FlowOptionalValue {
    /// `nil`.
    static var _absent: Self { get }
}

extension Optional: _FlowOptionalValue {
    public static var _absent: Optional { nil }
}
